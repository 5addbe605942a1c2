// Balances' Account, Locks, Reserves, Holds and Freezes: declared as FRAME declares them (clients read them),
// never written by Lumi: balances live in System.Account and no pallet locks, names a reserve, holds or freezes.
import { compactToU8a, u8aConcat } from '@polkadot/util';
import { beforeAll, describe, expect, it } from 'vitest';
import { devAccount } from '../src/dev-accounts.ts';
import { accountData } from '../src/pallets/balances/index.ts';
import { MAX_FREEZES, MAX_LOCKS, MAX_RESERVES } from '../src/pallets/balances/constants.ts';
import { Account, Freezes, Holds, Locks, Reserves } from '../src/pallets/balances/storage.ts';
import {
  DEFAULT_ACCOUNT_DATA,
  FreezesVec,
  HoldsVec,
  LocksVec,
  ReservesVec,
} from '../src/pallets/balances/types.ts';
import { runtime } from '../src/runtime.ts';
import { signed } from '../src/support/origin.ts';
import { TestChain } from '../src/support/testing.ts';

const alice = () => devAccount('Alice');
const ASSET_ID = 4242;

let chain: TestChain;
beforeAll(async () => {
  chain = await TestChain.create();
});

const lock = (n: number) => ({
  id: new Uint8Array(8).fill(n),
  amount: BigInt(n),
  reasons: { type: 'All' as const },
});
const reserveData = (n: number) => ({ id: new Uint8Array(8).fill(n), amount: BigInt(n) });
/** A SCALE Vec of `count` copies of `item` (bytes no encoder of ours would produce past a bound). */
const rawVec = (count: number, item: Uint8Array) =>
  u8aConcat(compactToU8a(count), ...Array.from({ length: count }, () => item));

describe('Balances storage declared as in FRAME', () => {
  it("an Assets deposit reserves in System.Account's data; Balances' maps stay empty", () => {
    const before = chain.read(() => accountData(alice()).reserved);
    const r = chain.dispatch(signed(alice()), {
      type: 'Assets',
      value: {
        type: 'create',
        value: { id: ASSET_ID, admin: { type: 'Id', value: alice() }, min_balance: 1n },
      },
    });
    expect(r.ok).toBe(true);
    chain.read(() => {
      expect(accountData(alice()).reserved).toBeGreaterThan(before);
      expect(Reserves.get(alice())).toEqual([]);
      expect(Locks.get(alice())).toEqual([]);
      expect(Holds.get(alice())).toEqual([]);
      expect(Freezes.get(alice())).toEqual([]);
      expect(Account.get(alice())).toEqual(DEFAULT_ACCOUNT_DATA);
      for (const item of [Account, Locks, Reserves, Holds, Freezes]) expect([...item.entries()]).toEqual([]);
    });
  });

  it('RuntimeHoldReason and RuntimeFreezeReason have no variants, so no hold or freeze decodes', () => {
    for (const outer of [runtime().RuntimeHoldReason, runtime().RuntimeFreezeReason]) {
      expect(outer.info.def).toEqual({ tag: 'variant', variants: [] });
    }
    expect(HoldsVec.decode(new Uint8Array([0]))).toEqual([]);
    expect(FreezesVec.decode(new Uint8Array([0]))).toEqual([]);
    // One IdAmount { id: variant 0, amount: 1 }: over the bound (0) and of a reason that does not exist.
    const one = rawVec(1, u8aConcat([0], new Uint8Array(16)));
    expect(() => HoldsVec.decode(one)).toThrow(/exceeds its bound 0/);
    expect(MAX_FREEZES).toBe(0);
    expect(() => FreezesVec.decode(one)).toThrow(/exceeds its bound 0/);
  });

  it('Reserves holds at most MaxReserves entries; Locks is a WeakBoundedVec that decodes more than MaxLocks', () => {
    const reserves = Array.from({ length: MAX_RESERVES }, (_, i) => reserveData(i));
    expect(ReservesVec.decode(ReservesVec.encode(reserves))).toEqual(reserves);
    expect(() => ReservesVec.encode([...reserves, reserveData(99)])).toThrow(/at most 50/);
    const tooMany = rawVec(MAX_RESERVES + 1, ReservesVec.encode([reserveData(1)]).subarray(1));
    expect(() => ReservesVec.decode(tooMany)).toThrow(/exceeds its bound 50/);

    const locks = Array.from({ length: MAX_LOCKS + 1 }, (_, i) => lock(i));
    expect(LocksVec.decode(LocksVec.encode(locks))).toEqual(locks);
  });
});
