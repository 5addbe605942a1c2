// chainHead_v1 where it meets polkadot-sdk's answers: the recent finalized blocks in `initialized`,
// storage beyond the per-call item limit, continue on an unknown operation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';
import { WsRpc, rpcError } from '../helpers/ws-client.ts';
import { until } from '@lumi/node/testing/until';

const SYSTEM_NUMBER = '0x26aa394eea5630e07c48ae0c9558cef702a5c1b19ab7a04f536c519aca4983ac';
const SYSTEM_PARENT_HASH = '0x26aa394eea5630e07c48ae0c9558cef78a42f33323cb5ced3b44dd825fda9fcc';

let node: SpawnedNode;
let rpc: WsRpc;
beforeAll(async () => {
  // Blocks only on dev_newBlock, final at once: the test builds the 17 it needs instead of waiting for them.
  node = await spawnNode(['--dev', '--tmp', '--sealing', 'manual', '--finality-delay', '0']);
  rpc = await WsRpc.connect(node.wsUrl);
});
afterAll(async () => {
  await rpc?.close();
  await node?.stop();
});

type Event = Record<string, unknown>;
async function follow(): Promise<{ id: string; events: Event[]; init: Event }> {
  const events: Event[] = [];
  const id = await rpc.subscribe('chainHead_v1_follow', [false], (e) => events.push(e as Event));
  const init = await until('initialized', () => events.find((e) => e.event === 'initialized'));
  return { id, events, init };
}

describe('chainHead_v1 as polkadot-sdk answers it', () => {
  it('reports (and pins) the last 16 finalized blocks in `initialized`, oldest first', async () => {
    await rpc.call('dev_newBlock', [{ count: 17 }]);
    await until('17 finalized blocks', async () => {
      const hash = await rpc.call<string>('chain_getFinalizedHead');
      const header = await rpc.call<{ number: string }>('chain_getHeader', [hash]);
      return Number(header.number) >= 17 ? true : undefined;
    });
    const { id, init } = await follow();
    const hashes = init.finalizedBlockHashes as string[];
    expect(hashes).toHaveLength(16);
    const headers = await Promise.all(
      hashes.map((h) => rpc.call<{ number: string; parentHash: string }>('chain_getHeader', [h])),
    );
    for (let i = 1; i < headers.length; i++) {
      expect(headers[i]!.parentHash).toBe(hashes[i - 1]);
      expect(Number(headers[i]!.number)).toBe(Number(headers[0]!.number) + i);
    }
    // Each is pinned: readable through the subscription, and unpinned exactly once.
    for (const h of hashes) expect(await rpc.call<string>('chainHead_v1_header', [id, h])).toMatch(/^0x/);
    expect(await rpc.call('chainHead_v1_unpin', [id, hashes.slice(0, 15)])).toBeNull();
    expect((await rpcError(rpc.call('chainHead_v1_header', [id, hashes[0]]))).code).toBe(-32801);
    expect((await rpcError(rpc.call('chainHead_v1_unpin', [id, hashes[3]]))).code).toBe(-32801);
    expect(await rpc.call<string>('chainHead_v1_header', [id, hashes[15]])).toMatch(/^0x/);
    expect(await rpc.call('chainHead_v1_unfollow', [id])).toBeNull();
  });

  it('processes the first 1000 storage items and reports the rest as discardedItems', async () => {
    const { id, events, init } = await follow();
    const hash = (init.finalizedBlockHashes as string[]).at(-1)!;
    const items = [
      ...Array.from({ length: 1000 }, () => ({ key: SYSTEM_NUMBER, type: 'hash' })),
      { key: SYSTEM_PARENT_HASH, type: 'value' },
      { key: SYSTEM_PARENT_HASH, type: 'value' },
    ];
    const started = await rpc.call<{ result: string; operationId: string; discardedItems: number }>(
      'chainHead_v1_storage',
      [id, hash, items, null],
    );
    expect(started).toMatchObject({ result: 'started', discardedItems: 2 });
    await until('operationStorageDone', () =>
      events.find((e) => e.event === 'operationStorageDone' && e.operationId === started.operationId),
    );
    const answered = events
      .filter((e) => e.event === 'operationStorageItems' && e.operationId === started.operationId)
      .flatMap((e) => e.items as { key: string }[]);
    expect(answered).toHaveLength(1000);
    expect(answered.every((i) => i.key === SYSTEM_NUMBER)).toBe(true);

    const within = await rpc.call<{ discardedItems: number }>('chainHead_v1_storage', [
      id,
      hash,
      items.slice(0, 1000),
      null,
    ]);
    expect(within.discardedItems).toBe(0);
    expect(await rpc.call('chainHead_v1_unfollow', [id])).toBeNull();
  });

  it('answers continue and stopOperation on an unknown operation with null', async () => {
    const { id } = await follow();
    expect(await rpc.call('chainHead_v1_continue', [id, 'no-such-operation'])).toBeNull();
    expect(await rpc.call('chainHead_v1_stopOperation', [id, 'no-such-operation'])).toBeNull();
    expect(await rpc.call('chainHead_v1_continue', ['no-such-follow', '0'])).toBeNull();
    expect(await rpc.call('chainHead_v1_unfollow', [id])).toBeNull();
  });
});
