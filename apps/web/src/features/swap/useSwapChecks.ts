import type { ErrorContext, SwapQuote } from '@lumi/chain';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountBalances } from '../../shared/chain/balances.ts';
import type { LumiApi } from '../../shared/chain/connection.ts';
import type { DexConfig } from '../../shared/chain/dex/dexConfig.ts';
import type { DexPair } from '../../shared/chain/dex/pairs.ts';
import { useChainConnection } from '../../shared/chain/ChainContext.ts';
import { checkTransaction } from '../../shared/tx/checkTransaction.ts';
import { txFeeQuery } from '../../shared/tx/feeQuery.ts';
import { useFees, type CallSpend } from '../../shared/fees/useFees.ts';
import { verdictFor } from '../../shared/tx/txCheck.ts';
import { useTxCheck } from '../../shared/tx/useTxCheck.ts';
import { buildSwapTx } from './buildSwap.ts';
import { tokensOf, type Direction } from './pair.ts';

/** A swap the checks look at: its quote, over which pair, which way. */
export interface SwapCall {
  quote: SwapQuote;
  pair: DexPair;
  direction: Direction;
}

/** The values a check of the exact call depends on. */
const callKey = ({ quote, pair, direction }: SwapCall, account: string) =>
  `${account}:${pair.key}:${direction}:${quote.side}:${quote.amountIn}:${quote.amountOut}:${quote.minReceived}:${quote.maxSold}`;

/**
 * What a swap moves besides its fee: its most paid. Paying the native token keeps the account alive
 * (buildSwapTx); paying PHPU may empty it. Other assets never pay fees, so they are not budgeted here.
 */
function spendOf({ quote, pair, direction }: SwapCall, phpuId: number | undefined): CallSpend {
  const paid = tokensOf(direction, pair).tokenIn.ref;
  return {
    lumi: paid.type === 'Native' ? quote.maxSold : 0n,
    lumiKeepAlive: true,
    phpu: paid.type === 'Local' && paid.id === phpuId ? quote.maxSold : 0n,
    phpuKeepAlive: false,
  };
}

/**
 * The checks of the swap the form would make (debounced) and of the one under review (at once, each time the
 * review opens or its numbers change), each with the fee's asset decided and its budget folded in.
 */
export function useSwapChecks(input: {
  api: LumiApi;
  dex: DexConfig | undefined;
  address: string | undefined;
  balances: AccountBalances | undefined;
  existentialDeposit: bigint | undefined;
  errorContext: ErrorContext;
  form: SwapCall | undefined;
  /** `opening` counts the review's openings, so each opening checks again. */
  review: (SwapCall & { block: number; opening: number }) | undefined;
}) {
  const { api, dex, address, balances, existentialDeposit, errorContext, form, review } = input;
  const connection = useChainConnection();
  const txFor = (swap: SwapCall) => {
    const { tokenIn, tokenOut } = tokensOf(swap.direction, swap.pair);
    return buildSwapTx(api, dex!.assetKinds, swap.quote, tokenIn, tokenOut, address!);
  };
  const client = useQueryClient();
  const { endpoint } = connection;
  const fees = useFees({
    balances: balances && { native: balances.LUMI, phpu: balances.PHPU },
    existentialDeposit,
    existentialDepositText: errorContext.existentialDeposit,
  });
  const { phpuId } = fees;
  /** The network fee of the swap `quote` describes, signed by the connected account, in the asset paying it. */
  const feeOf = (swap: SwapCall) =>
    client
      .query(txFeeQuery(endpoint, address!, callKey(swap, address!), api, phpuId, () => txFor(swap)))
      .then(fees.choose);
  const check = (swap: SwapCall) =>
    checkTransaction(api, txFor(swap), address!, { context: errorContext, phpuId });

  const ready = Boolean(address && dex);
  const formKey = form && ready ? `${callKey(form, address!)}:${phpuId}` : undefined;
  const formCheck = useTxCheck(formKey, () => check(form!));
  const reviewKey =
    review && ready ? `${review.opening}:${review.block}:${callKey(review, address!)}:${phpuId}` : undefined;
  const reviewCheck = useTxCheck(reviewKey, () => check(review!), 0);
  const reviewVerdict = fees.apply(
    verdictFor(reviewCheck, reviewKey ?? ''),
    review && spendOf(review, phpuId),
  );
  return {
    txFor,
    feeOf,
    verdict: fees.apply(verdictFor(formCheck, formKey ?? ''), form && spendOf(form, phpuId)),
    reviewVerdict,
    /** The asset the reviewed swap pays its fee with. */
    feeForReview: fees.signWith(reviewVerdict),
  };
}
