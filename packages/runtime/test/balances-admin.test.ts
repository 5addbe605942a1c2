import { describe, expect, it } from 'vitest';
import { devAccount } from '../src/dev-accounts.ts';
import { totalIssuance } from '../src/pallets/balances/index.ts';
import { Root, signed } from '../src/support/origin.ts';
import { TestChain } from '../src/support/testing.ts';

const adjust = (direction: 'Increase' | 'Decrease', delta: bigint) => ({
  type: 'Balances',
  value: { type: 'force_adjust_total_issuance', value: { direction: { type: direction }, delta } },
});

describe('Balances administrative calls', () => {
  it('force_adjust_total_issuance moves the issuance, needs Root and a non-zero delta', async () => {
    const chain = await TestChain.create();
    const before = chain.read(() => totalIssuance());
    expect(chain.dispatch(signed(devAccount('Alice')), adjust('Increase', 5n)).error?.toValue()).toEqual({
      type: 'BadOrigin',
    });
    expect(chain.dispatch(Root, adjust('Increase', 0n)).error?.is('Balances', 'DeltaZero')).toBe(true);
    const up = chain.dispatch(Root, adjust('Increase', 7n));
    expect(up.events.at(-1)?.event).toEqual({
      type: 'Balances',
      value: { type: 'TotalIssuanceForced', value: { old: before, new: before + 7n } },
    });
    chain.dispatch(Root, adjust('Decrease', 10n));
    chain.read(() => expect(totalIssuance()).toBe(before - 3n));
    expect(chain.dispatch(Root, adjust('Decrease', before + 1n)).error?.toValue()).toEqual({
      type: 'Arithmetic',
      value: { type: 'Underflow' },
    });
  });

  it('upgrade_accounts accepts signed callers (accounts are already current)', async () => {
    const chain = await TestChain.create();
    const r = chain.dispatch(signed(devAccount('Alice')), {
      type: 'Balances',
      value: { type: 'upgrade_accounts', value: { who: [devAccount('Bob')] } },
    });
    expect(r.ok).toBe(true);
    expect(r.events).toEqual([]);
  });
});
