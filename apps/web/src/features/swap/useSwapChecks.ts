import { LUMI, type ErrorContext, type SwapQuote } from '@lumi/chain';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountBalances } from '../../shared/chain/balances.ts';
import type { LumiApi } from '../../shared/chain/connection.ts';
import type { DexConfig } from '../../shared/chain/dex/dexConfig.ts';
import { useChainConnection } from '../../shared/chain/ChainContext.ts';
import { checkTransaction } from '../../shared/tx/checkTransaction.ts';
import { txFeeQuery } from '../../shared/tx/feeQuery.ts';
import { withLumiBudget } from '../../shared/tx/lumiBudget.ts';
import { verdictFor } from '../../shared/tx/txCheck.ts';
import { useTxCheck } from '../../shared/tx/useTxCheck.ts';
import { buildSwapTx } from './buildSwap.ts';
import { tokensOf, type Direction } from './pair.ts';

/** The values a check of the exact call depends on. */
const callKey = (quote: SwapQuote, direction: Direction, account: string) =>
  `${account}:${direction}:${quote.side}:${quote.amountIn}:${quote.amountOut}:${quote.minReceived}:${quote.maxSold}`;

/**
 * The checks of the swap the form would make (debounced) and of the one under review (at once, each time the
 * review opens or its numbers change), each with the LUMI fee budget folded in.
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
  /** The network fee of the swap `quote` describes, signed by the connected account. */
  const feeOf = (quote: SwapQuote, direction: Direction) =>
    client.query(
      txFeeQuery(endpoint, address!, callKey(quote, direction, address!), () => txFor(quote, direction)),
    );
  // A swap paying LUMI keeps the account alive (buildSwapTx); the fee is always taken keeping it alive.
  const budgetFor = (quote: SwapQuote, direction: Direction) =>
    balances && existentialDeposit !== undefined && errorContext.existentialDeposit
      ? {
          transferable: balances.LUMI.transferable,
          existentialDeposit,
          lumiSpent: tokensOf(direction).tokenIn.symbol === LUMI.symbol ? quote.maxSold : 0n,
          keepAlive: true,
          existentialDepositText: errorContext.existentialDeposit,
        }
      : undefined;

  const ready = Boolean(address && dex);
  const formKey = form && ready ? callKey(form.quote, form.direction, address!) : undefined;
  const formCheck = useTxCheck(formKey, () =>
    checkTransaction(api, txFor(form!.quote, form!.direction), address!, { context: errorContext }),
  );
  const reviewKey =
    review && ready
      ? `${review.opening}:${review.block}:${callKey(review.quote, review.direction, address!)}`
      : undefined;
  const reviewCheck = useTxCheck(
    reviewKey,
    () => checkTransaction(api, txFor(review!.quote, review!.direction), address!, { context: errorContext }),
    0,
  );
  return {
    txFor,
    feeOf,
    verdict: withLumiBudget(
      verdictFor(formCheck, formKey ?? ''),
      form && budgetFor(form.quote, form.direction),
    ),
    reviewVerdict: withLumiBudget(
      verdictFor(reviewCheck, reviewKey ?? ''),
      review && budgetFor(review.quote, review.direction),
    ),
  };
}
