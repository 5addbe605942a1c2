// Balances against a mock Config: account data lives in the seam's AccountStore and references are taken
// through it, with no System pallet behind it.
import { u8aToHex } from '@polkadot/util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountDataValue } from '../../src/primitives/account-data.ts';
import { DEFAULT_ACCOUNT_DATA } from '../../src/primitives/account-data.ts';
import { config, type BalancesConfig } from '../../src/pallets/balances/config.ts';
import { EXISTENTIAL_DEPOSIT } from '../../src/pallets/balances/constants.ts';
import { deposit, reducibleBalance } from '../../src/pallets/balances/functions.ts';
import { TestChain } from '../../src/support/testing.ts';
import { CallLog, account } from './harness.ts';

let chain: TestChain;
beforeAll(async () => {
  chain = await TestChain.create();
});

/** An AccountStore in a Map: providers counted, data kept while a provider references it. */
function mock(log: CallLog) {
  const rows = new Map<string, { data: AccountDataValue; providers: number }>();
  const row = (who: Uint8Array) => rows.get(u8aToHex(who)) ?? { data: DEFAULT_ACCOUNT_DATA, providers: 0 };
  const seam: BalancesConfig = {
    accountStore: {
      get: row,
      store: log.record('store', (who: Uint8Array, data: AccountDataValue) => {
        const r = row(who);
        if (r.providers > 0) rows.set(u8aToHex(who), { ...r, data });
        else rows.delete(u8aToHex(who));
      }),
      incProviders: log.record('incProviders', (who: Uint8Array) => {
        const r = row(who);
        rows.set(u8aToHex(who), { ...r, providers: r.providers + 1 });
      }),
      decProviders: log.record('decProviders', () => undefined),
      incConsumers: log.record('incConsumers', () => undefined),
      decConsumers: log.record('decConsumers', () => undefined),
      canDecProvider: () => true,
    },
  };
  return { seam, row };
}

describe('Balances with a mock Config', () => {
  it('a deposit to a new account takes a provider and stores the data in the seam AccountStore', () => {
    const log = new CallLog();
    const { seam, row } = mock(log);
    const who = account(1);
    const amount = 10n * EXISTENTIAL_DEPOSIT;
    chain.write(() => config.with(seam, () => deposit(who, amount, 'Exact')));
    expect(log.names()).toEqual(['incProviders', 'store']);
    expect(row(who)).toEqual({ data: { ...DEFAULT_ACCOUNT_DATA, free: amount }, providers: 1 });
    // Reads go to the same store: everything above the existential deposit may leave with Preserve.
    expect(chain.read(() => config.with(seam, () => reducibleBalance(who, 'Preserve', 'Polite')))).toBe(
      amount - EXISTENTIAL_DEPOSIT,
    );
  });

  it('a deposit below the existential deposit fails and leaves the store untouched', () => {
    const log = new CallLog();
    const { seam, row } = mock(log);
    const who = account(2);
    expect(() =>
      chain.write(() => config.with(seam, () => deposit(who, EXISTENTIAL_DEPOSIT - 1n, 'Exact'))),
    ).toThrow(/BelowMinimum/);
    expect(row(who).providers).toBe(0);
  });
});
