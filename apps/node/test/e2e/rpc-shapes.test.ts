// The JSON-RPC surface of a spawned node, read with a bare client: shapes, errors, subscriptions.
import { validateProofs } from '@polkadot-api/substrate-bindings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRpc, type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';
import { until } from '../../src/testing/until.ts';
import { WsRpc, rpcError } from '../helpers/ws-client.ts';

let node: SpawnedNode;
let rpc: WsRpc;
beforeAll(async () => {
  node = await spawnNode();
  rpc = await WsRpc.connect(node.wsUrl);
});
afterAll(async () => {
  await rpc?.close();
  await node?.stop();
});

const HASH_RE = /^0x[0-9a-f]{64}$/;
const SYSTEM_ACCOUNT_PREFIX = '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9';

/** Resolves once `seen()` holds (a notification arrived); fails after 10 s. */
async function arrival(seen: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!seen()) {
    if (Date.now() > deadline) throw new Error('notification did not arrive');
    await new Promise((r) => setImmediate(r));
  }
}

describe('node JSON-RPC surface', () => {
  it('lists exactly the methods it serves', async () => {
    const { methods } = await rpc.call<{ methods: string[] }>('rpc_methods');
    expect(methods).toEqual([...methods].sort());
    for (const m of [
      'chain_getBlockHash',
      'chain_getHead',
      'chain_getFinalisedHead',
      'chain_subscribeNewHead',
      'state_getStorageAt',
      'author_submitAndWatchExtrinsic',
      'system_accountNextIndex',
      'payment_queryInfo',
      'chainSpec_v1_genesisHash',
    ]) {
      expect(methods).toContain(m);
    }
    // Every listed method answers something other than "Method not found".
    for (const m of methods) {
      const res = await httpRpc(node.httpUrl, m, []);
      expect(res.error?.code, m).not.toBe(-32601);
    }
  });

  it('serves identity and chain properties like a dev node', async () => {
    expect(await rpc.call('system_name')).toBe('lumi-node');
    expect(await rpc.call('system_chain')).toBe('Development');
    expect(await rpc.call('system_chainType')).toBe('Development');
    expect(await rpc.call('system_properties')).toEqual({
      ss58Format: 42,
      tokenDecimals: 12,
      tokenSymbol: 'LUMI',
    });
    expect(await rpc.call('system_health')).toEqual({ peers: 0, isSyncing: false, shouldHavePeers: false });
    expect(await rpc.call('system_nodeRoles')).toEqual(['Authority']);
    expect(await rpc.call('system_peers')).toEqual([]);
    expect(await rpc.call<string>('system_localPeerId')).toMatch(/^12D3KooW/);
    const genesis = await rpc.call<string>('chain_getBlockHash', [0]);
    expect(genesis).toMatch(HASH_RE);
    expect(await rpc.call('chainSpec_v1_genesisHash')).toBe(genesis);
    expect(await rpc.call('chain_getBlockHash', ['0x0'])).toBe(genesis);
    expect(await rpc.call('chain_getBlockHash', [[0, 999999]])).toEqual([genesis, null]);
  });

  it('returns headers, blocks and runtime versions in Substrate serde shapes', async () => {
    const best = await rpc.call<string>('chain_getFinalizedHead');
    const header = await rpc.call<Record<string, unknown>>('chain_getHeader', [best]);
    expect(Object.keys(header).sort()).toEqual([
      'digest',
      'extrinsicsRoot',
      'number',
      'parentHash',
      'stateRoot',
    ]);
    expect(header.number).toMatch(/^0x([1-9a-f][0-9a-f]*|0)$/);
    expect(header.digest).toEqual({ logs: expect.any(Array) as unknown });
    const block = await rpc.call<{ block: { header: unknown; extrinsics: string[] }; justifications: null }>(
      'chain_getBlock',
      [best],
    );
    expect(block.block.header).toEqual(header);
    expect(block.justifications).toBeNull();
    expect(await rpc.call('chain_getHeader', [`0x${'ab'.repeat(32)}`])).toBeNull();
    const version = await rpc.call<Record<string, unknown>>('state_getRuntimeVersion');
    expect(version).toMatchObject({
      specName: expect.any(String) as unknown,
      specVersion: expect.any(Number) as unknown,
      transactionVersion: expect.any(Number) as unknown,
    });
    expect(
      (version.apis as [string, number][]).every(
        ([id, v]) => /^0x[0-9a-f]{16}$/.test(id) && Number.isInteger(v),
      ),
    ).toBe(true);
    expect(await rpc.call('chain_getRuntimeVersion')).toEqual(version);
  });

  it('serves metadata, storage pages and read proofs', async () => {
    const metadata = await rpc.call<string>('state_getMetadata');
    expect(metadata.startsWith('0x6d657461')).toBe(true);
    const keys = await rpc.call<string[]>('state_getKeysPaged', [SYSTEM_ACCOUNT_PREFIX, 3]);
    expect(keys.length).toBeGreaterThan(0);
    const next = await rpc.call<string[]>('state_getKeysPaged', [SYSTEM_ACCOUNT_PREFIX, 3, keys[0]]);
    expect(next[0]).toBe(keys[1]);
    const values = await rpc.call<{ block: string; changes: [string, string | null][] }[]>(
      'state_queryStorageAt',
      [keys],
    );
    expect(values[0]!.changes.map(([k]) => k)).toEqual(keys);
    expect(await rpc.call('state_getStorage', [keys[0]])).toBe(values[0]!.changes[0]![1]);
    expect(await rpc.call('state_getStorageSize', [keys[0]])).toBe(
      (values[0]!.changes[0]![1]!.length - 2) / 2,
    );
    expect(await rpc.call('state_getStorage', ['0x00'])).toBeNull();
    const proof = await rpc.call<{ at: string; proof: string[] }>('state_getReadProof', [[keys[0]]]);
    expect(validateProofs(proof.proof)).not.toBeNull();
    const tooMany = await rpcError(rpc.call('state_getKeysPaged', ['0x', 1001]));
    expect(tooMany.code).toBe(4002);
  });

  it('answers bad input with JSON-RPC errors', async () => {
    const unknown = await rpcError(rpc.call('state_getStorage', ['0x00', `0x${'cd'.repeat(32)}`]));
    expect(unknown.code).toBe(4003);
    const bad = await rpcError(rpc.call('chain_getHeader', ['not-a-hash']));
    expect(bad.code).toBe(-32602);
    expect(bad.message).toContain('hash (param 0)');
    const missing = await rpcError(rpc.call('no_suchMethod'));
    expect(missing.code).toBe(-32601);
    const garbage = await rpcError(rpc.call('author_submitExtrinsic', ['0x1234']));
    expect([1001, 1002, 1010]).toContain(garbage.code);
  });

  it('sends the current head on subscription and unsubscribes', async () => {
    const heads: unknown[] = [];
    const id = await rpc.subscribe('chain_subscribeNewHeads', [], (h) => heads.push(h));
    await arrival(() => heads.length > 0);
    expect(heads.length).toBeGreaterThanOrEqual(1);
    expect(await rpc.call('chain_unsubscribeNewHeads', [id])).toBe(true);
    expect(await rpc.call('chain_unsubscribeNewHeads', [id])).toBe(false);
    const versions: unknown[] = [];
    await rpc.subscribe('state_subscribeRuntimeVersion', [], (v) => versions.push(v));
    await arrival(() => versions.length > 0);
    // Nothing else is queued behind the first version: a later call's answer comes after any notification.
    await rpc.call('system_health');
    expect(versions).toHaveLength(1);
  });

  it('serves chainHead_v1: follow, pinned header, storage and call operations, unpin', async () => {
    const events: Record<string, unknown>[] = [];
    const follow = await rpc.subscribe('chainHead_v1_follow', [true], (e) =>
      events.push(e as Record<string, unknown>),
    );
    const waitFor = (pred: (e: Record<string, unknown>) => boolean) =>
      until('the follow event awaited', () => events.find(pred));
    const init = await waitFor((e) => e.event === 'initialized');
    const [hash] = init.finalizedBlockHashes as string[];
    expect((init.finalizedBlockRuntime as { type: string }).type).toBe('valid');
    const header = await rpc.call<string>('chainHead_v1_header', [follow, hash]);
    const legacy = await rpc.call<{ parentHash: string }>('chain_getHeader', [hash]);
    expect(header.slice(0, 66)).toBe(legacy.parentHash);

    const storage = await rpc.call<{ result: string; operationId: string }>('chainHead_v1_storage', [
      follow,
      hash,
      [
        { key: SYSTEM_ACCOUNT_PREFIX, type: 'descendantsHashes' },
        { key: SYSTEM_ACCOUNT_PREFIX, type: 'closestDescendantMerkleValue' },
      ],
      null,
    ]);
    expect(storage.result).toBe('started');
    await waitFor((e) => e.event === 'operationStorageDone' && e.operationId === storage.operationId);
    const items = events
      .filter((e) => e.event === 'operationStorageItems' && e.operationId === storage.operationId)
      .flatMap((e) => e.items as Record<string, string>[]);
    expect(items.some((i) => i.hash !== undefined)).toBe(true);
    expect(items.some((i) => i.closestDescendantMerkleValue !== undefined)).toBe(true);

    const call = await rpc.call<{ operationId: string }>('chainHead_v1_call', [
      follow,
      hash,
      'Core_version',
      '0x',
    ]);
    const done = await waitFor((e) => e.event === 'operationCallDone' && e.operationId === call.operationId);
    expect(done.output).toMatch(/^0x[0-9a-f]+$/);

    const unknown = await rpcError(rpc.call('chainHead_v1_header', [follow, `0x${'ee'.repeat(32)}`]));
    expect(unknown.code).toBe(-32801);
    expect(await rpc.call('chainHead_v1_unpin', [follow, hash])).toBeNull();
    expect((await rpcError(rpc.call('chainHead_v1_header', [follow, hash]))).code).toBe(-32801);
    expect(await rpc.call('chainHead_v1_unfollow', [follow])).toBeNull();
    expect(await rpc.call('chainHead_v1_header', [follow, hash])).toBeNull();
  });
});
