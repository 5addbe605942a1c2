import { describe, expect, it } from 'vitest';
import { devAccount } from '../src/dev-accounts.ts';
import { freeBalance } from '../src/pallets/balances/index.ts';
import { sudoKey } from '../src/pallets/sudo/index.ts';
import { signed } from '../src/support/origin.ts';
import { TestChain } from '../src/support/testing.ts';

const setBalance = (who: Uint8Array, amount: bigint) => ({
  type: 'Balances',
  value: { type: 'force_set_balance', value: { who: { type: 'Id', value: who }, new_free: amount } },
});

describe('Sudo', () => {
  it('lets the key dispatch Root calls and reports the inner result', async () => {
    const chain = await TestChain.create();
    const alice = devAccount('Alice');
    const bob = devAccount('Bob');
    const ok = chain.dispatch(signed(alice), {
      type: 'Sudo',
      value: { type: 'sudo', value: { call: setBalance(bob, 5n * 10n ** 12n) } },
    });
    expect(ok.ok).toBe(true);
    expect(ok.post?.paysFee).toBe('No');
    expect(ok.events.at(-1)?.event).toEqual({
      type: 'Sudo',
      value: { type: 'Sudid', value: { sudo_result: { ok: true, value: undefined } } },
    });
    chain.read(() => expect(freeBalance(bob)).toBe(5n * 10n ** 12n));

    // Inner failure: Sudid carries the error and the inner changes are rolled back.
    const inner = {
      type: 'Balances',
      value: { type: 'transfer_allow_death', value: { dest: { type: 'Id', value: alice }, value: 1n } },
    };
    const failed = chain.dispatch(signed(alice), {
      type: 'Sudo',
      value: { type: 'sudo', value: { call: inner } },
    });
    expect(failed.ok).toBe(true);
    expect(failed.events.at(-1)?.event).toEqual({
      type: 'Sudo',
      value: { type: 'Sudid', value: { sudo_result: { ok: false, error: { type: 'BadOrigin' } } } },
    });
  });

  it('rejects other accounts with Sudo.RequireSudo and supports set_key / sudo_as', async () => {
    const chain = await TestChain.create();
    const alice = devAccount('Alice');
    const bob = devAccount('Bob');
    const r = chain.dispatch(signed(bob), {
      type: 'Sudo',
      value: { type: 'sudo', value: { call: setBalance(bob, 1n) } },
    });
    expect(r.error?.toValue()).toEqual({
      type: 'Module',
      value: { index: 4, error: new Uint8Array([0, 0, 0, 0]) },
    });
    const asBob = chain.dispatch(signed(alice), {
      type: 'Sudo',
      value: {
        type: 'sudo_as',
        value: {
          who: { type: 'Id', value: bob },
          call: {
            type: 'System',
            value: { type: 'remark_with_event', value: { remark: new Uint8Array([1]) } },
          },
        },
      },
    });
    expect(asBob.events.map((e) => e.event.value.type)).toEqual(['Remarked', 'SudoAsDone']);
    chain.dispatch(signed(alice), {
      type: 'Sudo',
      value: { type: 'set_key', value: { new: { type: 'Id', value: bob } } },
    });
    chain.read(() => expect(sudoKey()).toEqual(bob));
  });
});
