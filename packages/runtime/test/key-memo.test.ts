// The storage layer's key memo keeps about its bound of recently used keys, whatever the number of distinct
// keys it sees (a genesis hashes a million account keys once each).
import { describe, expect, it } from 'vitest';
import { KeyMemo } from '../src/support/key-memo.ts';
import { type ScaleType, u32 } from '../src/scale/index.ts';
import { AccountId32 } from '../src/primitives/core.ts';

function counting<K>(keyType: ScaleType<K>, max: number) {
  let computed = 0;
  const memo = new KeyMemo<K, number>(keyType, (e) => (computed++, e.length), max);
  return { memo, computed: () => computed };
}

const account = (i: number): Uint8Array => {
  const a = new Uint8Array(32);
  new DataView(a.buffer).setUint32(0, i);
  return a;
};

describe('KeyMemo', () => {
  it('hits on a recently used key, by identity, by value and by encoding', () => {
    const { memo, computed } = counting(AccountId32, 16);
    const a = account(1);
    memo.get(a);
    memo.get(a);
    memo.get(account(1));
    expect(computed()).toBe(1);
    const n = counting(u32, 16);
    n.memo.get(7);
    n.memo.get(7);
    expect(n.computed()).toBe(1);
  });

  it('forgets keys not used for a while, and keeps the ones in use', () => {
    const { memo, computed } = counting(AccountId32, 16);
    const hot = account(0);
    const first = account(1);
    memo.get(first);
    for (let i = 2; i < 10_000; i++) {
      memo.get(account(i));
      memo.get(hot);
    }
    const before = computed();
    memo.get(hot);
    expect(computed()).toBe(before);
    memo.get(first);
    expect(computed()).toBe(before + 1);
  });
});
