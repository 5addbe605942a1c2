import { planDeposit } from '@lumi/chain';
import { describe, expect, it } from 'vitest';
import { maxDeposit, type MaxDepositInput } from '../../src/features/liquidity/maxDeposit.ts';

const LUMI = 10n ** 12n;
const PHPU = 10n ** 6n;
// 10 000 LUMI : 585 000 PHPU, the dev chain's genesis ratio (58.5 PHPU per LUMI).
const pool = { reserve1: 10_000n * LUMI, reserve2: 585_000n * PHPU, lpSupply: 76_485_292_703_891n };
const ED = LUMI / 1000n;
const MIN_PHPU = PHPU / 100n;
const FEE = 1_500_000_000n; // 0.0015 LUMI

const base = (over: Partial<MaxDepositInput> = {}): MaxDepositInput => ({
  lumi: { transferable: 100n * LUMI, existentialDeposit: ED },
  phpu: { transferable: 1_000_000n * PHPU, minBalance: MIN_PHPU },
  fee: { token: 'native', amount: FEE },
  pool,
  slippageBps: 50n,
  ...over,
});

describe('maxDeposit', () => {
  it.each([
    {
      name: 'LUMI limits (plenty of PHPU): all LUMI but the ED and the LUMI fee',
      input: base(),
      side: 1,
      amount: 100n * LUMI - ED - FEE,
    },
    {
      name: 'LUMI limits and PHPU pays the fee: LUMI keeps only its ED',
      input: base({ fee: { token: 'PHPU', amount: 90_000n } }),
      side: 1,
      amount: 100n * LUMI - ED,
    },
    {
      name: 'PHPU limits: all PHPU but its min_balance',
      input: base({ phpu: { transferable: 585n * PHPU, minBalance: MIN_PHPU } }),
      side: 2,
      amount: 585n * PHPU - MIN_PHPU,
    },
    {
      name: 'PHPU limits and pays the fee: min_balance and the PHPU fee stay',
      input: base({
        phpu: { transferable: 585n * PHPU, minBalance: MIN_PHPU },
        fee: { token: 'PHPU', amount: 90_000n },
      }),
      side: 2,
      amount: 585n * PHPU - MIN_PHPU - 90_000n,
    },
    {
      name: 'exactly at the ratio: LUMI is typed and all PHPU spare goes with it',
      input: base({
        lumi: { transferable: 10n * LUMI + ED + FEE, existentialDeposit: ED },
        phpu: { transferable: 585n * PHPU + MIN_PHPU, minBalance: MIN_PHPU },
      }),
      side: 1,
      amount: 10n * LUMI,
    },
  ])('$name', ({ input, side, amount }) => {
    const result = maxDeposit(input);
    expect(result).toMatchObject({ ok: true, side, amount });
    if (!result.ok) return;
    expect(result.plan).toEqual((planDeposit(side as 1 | 2, amount, pool, 50n) as { plan: unknown }).plan);
  });

  it.each([
    {
      name: 'no LUMI beyond the ED and the fee',
      input: base({ lumi: { transferable: ED + FEE, existentialDeposit: ED } }),
      reason: 'nothing-spare',
    },
    {
      name: 'no PHPU beyond its min_balance',
      input: base({ phpu: { transferable: MIN_PHPU, minBalance: MIN_PHPU } }),
      reason: 'nothing-spare',
    },
    { name: 'an empty pool', input: base({ pool: { ...pool, reserve1: 0n } }), reason: 'empty-pool' },
    {
      name: 'a deposit too small to mint LP',
      input: base({ phpu: { transferable: MIN_PHPU + 1n, minBalance: MIN_PHPU } }),
      reason: 'too-small',
    },
  ])('refuses: $name', ({ input, reason }) => {
    expect(maxDeposit(input)).toEqual({ ok: false, reason });
  });

  it('never asks for more of either token than can leave the account', () => {
    for (let i = 1n; i < 60n; i++) {
      const lumi = (i * 7_919n * LUMI) / 13n + i;
      const phpu = (i * i * 104_729n * PHPU) / 17n + 3n * i;
      const input = base({
        lumi: { transferable: lumi, existentialDeposit: ED },
        phpu: { transferable: phpu, minBalance: MIN_PHPU },
      });
      const result = maxDeposit(input);
      if (!result.ok) continue;
      expect(result.plan.amount1).toBeLessThanOrEqual(lumi - ED - FEE);
      expect(result.plan.amount2).toBeLessThanOrEqual(phpu - MIN_PHPU);
      // The limiting side is spent to the last unit.
      expect(result.side === 1 ? result.plan.amount1 : result.plan.amount2).toBe(
        result.side === 1 ? lumi - ED - FEE : phpu - MIN_PHPU,
      );
    }
  });
});
