import { LUMI, PHPU, type ErrorContext, type SwapQuote } from '@lumi/chain';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountBalances } from '../../shared/chain/balances.ts';
import type { LumiApi } from '../../shared/chain/connection.ts';
import type { DexConfig } from '../../shared/chain/dex/dexConfig.ts';
import { useChainConnection } from '../../shared/chain/ChainContext.ts';
import { checkTransaction } from '../../shared/tx/checkTransaction.ts';
import { txFeeQuery } from '../../shared/tx/feeQuery.ts';
import { useFees, type CallSpend } from '../../shared/fees/useFees.ts';
import { verdictFor } from '../../shared/tx/txCheck.ts';
import { useTxCheck } from '../../shared/tx/useTxCheck.ts';
import { buildSwapTx } from './buildSwap.ts';
import { tokensOf, type Direction } from './pair.ts';

/** The values a check of the exact call depends on. */
const callKey = (quote: SwapQuote, direction: Direction, account: string) =>
  `${account}:${direction}:${quote.side}:${quote.amountIn}:${quote.amountOut}:${quote.minReceived}:${quote.maxSold}`;

/**
 * What a swap moves besides its fee: its most paid. Paying LUMI keeps the account alive (buildSwapTx); paying
 * PHPU may empty it.
 */
function spendOf(quote: SwapQuote, direction: Direction): CallSpend {
  const paid = tokensOf(direction).tokenIn.symbol;
  return {
    lumi: paid === LUMI.symbol ? quote.maxSold : 0n,
    lumiKeepAlive: true,
    phpu: paid === PHPU.symbol ? quote.maxSold : 0n,
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
  form: { quote: SwapQuote; direction: Direction } | undefined;
  /** `opening` counts the review's openings, so each opening checks again. */
  review: { quote: SwapQuote; direction: Direction; block: number; opening: number } | undefined;
}) {
  const { api, dex, address, balances, existentialDeposit, errorContext, form, review } = input;
  const txFor = (quote: SwapQuote, direction: Direction) => {
    const { tokenIn, tokenOut } = tokensOf(direction);
    return buildSwapTx(api, quote, tokenIn, tokenOut, dex!, address!);
  };
  const client = useQueryClient();
  const { endpoint } = useChainConnection();
  const fees = useFees({
    balances: balances && { native: balances.LUMI, phpu: balances.PHPU },
    existentialDeposit,
    existentialDepositText: errorContext.existentialDeposit,
  });
  const { phpuId } = fees;
  /** The network fee of the swap `quote` describes, signed by the connected account, in the asset paying it. */
  const feeOf = (quote: SwapQuote, direction: Direction) =>
    client
      .query(
        txFeeQuery(endpoint, address!, callKey(quote, direction, address!), api, phpuId, () =>
          txFor(quote, direction),
        ),
      )
      .then(fees.choose);
  const check = (quote: SwapQuote, direction: Direction) =>
    checkTransaction(api, txFor(quote, direction), address!, { context: errorContext, phpuId });

  const ready = Boolean(address && dex);
  const formKey = form && ready ? `${callKey(form.quote, form.direction, address!)}:${phpuId}` : undefined;
  const formCheck = useTxCheck(formKey, () => check(form!.quote, form!.direction));
  const reviewKey =
    review && ready
      ? `${review.opening}:${review.block}:${callKey(review.quote, review.direction, address!)}:${phpuId}`
      : undefined;
  const reviewCheck = useTxCheck(reviewKey, () => check(review!.quote, review!.direction), 0);
  const reviewVerdict = fees.apply(
    verdictFor(reviewCheck, reviewKey ?? ''),
    review && spendOf(review.quote, review.direction),
  );
  return {
    txFor,
    feeOf,
    verdict: fees.apply(verdictFor(formCheck, formKey ?? ''), form && spendOf(form.quote, form.direction)),
    reviewVerdict,
    /** The asset the reviewed swap pays its fee with. */
    feeForReview: fees.signWith(reviewVerdict),
  };
}
