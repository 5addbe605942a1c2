import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AmmError,
  U128_MAX,
  amountsForBurn,
  depositAmounts,
  getAmountIn,
  getAmountOut,
  integerSqrt,
  lpForZeroSupply,
  quote,
} from '../src/amm.ts';

describe('getAmountOut', () => {
  it('matches a hand computation with a 0.3 % fee', () => {
    // in=1000, rIn=10000, rOut=20000: 1000*997*20000 / (10000*1000 + 1000*997) = 19_940_000_000 / 10_997_000
    expect(getAmountOut(1000n, 10_000n, 20_000n, 3n)).toBe(1813n);
  });
  it('rejects empty pools and invalid fees', () => {
    expect(() => getAmountOut(1n, 0n, 10n, 3n)).toThrow(AmmError);
    expect(() => getAmountOut(1n, 10n, 10n, 1000n)).toThrow(/InvalidFee/);
  });
  it('rejects values outside u128', () => {
    expect(() => getAmountOut(U128_MAX + 1n, 10n, 10n, 3n)).toThrow(/Overflow/);
  });
});

describe('getAmountIn', () => {
  it('matches a hand computation and rounds up by one', () => {
    // 10000*1813*1000 / ((20000-1813)*997) = 18_130_000_000 / 18_132_439 = 999 (floor) + 1
    expect(getAmountIn(1813n, 10_000n, 20_000n, 3n)).toBe(1000n);
  });
  it('refuses to drain the pool', () => {
    expect(() => getAmountIn(20_000n, 10_000n, 20_000n, 3n)).toThrow(/AmountOutTooHigh/);
  });
  it('never asks less than the exact-in quote implies (pool never loses)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1_000n, max: 10n ** 24n }),
        fc.bigInt({ min: 1_000n, max: 10n ** 24n }),
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        fc.bigInt({ min: 0n, max: 100n }),
        (rIn, rOut, out, fee) => {
          fc.pre(out < rOut);
          const amountIn = getAmountIn(out, rIn, rOut, fee);
          expect(getAmountOut(amountIn, rIn, rOut, fee)).toBeGreaterThanOrEqual(out);
          // constant product never decreases
          expect((rIn + amountIn) * (rOut - out)).toBeGreaterThanOrEqual(rIn * rOut);
        },
      ),
    );
  });
});

describe('liquidity', () => {
  it('integerSqrt is the exact floor root', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }), (v) => {
        const r = integerSqrt(v);
        expect(r * r <= v && (r + 1n) * (r + 1n) > v).toBe(true);
      }),
    );
  });
  it('locks MintMinLiquidity on the first deposit', () => {
    expect(lpForZeroSupply(10_000n, 10_000n, 100n)).toBe(9_900n);
    expect(() => lpForZeroSupply(5n, 5n, 100n)).toThrow(/InsufficientLiquidityMinted/);
  });
  it('derives the second deposit from the pool ratio, as FRAME does', () => {
    expect(depositAmounts(100n, 500n, 0n, 0n, 1_000n, 2_000n)).toEqual({ amount1: 100n, amount2: 200n });
    expect(depositAmounts(100n, 150n, 0n, 0n, 1_000n, 2_000n)).toEqual({ amount1: 75n, amount2: 150n });
    expect(depositAmounts(100n, 500n, 0n, 201n, 1_000n, 2_000n)).toEqual({
      error: 'AssetTwoDepositDidNotMeetMinimum',
    });
  });
  it('burn rounds in the pool favour', () => {
    expect(amountsForBurn(333n, 1_000n, 2_000n, 1_000n)).toEqual([333n, 666n]);
    expect(amountsForBurn(1n, 999n, 999n, 1_000n)).toEqual([0n, 0n]);
  });
  it('quote is floor(amount * r2 / r1)', () => {
    expect(quote(7n, 3n, 2n)).toBe(4n);
  });
});
