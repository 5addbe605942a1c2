import { fiatValue, LUMI, PHPU, type Market, type SwapQuote } from '@lumi/chain';
import type { Direction } from './pair.ts';

export interface SwapValue {
  /** Value of what is paid, in the display currency (VALUE_DECIMALS). */
  paid: bigint;
  /** Value of what is received. */
  received: bigint;
  /** paid − received, never negative: what the swap costs in value (price impact and swap fee). */
  loss: bigint;
}

/**
 * Both sides of a swap over Lumi's LUMI/PHPU pool (`1to2` pays LUMI) valued at the pool's current price through
 * the on-chain forex rates; undefined when a rate for the currency is missing.
 */
export function swapValue(
  quote: Pick<SwapQuote, 'amountIn' | 'amountOut'>,
  direction: Direction,
  market: Market,
  currency: string,
): SwapValue | undefined {
  const [tokenIn, tokenOut] = direction === '1to2' ? [LUMI, PHPU] : [PHPU, LUMI];
  const paid = fiatValue(tokenIn.symbol, quote.amountIn, market, currency);
  const received = fiatValue(tokenOut.symbol, quote.amountOut, market, currency);
  if (paid === undefined || received === undefined) return undefined;
  return { paid, received, loss: paid > received ? paid - received : 0n };
}
