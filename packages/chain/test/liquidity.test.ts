import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositAmounts, lpForDeposit, quote } from '../src/amm.ts';
import { percentOf, permillOf, planDeposit, planWithdrawal } from '../src/liquidity.ts';

const pool = {
  reserve1: 10_000n * 10n ** 12n,
  reserve2: 585_000n * 10n ** 6n,
  lpSupply: 76_485_292_747_000n,
};

describe('liquidity plans', () => {
  it('derives the second amount from the pool ratio and mints what FRAME mints', () => {
    const result = planDeposit(1, 10n ** 12n, pool, 50n);
    if (!result.ok) throw new Error(result.reason);
    const { plan } = result;
    expect(plan.amount2).toBe(quote(10n ** 12n, pool.reserve1, pool.reserve2));
    expect(plan.amount2).toBe(58_500_000n);
    expect(plan.min1).toBe((10n ** 12n * 9_950n) / 10_000n);
    expect(plan.lpMinted).toBe(
      lpForDeposit(plan.amount1, plan.amount2, pool.reserve1, pool.reserve2, pool.lpSupply),
    );
  });

  it('from the PHPU side, FRAME takes the pool-ratio amounts within the minimums (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1_000n, max: 10n ** 12n }), (phpu) => {
        const result = planDeposit(2, phpu, pool, 50n);
        if (!result.ok) return;
        const taken = depositAmounts(
          result.plan.amount1,
          result.plan.amount2,
          result.plan.min1,
          result.plan.min2,
          pool.reserve1,
          pool.reserve2,
        );
        expect('error' in taken).toBe(false);
      }),
    );
  });

  it('refuses an empty pool, zero and dust', () => {
    expect(planDeposit(1, 5n, { reserve1: 0n, reserve2: 0n, lpSupply: 0n }, 50n)).toEqual({
      ok: false,
      reason: 'empty-pool',
    });
    expect(planDeposit(1, 0n, pool, 50n)).toEqual({ ok: false, reason: 'zero-amount' });
    expect(planDeposit(1, 1n, pool, 50n)).toEqual({ ok: false, reason: 'too-small' });
  });

  it('previews withdrawals with the Permill fee and minimums', () => {
    const half = percentOf(pool.lpSupply, 50);
    const plan = planWithdrawal(half, pool, 0, 100n)!;
    expect(plan.fee).toBe(0n);
    expect(plan.amount1).toBe((half * pool.reserve1) / pool.lpSupply);
    expect(plan.min2).toBe((plan.amount2 * 9_900n) / 10_000n);
    const withFee = planWithdrawal(1_000_000n, pool, 3_000, 0n)!; // 0.3 %
    expect(withFee.fee).toBe(3_000n);
    expect(planWithdrawal(0n, pool, 0, 0n)).toBeUndefined();
  });

  it('rounds Permill to the nearest, ties down, like sp-arithmetic', () => {
    expect(permillOf(500_000, 3n)).toBe(1n); // 1.5 → 1
    expect(permillOf(600_000, 3n)).toBe(2n); // 1.8 → 2
    expect(permillOf(1_000_000, 7n)).toBe(7n);
    expect(percentOf(99n, 50)).toBe(49n);
    expect(percentOf(99n, 100)).toBe(99n);
  });
});
