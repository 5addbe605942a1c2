import { describe, expect, it } from 'vitest';
import { devAccount } from '../src/dev-accounts.ts';
import { SystemStorage } from '../src/pallets/system/index.ts';
import { Root, signed } from '../src/support/origin.ts';
import { TestChain } from '../src/support/testing.ts';

describe('TestChain harness', () => {
  it('dispatches calls with events, and rolls back failed ones', async () => {
    const chain = await TestChain.create();
    const alice = devAccount('Alice');
    const ok = chain.dispatch(signed(alice), {
      type: 'System',
      value: { type: 'remark_with_event', value: { remark: new Uint8Array([1, 2, 3]) } },
    });
    expect(ok.ok).toBe(true);
    expect(ok.events.map((e) => e.event)).toEqual([
      {
        type: 'System',
        value: { type: 'Remarked', value: expect.objectContaining({ sender: alice }) as unknown },
      },
    ]);
    const key = new Uint8Array([0xaa]);
    const bad = chain.dispatch(signed(alice), {
      type: 'System',
      value: { type: 'set_storage', value: { items: [[key, new Uint8Array([1])]] } },
    });
    expect(bad.ok).toBe(false);
    expect(bad.error?.toValue()).toEqual({ type: 'BadOrigin' });
    expect(chain.read(() => chain.state.get(key))).toBeUndefined();
    const root = chain.dispatch(Root, {
      type: 'System',
      value: { type: 'set_storage', value: { items: [[key, new Uint8Array([1])]] } },
    });
    expect(root.ok).toBe(true);
  });

  it('advances blocks: number, parent hash, events reset, timestamp set', async () => {
    const chain = await TestChain.create();
    expect(chain.blockNumber).toBe(1);
    const h1 = chain.nextBlock();
    expect(chain.blockNumber).toBe(2);
    chain.read(() => {
      expect(SystemStorage.Number.get()).toBe(2);
      expect(SystemStorage.ParentHash.get()).toEqual(h1);
      expect(SystemStorage.BlockHash.get(1)).toEqual(h1);
      expect(SystemStorage.BlockHash.get(0)).toEqual(chain.genesisHash);
    });
    expect(chain.events()).toEqual([]);
  });
});
