import { beforeAll, describe, expect, it } from 'vitest';
import { AccountId32 } from '../src/primitives/core.ts';
import { Account } from '../src/pallets/system/storage.ts';
import { bytes, field, struct, u32, u64, vec } from '../src/scale/index.ts';
import type { ValueOf } from '../src/scale/index.ts';
import { Blake2_128Concat, Twox64Concat } from '../src/support/hashing.ts';
import { palletStorage } from '../src/support/storage.ts';
import { TestChain } from '../src/support/testing.ts';

// A pallet author's trap: a ValueQuery item used to hand every caller the one default object, so mutating what
// `get` returned (or what `mutate` passed in) changed the default for everybody after.
const Thing = struct('defaults_test::Thing', {
  count: field(u32),
  list: field(vec(u64)),
  raw: field(bytes),
});
const fresh = (): ThingValue => ({ count: 7, list: [1n], raw: new Uint8Array([9]) });
const store = palletStorage('DefaultsTest');
const Value = store.value('Value', Thing, { default: fresh() });
const MapItem = store.map('Map', Blake2_128Concat, u32, Thing, { default: fresh() });
const Double = store.doubleMap('Double', [Twox64Concat, u32], [Twox64Concat, u32], Thing, {
  default: fresh(),
});
const NMap = store.nmap('NMap', [[Twox64Concat, u32]], Thing, { default: fresh() });
const Counter = store.value('Counter', u32, { default: 5 });

type ThingValue = ValueOf<typeof Thing>;
function scribble(t: ThingValue): ThingValue {
  t.count += 100;
  t.list.push(2n);
  t.raw[0] = 0;
  return t;
}

let chain: TestChain;
beforeAll(async () => {
  chain = await TestChain.create();
});

describe('storage defaults', () => {
  it('get hands each caller its own default object', () => {
    chain.read(() => {
      scribble(Value.get());
      scribble(MapItem.get(1));
      scribble(Double.get(1, 2));
      scribble(NMap.get([1]));
      expect(Value.get()).toEqual(fresh());
      expect(MapItem.get(1)).toEqual(fresh());
      expect(MapItem.get(2)).toEqual(fresh());
      expect(Double.get(1, 2)).toEqual(fresh());
      expect(NMap.get([1])).toEqual(fresh());
    });
  });

  it('a mutate that edits the default in place and stores it leaves the default intact', () => {
    chain.write(() => {
      MapItem.mutate(3, scribble);
      Value.mutate(scribble);
      Double.mutate(3, 3, scribble);
      NMap.mutate([3], scribble);
      expect(MapItem.get(3).count).toBe(107);
      expect(MapItem.get(4)).toEqual(fresh());
      expect(Value.get().count).toBe(107);
      Value.kill();
      expect(Value.get()).toEqual(fresh());
      expect(Double.get(4, 4)).toEqual(fresh());
      expect(NMap.get([4])).toEqual(fresh());
      expect(MapItem.take(5)).toEqual(fresh());
    });
  });

  it('primitive defaults still read as themselves', () => {
    chain.read(() => {
      expect(Counter.get()).toBe(5);
    });
  });

  it("the runtime's own items: an unknown account", () => {
    const nobody = AccountId32.decode(new Uint8Array(32).fill(0xee));
    chain.read(() => {
      const info = Account.get(nobody);
      info.nonce = 41;
      info.data.free = 1n;
      expect(Account.get(nobody).nonce).toBe(0);
      expect(Account.get(nobody).data.free).toBe(0n);
    });
  });
});
