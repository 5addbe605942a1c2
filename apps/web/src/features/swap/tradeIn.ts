import { quoteSwap, type SwapSide } from '@lumi/chain';

/**
 * What a swap puts into the pool, for the auto slippage tolerance: the typed amount when paying it, the quoted
 * input when receiving a typed amount (the tolerance does not change that input), 0 when nothing can be quoted.
 */
export function tradeIn(input: {
  side: SwapSide;
  amount: bigint;
  reserveIn: bigint;
  reserveOut: bigint;
  lpFee: bigint;
}): bigint {
  if (input.side === 'exactIn') return input.amount;
  const result = quoteSwap({ ...input, slippageBps: 0n });
  return result.ok ? result.quote.amountIn : 0n;
}
