// chainHead_v1 where it meets polkadot-sdk's answers: the recent finalized blocks in `initialized`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';
import { RpcCallError, WsRpc } from '../helpers/ws-client.ts';

let node: SpawnedNode;
let rpc: WsRpc;
beforeAll(async () => {
  // Empty blocks every 50 ms, final at once: the chain soon has more than 16 finalized blocks.
  node = await spawnNode(['--dev', '--tmp', '--sealing', '50', '--finality-delay', '0']);
  rpc = await WsRpc.connect(node.wsUrl);
});
afterAll(async () => {
  await rpc?.close();
  await node?.stop();
});

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function rejects(p: Promise<unknown>): Promise<RpcCallError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof RpcCallError) return e;
    throw e;
  }
  throw new Error('expected an RPC error');
}

type Event = Record<string, unknown>;
async function follow(): Promise<{ id: string; events: Event[]; init: Event }> {
  const events: Event[] = [];
  const id = await rpc.subscribe('chainHead_v1_follow', [false], (e) => events.push(e as Event));
  const init = await until('initialized', () => events.find((e) => e.event === 'initialized'));
  return { id, events, init };
}

describe('chainHead_v1 as polkadot-sdk answers it', () => {
  it('reports (and pins) the last 16 finalized blocks in `initialized`, oldest first', async () => {
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
    expect((await rejects(rpc.call('chainHead_v1_header', [id, hashes[0]]))).code).toBe(-32801);
    expect((await rejects(rpc.call('chainHead_v1_unpin', [id, hashes[3]]))).code).toBe(-32801);
    expect(await rpc.call<string>('chainHead_v1_header', [id, hashes[15]])).toMatch(/^0x/);
    expect(await rpc.call('chainHead_v1_unfollow', [id])).toBeNull();
  });
});
