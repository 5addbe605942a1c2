import { describe, expect, it } from 'vitest';
import {
  AUTO_MAX_BPS,
  AUTO_MIN_BPS,
  autoSlippageBps,
  volatilityBps,
} from '../../src/shared/preferences/autoSlippage.ts';
import { tradeIn } from '../../src/features/swap/tradeIn.ts';

describe('volatilityBps: the largest move between consecutive prices', () => {
  it.each([
    { prices: [], bps: 0n },
    { prices: ['58.5'], bps: 0n },
    { prices: ['58.5', '58.5', '58.5'], bps: 0n },
    // 58.5 → 59.085 is +1 % exactly.
    { prices: ['58.5', '59.085'], bps: 100n },
    // Down moves count as much as up moves, measured against the earlier price.
    { prices: ['100', '98'], bps: 200n },
    // The largest of several moves, not their sum nor the span.
    { prices: ['100', '101', '100.5', '103.51'], bps: 300n },
    // A part of a basis point rounds up: a move is never reported as none.
    { prices: ['100', '100.001'], bps: 1n },
    // Unreadable and zero prices are skipped, the series goes on from the last readable one.
    { prices: ['100', 'x', '0', '105'], bps: 500n },
  ])('$prices → $bps bps', ({ prices, bps }) => {
    expect(volatilityBps(prices)).toBe(bps);
  });
});

describe('autoSlippageBps', () => {
  const reserve = 10_000_000n;
  it.each([
    // A quiet pool and no trade yet: the floor.
    { tradeIn: 0n, volatilityBps: 0n, bps: AUTO_MIN_BPS },
    // Unknown volatility (no API) counts as the 0.5 % default: 0.1 + 0.5.
    { tradeIn: 0n, volatilityBps: undefined, bps: 60n },
    // 0.1 % base + 0.33 % volatility, rounded up to 0.1 % steps.
    { tradeIn: 0n, volatilityBps: 33n, bps: 50n },
    // A trade of 1 % of the reserve adds half of it: 10 + 20 + 50 = 80.
    { tradeIn: reserve / 100n, volatilityBps: 20n, bps: 80n },
    // A tiny trade still rounds its share up to a basis point: 10 + 0 + 1 → 20.
    { tradeIn: 1n, volatilityBps: 0n, bps: 20n },
    // A 15 % trade in a pool that jumped 3 %: capped at 5 %.
    { tradeIn: (reserve * 15n) / 100n, volatilityBps: 300n, bps: AUTO_MAX_BPS },
    // A wild pool alone hits the cap too.
    { tradeIn: 0n, volatilityBps: 2_000n, bps: AUTO_MAX_BPS },
  ])('trade $tradeIn, volatility $volatilityBps → $bps bps', ({ tradeIn, volatilityBps, bps }) => {
    expect(autoSlippageBps({ tradeIn, reserveIn: reserve, volatilityBps })).toBe(bps);
  });

  it('ignores the trade size when the reserve is unknown (0)', () => {
    expect(autoSlippageBps({ tradeIn: 5n, reserveIn: 0n, volatilityBps: 0n })).toBe(AUTO_MIN_BPS);
  });

  it('grows with the trade and the volatility, always within 0.1 %–5 % in 0.1 % steps', () => {
    let previous = 0n;
    for (let share = 0n; share <= 2_000n; share += 37n) {
      const bps = autoSlippageBps({
        tradeIn: (reserve * share) / 10_000n,
        reserveIn: reserve,
        volatilityBps: 40n,
      });
      expect(bps).toBeGreaterThanOrEqual(previous);
      expect(bps >= AUTO_MIN_BPS && bps <= AUTO_MAX_BPS).toBe(true);
      expect(bps % 10n).toBe(0n);
      previous = bps;
    }
  });
});

describe('tradeIn: what a swap puts into the pool', () => {
  const pool = { reserveIn: 1_000_000n, reserveOut: 2_000_000n, lpFee: 3n };
  it('is the typed amount when paying it', () => {
    expect(tradeIn({ side: 'exactIn', amount: 12_345n, ...pool })).toBe(12_345n);
  });
  it("is the quote's input when receiving a typed amount", () => {
    // FRAME's get_amount_in for 2 000 out of (1 000 000, 2 000 000) with a 0.3 % fee.
    const amountIn = tradeIn({ side: 'exactOut', amount: 2_000n, ...pool });
    expect(amountIn).toBeGreaterThan(1_000n);
    expect(amountIn).toBeLessThan(1_010n);
  });
  it('is 0 when the pool cannot deliver the amount', () => {
    expect(tradeIn({ side: 'exactOut', amount: 2_000_000n, ...pool })).toBe(0n);
  });
});
