import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountsForBurn, getAmountOut, lpForDeposit, lpForZeroSupply } from '../src/amm.ts';
import {
  type LiquidityChange,
  type PoolState,
  PositionError,
  positionInsight,
  RATIO_ONE,
} from '../src/lp-position.ts';

const LUMI = 10n ** 12n;
const PHPU = 10n ** 6n;
const MIN_LIQUIDITY = 100n;

/** A pool driven by the same arithmetic as the pallet, recording the position's changes. */
class Pool implements PoolState {
  reserve1 = 0n;
  reserve2 = 0n;
  lpSupply = 0n;
  readonly changes: LiquidityChange[] = [];
  constructor(readonly feePerMille: bigint) {}

  state(): PoolState {
    return { reserve1: this.reserve1, reserve2: this.reserve2, lpSupply: this.lpSupply };
  }
  /** Deposit at the pool's ratio from amount1 (both amounts as given into an empty pool). */
  add(amount1: bigint, amount2?: bigint, mine = true): void {
    const a2 = this.lpSupply === 0n ? amount2! : (amount1 * this.reserve2) / this.reserve1;
    const lp =
      this.lpSupply === 0n
        ? lpForZeroSupply(amount1, a2, MIN_LIQUIDITY)
        : lpForDeposit(amount1, a2, this.reserve1, this.reserve2, this.lpSupply);
    if (this.lpSupply === 0n) this.lpSupply += MIN_LIQUIDITY;
    this.reserve1 += amount1;
    this.reserve2 += a2;
    this.lpSupply += lp;
    if (mine) this.changes.push({ kind: 'added', amount1, amount2: a2, lp, poolAfter: this.state() });
  }
  remove(lp: bigint): void {
    const [a1, a2] = amountsForBurn(lp, this.reserve1, this.reserve2, this.lpSupply);
    this.reserve1 -= a1;
    this.reserve2 -= a2;
    this.lpSupply -= lp;
    this.changes.push({ kind: 'removed', amount1: a1, amount2: a2, lp, poolAfter: this.state() });
  }
  swap1For2(amountIn: bigint): void {
    const out = getAmountOut(amountIn, this.reserve1, this.reserve2, this.feePerMille);
    this.reserve1 += amountIn;
    this.reserve2 -= out;
  }
  swap2For1(amountIn: bigint): void {
    const out = getAmountOut(amountIn, this.reserve2, this.reserve1, this.feePerMille);
    this.reserve2 += amountIn;
    this.reserve1 -= out;
  }
  mine(): bigint {
    return this.changes.reduce((sum, c) => (c.kind === 'added' ? sum + c.lp : sum - c.lp), 0n);
  }
}

/** A ratio as a float, for comparing with the textbook formulas (the code under test stays in integers). */
const ratio = (a: bigint, b: bigint) => Number((a * RATIO_ONE) / b) / 1e18;

describe('a liquidity position against holding', () => {
  it('right after a deposit: worth what was deposited, no fees, no loss (up to rounding)', () => {
    const pool = new Pool(3n);
    pool.add(10_000n * LUMI, 585_000n * PHPU, false);
    pool.add(100n * LUMI);
    const insight = positionInsight(pool.changes, pool.state());
    expect(insight.lp).toBe(pool.mine());
    expect(insight.held1).toBe(100n * LUMI);
    expect(insight.held2).toBe(5_850n * PHPU);
    expect(insight.fees1 + insight.fees2).toBe(0n);
    // Rounding down in the pool's favour costs the position at most a unit or two of each asset.
    expect(insight.versusHolding).toBeLessThanOrEqual(0n);
    expect(insight.versusHolding).toBeGreaterThan((-3n * PHPU) / 1_000_000n - 3n);
  });

  it('a 4× price move with no fee loses 20 % against holding, as 2√r/(1+r) − 1 says', () => {
    const pool = new Pool(0n);
    pool.add(1_000n * LUMI, 58_500n * PHPU);
    // Buy LUMI with PHPU until the price (PHPU per LUMI) is 4×: the reserves go to r1/2 and 2·r2.
    pool.swap2For1(58_500n * PHPU);
    const insight = positionInsight(pool.changes, pool.state());
    expect(insight.feesValue).toBe(0n);
    expect(ratio(-insight.impermanentLoss, insight.heldValue)).toBeCloseTo(0.2, 4);
    expect(insight.versusHolding).toBe(insight.impermanentLoss);
  });

  it('swaps back and forth with a 0.3 % fee: the position gains about the fees, with no loss at the same price', () => {
    const pool = new Pool(3n);
    pool.add(1_000n * LUMI, 58_500n * PHPU, false);
    pool.add(1_000n * LUMI);
    const lpShare = ratio(pool.mine(), pool.lpSupply);
    let feesPaidInPhpu = 0n;
    for (let i = 0; i < 20; i++) {
      const before2 = pool.reserve2;
      pool.swap2For1(1_000n * PHPU);
      feesPaidInPhpu += (1_000n * PHPU * 3n) / 1000n;
      // Sell back exactly what brings reserve2 to where it was (the fee stays on the LUMI side).
      const out1 = pool.reserve1;
      pool.swap1For2(((out1 * (pool.reserve2 - before2)) / before2) * 1n + 1n);
    }
    const insight = positionInsight(pool.changes, pool.state());
    expect(insight.fees1 + insight.fees2).toBeGreaterThan(0n);
    // The position's share of the PHPU-side fees, within the rounding of a few units and the LUMI-side fees.
    const expected = Number(feesPaidInPhpu) * lpShare;
    expect(Number(insight.feesValue)).toBeGreaterThan(expected * 0.9);
    expect(Number(insight.feesValue)).toBeLessThan(expected * 2.5);
    expect(
      ratio(insight.impermanentLoss < 0n ? -insight.impermanentLoss : 0n, insight.heldValue),
    ).toBeLessThan(1e-4);
  });

  it('a partial withdrawal keeps the rest of the position’s basis in proportion', () => {
    const pool = new Pool(3n);
    pool.add(1_000n * LUMI, 58_500n * PHPU, false);
    pool.add(400n * LUMI);
    pool.swap1For2(50n * LUMI);
    pool.remove(pool.mine() / 4n);
    const insight = positionInsight(pool.changes, pool.state());
    expect(insight.lp).toBe(pool.mine());
    // A quarter of the LP (rounded down to a whole unit) takes a quarter of each deposited amount with it.
    expect(ratio(insight.held1, 400n * LUMI)).toBeCloseTo(0.75, 9);
    expect(ratio(insight.held2, 23_400n * PHPU)).toBeCloseTo(0.75, 9);
  });

  it('withdrawing everything leaves nothing to show', () => {
    const pool = new Pool(3n);
    pool.add(1_000n * LUMI, 58_500n * PHPU, false);
    pool.add(10n * LUMI);
    pool.remove(pool.mine());
    const insight = positionInsight(pool.changes, pool.state());
    expect(insight).toMatchObject({ lp: 0n, value: 0n, feesValue: 0n, impermanentLoss: 0n });
  });

  it('refuses changes that are not a position', () => {
    const empty = { reserve1: 0n, reserve2: 0n, lpSupply: 0n };
    const pool = { reserve1: 10n, reserve2: 10n, lpSupply: 10n };
    expect(() =>
      positionInsight([{ kind: 'removed', amount1: 1n, amount2: 1n, lp: 1n, poolAfter: pool }], pool),
    ).toThrow(PositionError);
    expect(() =>
      positionInsight([{ kind: 'added', amount1: 1n, amount2: 1n, lp: 1n, poolAfter: empty }], pool),
    ).toThrow(PositionError);
    expect(() =>
      positionInsight([{ kind: 'added', amount1: 5n, amount2: 5n, lp: 5n, poolAfter: pool }], empty),
    ).toThrow(PositionError);
  });

  it('fees are never negative and value = held + fees + loss, for any swaps (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.bigInt({ min: 1n, max: 500n })), { maxLength: 30 }),
        fc.bigInt({ min: 0n, max: 30n }),
        (swaps, fee) => {
          const pool = new Pool(fee);
          pool.add(1_000n * LUMI, 58_500n * PHPU, false);
          pool.add(250n * LUMI);
          for (const [oneForTwo, units] of swaps) {
            if (oneForTwo) pool.swap1For2(units * LUMI);
            else pool.swap2For1(units * 58n * PHPU);
          }
          const insight = positionInsight(pool.changes, pool.state());
          expect(insight.fees1).toBeGreaterThanOrEqual(0n);
          expect(insight.fees2).toBeGreaterThanOrEqual(0n);
          expect(insight.value).toBe(insight.heldValue + insight.feesValue + insight.impermanentLoss);
          if (fee === 0n) expect(insight.feesValue).toBeLessThanOrEqual(2n);
        },
      ),
      { numRuns: 200 },
    );
  });
});
