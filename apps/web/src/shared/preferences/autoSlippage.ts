// The automatic slippage tolerance: enough room for the price to move between the quote and the block that
// includes the transaction, and no more (every extra basis point is value a front-runner may take). Two inputs:
// how much the pool's price has jumped between consecutive indexed prices in the last hour (its recent
// volatility), and the trade's size against the reserve it enters (a large slice of a shallow pool is more
// exposed to the trades that land before it). Pure: test/unit/autoSlippage.test.ts.
import { parseRate } from '@lumi/chain';
import { DEFAULT_SLIPPAGE_BPS } from './slippage.ts';

/** Always allowed: rounding and a quiet pool's small moves. */
export const AUTO_BASE_BPS = 10n;
export const AUTO_MIN_BPS = 10n;
/** Auto never goes above the level at which the app warns about a high tolerance. */
export const AUTO_MAX_BPS = 500n;
/** Auto moves in steps of 0.1 %, so it does not flicker with each block. */
const STEP_BPS = 10n;

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * The largest move between two consecutive prices (decimal text, oldest first) in basis points of the earlier
 * one, rounded up; 0 for fewer than two prices. A price that cannot be read is skipped.
 */
export function volatilityBps(prices: readonly string[]): bigint {
  let previous: bigint | undefined;
  let largest = 0n;
  for (const text of prices) {
    let price: bigint;
    try {
      price = parseRate(text);
    } catch {
      continue;
    }
    if (price === 0n) continue;
    if (previous !== undefined) {
      const move = price > previous ? price - previous : previous - price;
      const bps = ceilDiv(move * 10_000n, previous);
      if (bps > largest) largest = bps;
    }
    previous = price;
  }
  return largest;
}

export interface AutoSlippageInput {
  /** What the trade puts into the pool (0 for none yet, or for a deposit, which moves no price). */
  tradeIn: bigint;
  /** The pool's reserve of that token. */
  reserveIn: bigint;
  /** `volatilityBps` of the recent prices; undefined when they are unknown (no API, no index). */
  volatilityBps: bigint | undefined;
}

/**
 * base + volatility + half the trade's share of the reserve (all in basis points), rounded up to 0.1 % and
 * kept within 0.1 %–5 %. Unknown volatility counts as the app's default tolerance (0.5 %).
 */
export function autoSlippageBps(input: AutoSlippageInput): bigint {
  const { tradeIn, reserveIn } = input;
  const volatility = input.volatilityBps ?? DEFAULT_SLIPPAGE_BPS;
  const depth = reserveIn > 0n && tradeIn > 0n ? ceilDiv(tradeIn * 10_000n, reserveIn) : 0n;
  const raw = AUTO_BASE_BPS + volatility + ceilDiv(depth, 2n);
  const stepped = ceilDiv(raw, STEP_BPS) * STEP_BPS;
  return stepped < AUTO_MIN_BPS ? AUTO_MIN_BPS : stepped > AUTO_MAX_BPS ? AUTO_MAX_BPS : stepped;
}
