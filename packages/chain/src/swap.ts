// A swap quote as the app shows it, from the pool reserves and the LP fee, with FRAME's own math (amm.ts) so the
// amounts are exactly what the runtime will execute against the same reserves.
import { AmmError, FEE_DENOMINATOR, getAmountIn, getAmountOut } from './amm.ts';

/** Basis points: 10,000 = 100 %. */
export const BPS = 10_000n;

export type SwapSide = 'exactIn' | 'exactOut';

export interface SwapQuoteRequest {
  side: SwapSide;
  /** The amount typed: what is paid (exactIn) or what is received (exactOut), in the token's smallest unit. */
  amount: bigint;
  reserveIn: bigint;
  reserveOut: bigint;
  /** LP fee in per-mille (FRAME's LPFee). */
  lpFee: bigint;
  /** Slippage tolerance in basis points (50 = 0.5 %). */
  slippageBps: bigint;
}

export interface SwapQuote {
  side: SwapSide;
  amountIn: bigint;
  amountOut: bigint;
  /** exactIn: the least the swap may pay out (amount_out_min). exactOut: the amount itself. */
  minReceived: bigint;
  /** exactOut: the most the swap may take (amount_in_max). exactIn: the amount itself. */
  maxSold: bigint;
  /** The LP fee taken from the input, in the input token. */
  feeAmount: bigint;
  /** How much worse than the pool's mid price this swap executes (fee excluded), in basis points. */
  priceImpactBps: bigint;
}

export type SwapQuoteResult =
  | { ok: true; quote: SwapQuote }
  | { ok: false; reason: 'zero-amount' | 'no-liquidity' | 'exceeds-reserve' | 'overflow' };

export function quoteSwap(request: SwapQuoteRequest): SwapQuoteResult {
  const { side, amount, reserveIn, reserveOut, lpFee, slippageBps } = request;
  if (amount <= 0n) return { ok: false, reason: 'zero-amount' };
  if (reserveIn === 0n || reserveOut === 0n) return { ok: false, reason: 'no-liquidity' };
  if (slippageBps < 0n || slippageBps > BPS) throw new RangeError('slippage must be 0–100 %');
  try {
    const amountIn = side === 'exactIn' ? amount : getAmountIn(amount, reserveIn, reserveOut, lpFee);
    const amountOut = side === 'exactIn' ? getAmountOut(amount, reserveIn, reserveOut, lpFee) : amount;
    if (amountOut === 0n) return { ok: false, reason: 'zero-amount' };
    const minReceived = side === 'exactIn' ? (amountOut * (BPS - slippageBps)) / BPS : amountOut;
    const maxSold = side === 'exactOut' ? ceilDiv(amountIn * (BPS + slippageBps), BPS) : amountIn;
    return {
      ok: true,
      quote: {
        side,
        amountIn,
        amountOut,
        minReceived,
        maxSold,
        feeAmount: (amountIn * lpFee) / FEE_DENOMINATOR,
        priceImpactBps: priceImpact(amountIn, amountOut, reserveIn, reserveOut, lpFee),
      },
    };
  } catch (error) {
    if (error instanceof AmmError) {
      return { ok: false, reason: error.kind === 'AmountOutTooHigh' ? 'exceeds-reserve' : 'overflow' };
    }
    throw error;
  }
}

/** 1 − (out / (in after fee)) / (reserveOut / reserveIn), in basis points, never negative. */
export function priceImpact(
  amountIn: bigint,
  amountOut: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  lpFee: bigint,
): bigint {
  const denominator = amountIn * (FEE_DENOMINATOR - lpFee) * reserveOut;
  if (denominator === 0n) return 0n;
  const ratio = (amountOut * FEE_DENOMINATOR * reserveIn * BPS) / denominator;
  return ratio >= BPS ? 0n : BPS - ratio;
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}
