import { u8aToHex } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { devAccount } from '../src/dev-accounts.ts';
import { Account, BlockHash, Events } from '../src/pallets/system/storage.ts';
import { Now } from '../src/pallets/timestamp/storage.ts';
import { palletStorage } from '../src/support/storage.ts';
import { Blake2_128Concat, Identity, Twox64Concat } from '../src/support/hashing.ts';
import { u128, u32, bytes } from '../src/scale/index.ts';
import { MemoryState } from '../src/support/memory-state.ts';
import { OverlayState } from '../src/support/overlay.ts';
import { withContext } from '../src/support/context.ts';
import '../src/runtime.ts';

beforeAll(async () => {
  await cryptoWaitReady();
});

describe('storage keys are Substrate keys', () => {
  it('System.Account of Alice', () => {
    expect(u8aToHex(Account.key(devAccount('Alice')))).toBe(
      '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9de1e86a9a8c739864cf3cc5ec2bea59fd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
    );
  });

  it('plain values and Twox64Concat maps', () => {
    expect(u8aToHex(Events.key)).toBe('0x26aa394eea5630e07c48ae0c9558cef780d41e5e16056765bc8461851072c9d7');
    expect(u8aToHex(Now.key)).toBe('0xf0c365c3cf59d671eb72da0e7a4113c49f1f0515f462cdcf84e0f1d6045dfcbb');
    expect(u8aToHex(BlockHash.key(0))).toBe(
      '0x26aa394eea5630e07c48ae0c9558cef7a44704b568d21667356a5a050c118746b4def25cfda6ef3a00000000',
    );
  });

  it('Balances.TotalIssuance prefix', () => {
    const s = palletStorage('Balances');
    expect(u8aToHex(s.value('TotalIssuance', u128, { default: 0n }).key)).toBe(
      '0xc2261276cc9d1f8598ea4b6a74b15c2f57c875e4cff74148e4628f264b974c80',
    );
  });

  it('iterates maps by prefix and decodes keys back', () => {
    const s = palletStorage('Test');
    const M = s.map('M', Twox64Concat, u32, bytes);
    const D = s.doubleMap('D', [Blake2_128Concat, u32], [Identity, u32], u128, { default: 0n });
    const base = new MemoryState();
    const state = new OverlayState(base);
    withContext({ state, blockNumber: 1, phase: { type: 'Initialization' } }, () => {
      M.insert(2, new Uint8Array([2]));
      M.insert(1, new Uint8Array([1]));
      D.insert(7, 1, 10n);
      D.insert(7, 2, 20n);
      D.insert(8, 1, 30n);
      base.apply(state.drain());
    });
    const state2 = new OverlayState(base);
    withContext({ state: state2, blockNumber: 1, phase: { type: 'Initialization' } }, () => {
      M.remove(1);
      M.insert(3, new Uint8Array([3]));
      expect([...M.entries()].map(([k]) => k).sort()).toEqual([2, 3]);
      expect([...D.entriesPrefix(7)].map(([, k2, v]) => [k2, v])).toEqual([
        [1, 10n],
        [2, 20n],
      ]);
      expect(D.get(9, 9)).toBe(0n);
    });
  });
});

describe('overlay transactional layers', () => {
  it('rolls back nested layers, including appends', () => {
    const base = new MemoryState();
    const s = new OverlayState(base);
    const k = new Uint8Array([1]);
    const v = new Uint8Array([0]);
    s.set(k, new Uint8Array([1]));
    s.startTransaction();
    s.set(k, new Uint8Array([2]));
    s.append(v, new Uint8Array([7]));
    s.startTransaction();
    s.append(v, new Uint8Array([8]));
    s.delete(k);
    s.rollbackTransaction();
    expect(u8aToHex(s.get(k))).toBe('0x02');
    expect(u8aToHex(s.get(v))).toBe('0x0407');
    s.rollbackTransaction();
    expect(u8aToHex(s.get(k))).toBe('0x01');
    expect(s.get(v)).toBeUndefined();
    expect(() => s.rollbackTransaction()).toThrow();
  });
});
