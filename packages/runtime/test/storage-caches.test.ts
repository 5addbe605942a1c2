// The storage layer memoises hashed keys and decoded values; neither may ever change what a read returns.
import { u8aToHex } from '@polkadot/util';
import { blake2AsU8a, cryptoWaitReady } from '@polkadot/util-crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountId32 } from '../src/primitives/core.ts';
import { bytes, field, struct, u32, u64, vec } from '../src/scale/index.ts';
import { withContext } from '../src/support/context.ts';
import { Blake2_128Concat, Twox64Concat } from '../src/support/hashing.ts';
import { MemoryState } from '../src/support/memory-state.ts';
import { OverlayState } from '../src/support/overlay.ts';
import { palletStorage } from '../src/support/storage.ts';

const Thing = struct('caches_test::Thing', { count: field(u32), list: field(vec(u64)), raw: field(bytes) });
const store = palletStorage('CachesTest');
const ByAccount = store.map('ByAccount', Blake2_128Concat, AccountId32, Thing);
const Double = store.doubleMap('Double', [Twox64Concat, u32], [Blake2_128Concat, AccountId32], u32);

const run = <T>(fn: () => T): T =>
  withContext(
    { state: new OverlayState(new MemoryState()), blockNumber: 1, phase: { type: 'Initialization' } },
    fn,
  );

beforeAll(async () => {
  await cryptoWaitReady();
});

describe('storage caches', () => {
  it('a key array changed in place after use addresses the new key, not the remembered one', () => {
    const who = new Uint8Array(32).fill(1);
    const before = u8aToHex(ByAccount.key(who));
    who[0] = 2;
    const after = u8aToHex(ByAccount.key(who));
    expect(after).not.toBe(before);
    expect(after).toBe(u8aToHex(new Uint8Array([...ByAccount.prefix, ...blake2AsU8a(who, 128), ...who])));
    const a = new Uint8Array(32).fill(3);
    const k1 = u8aToHex(Double.key(7, a));
    a[31] = 9;
    expect(u8aToHex(Double.key(7, a))).not.toBe(k1);
    expect(u8aToHex(Double.key(7, a))).toBe(u8aToHex(Double.key(7, a.slice())));
  });

  it('equal keys in different arrays address the same entry', () => {
    run(() => {
      const who = new Uint8Array(32).fill(5);
      ByAccount.insert(who, { count: 1, list: [2n], raw: new Uint8Array([3]) });
      expect(ByAccount.get(who.slice())).toEqual({ count: 1, list: [2n], raw: new Uint8Array([3]) });
      Double.insert(1, who, 42);
      expect(Double.get(1, who.slice())).toBe(42);
    });
  });

  it('mutating what a read returned changes neither the stored value nor the next read', () => {
    run(() => {
      const who = new Uint8Array(32).fill(6);
      ByAccount.insert(who, { count: 1, list: [2n], raw: new Uint8Array([3]) });
      const first = ByAccount.get(who)!;
      first.count = 99;
      first.list.push(4n);
      first.raw[0] = 0;
      const second = ByAccount.get(who)!;
      expect(second).toEqual({ count: 1, list: [2n], raw: new Uint8Array([3]) });
      expect(second).not.toBe(first);
    });
  });

  it('a read after a write sees the written value', () => {
    run(() => {
      const who = new Uint8Array(32).fill(7);
      ByAccount.insert(who, { count: 1, list: [], raw: new Uint8Array() });
      expect(ByAccount.get(who)?.count).toBe(1);
      ByAccount.mutate(who, (t) => (t ? { ...t, count: t.count + 1 } : t));
      expect(ByAccount.get(who)?.count).toBe(2);
      ByAccount.remove(who);
      expect(ByAccount.get(who)).toBeUndefined();
    });
  });

  it('the same key read from two different states gives each state its own value', () => {
    const who = new Uint8Array(32).fill(8);
    const one = new OverlayState(new MemoryState());
    const two = new OverlayState(new MemoryState());
    const ctx = (state: OverlayState) => ({
      state,
      blockNumber: 1,
      phase: { type: 'Initialization' } as const,
    });
    withContext(ctx(one), () => ByAccount.insert(who, { count: 1, list: [], raw: new Uint8Array() }));
    withContext(ctx(two), () => ByAccount.insert(who, { count: 2, list: [], raw: new Uint8Array() }));
    expect(withContext(ctx(one), () => ByAccount.get(who)?.count)).toBe(1);
    expect(withContext(ctx(two), () => ByAccount.get(who)?.count)).toBe(2);
    expect(withContext(ctx(one), () => ByAccount.get(who)?.count)).toBe(1);
  });

  it('peek shares one decoded value between reads, which get still copies, and follows writes', () => {
    run(() => {
      const who = new Uint8Array(32).fill(9);
      expect(ByAccount.tryPeek(who)).toBeUndefined();
      ByAccount.insert(who, { count: 1, list: [2n], raw: new Uint8Array([3]) });
      const seen = ByAccount.peek(who)!;
      expect(seen).toEqual({ count: 1, list: [2n], raw: new Uint8Array([3]) });
      // No copy per read: the same object until the stored bytes change.
      expect(ByAccount.peek(who)).toBe(seen);
      expect(ByAccount.tryPeek(who)).toBe(seen);
      // A get is the caller's own: changing it leaves what peek and later reads see alone.
      const mine = ByAccount.get(who)!;
      expect(mine).not.toBe(seen);
      mine.count = 50;
      mine.list.push(9n);
      expect(ByAccount.peek(who)).toEqual({ count: 1, list: [2n], raw: new Uint8Array([3]) });
      // A write is seen by the next peek; the value peeked before keeps what it said (a snapshot).
      ByAccount.insert(who, { ...seen, count: 2, list: [...seen.list] });
      expect(ByAccount.peek(who)?.count).toBe(2);
      expect(seen.count).toBe(1);
      ByAccount.remove(who);
      expect(ByAccount.tryPeek(who)).toBeUndefined();
    });
  });

  it('peek on a ValueQuery map gives the default for an absent key, never one a caller could have changed', () => {
    const WithDefault = store.map('WithDefault', Blake2_128Concat, AccountId32, Thing, {
      default: { count: 0, list: [], raw: new Uint8Array() },
    });
    run(() => {
      const who = new Uint8Array(32).fill(10);
      const d = WithDefault.get(who);
      d.count = 7;
      d.list.push(1n);
      expect(WithDefault.peek(who)).toEqual({ count: 0, list: [], raw: new Uint8Array() });
    });
  });
});
