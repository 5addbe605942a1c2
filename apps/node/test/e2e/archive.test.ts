// archive_v1_* against a spawned node, with a bare WebSocket client: every method at genesis, at a block
// older than the head and at the head; storage items of each type and their pagination; the storage diff of a
// transfer; the stop methods; bad input. Expected values come from the legacy methods at the same block.
import '@polkadot/api-augment';
import { ApiPromise, WsProvider } from '@polkadot/api';
import { blake2AsHex } from '@polkadot/util-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevAccounts, devAccounts } from '../helpers/accounts.ts';
import { WsRpc, rpcError } from '../helpers/ws-client.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';
import { until } from '@lumi/node/testing/until';

const SYSTEM_ACCOUNT = '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9';
const UNKNOWN = `0x${'ab'.repeat(32)}`;

let node: SpawnedNode;
let rpc: WsRpc;
let api: ApiPromise;
let acc: DevAccounts;
let genesis: string;
/** The block before the transfer, the transfer's block, and a fresh account the transfer created. */
let before: string;
let transferBlock: string;
let fresh: string;

type Event = Record<string, unknown>;

/** Subscribes and collects every event until the final one (done or error). */
async function collect(method: string, params: unknown[]): Promise<{ id: string; events: Event[] }> {
  const events: Event[] = [];
  const id = await rpc.subscribe(method, params, (e) => events.push(e as Event));
  await until(`the end of ${method}`, () =>
    events.some((e) => /Done$|Error$/.test(String(e.event))) ? true : undefined,
  );
  rpc.unsubscribeLocal(id);
  return { id, events };
}

async function storage(hash: string, items: unknown[]): Promise<Event[]> {
  const { events } = await collect('archive_v1_storage', [hash, items]);
  expect(events.at(-1)).toEqual({ event: 'storageDone' });
  return events.slice(0, -1);
}

const accountKey = (address: string): string => api.query.system.account.key(address);

beforeAll(async () => {
  acc = await devAccounts();
  node = await spawnNode(['--dev', '--tmp', '--finality-delay', '0']);
  rpc = await WsRpc.connect(node.wsUrl);
  api = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
  genesis = await rpc.call<string>('chain_getBlockHash', [0]);

  // Instant sealing: the transfer gets a block of its own.
  fresh = acc.keyring.addFromUri('//ArchiveFresh').address;
  const tx = await api.tx.balances.transferKeepAlive(fresh, 10n ** 15n).signAsync(acc.alice);
  const updates: unknown[] = [];
  await rpc.subscribe('author_submitAndWatchExtrinsic', [tx.toHex()], (u) => updates.push(u));
  transferBlock = await until('inBlock', () => {
    const u = updates.find((x) => typeof x === 'object' && x !== null && 'inBlock' in x);
    return u ? (u as { inBlock: string }).inBlock : undefined;
  });
  before = (await rpc.call<{ parentHash: string }>('chain_getHeader', [transferBlock])).parentHash;
  // One more block, so the transfer's block is history rather than the head.
  const later = await api.tx.balances.transferKeepAlive(acc.bob.address, 10n ** 12n).signAsync(acc.alice);
  const laterUpdates: unknown[] = [];
  await rpc.subscribe('author_submitAndWatchExtrinsic', [later.toHex()], (u) => laterUpdates.push(u));
  await until('the next block', () =>
    laterUpdates.some((x) => typeof x === 'object' && x !== null && 'finalized' in x) ? true : undefined,
  );
});
afterAll(async () => {
  await api?.disconnect();
  await rpc?.close();
  await node?.stop();
});

describe('archive_v1 over the whole history', () => {
  it('answers genesisHash, finalizedHeight and hashByHeight', async () => {
    expect(await rpc.call('archive_v1_genesisHash')).toBe(genesis);
    const finalized = await rpc.call<string>('chain_getFinalizedHead');
    const header = await rpc.call<{ number: string }>('chain_getHeader', [finalized]);
    const height = await rpc.call<number>('archive_v1_finalizedHeight');
    expect(height).toBeGreaterThanOrEqual(Number(header.number));
    expect(await rpc.call('archive_v1_hashByHeight', [0])).toEqual([genesis]);
    const number = Number((await rpc.call<{ number: string }>('chain_getHeader', [transferBlock])).number);
    expect(await rpc.call('archive_v1_hashByHeight', [number])).toEqual([transferBlock]);
    expect(await rpc.call('archive_v1_hashByHeight', [number - 1])).toEqual([before]);
    expect(await rpc.call('archive_v1_hashByHeight', [height + 1000])).toEqual([]);
  });

  it('answers header and body at genesis, an old block and the head, null for an unknown block', async () => {
    const head = await rpc.call<string>('chain_getBlockHash');
    for (const hash of [genesis, before, transferBlock, head]) {
      const header = await rpc.call<string>('archive_v1_header', [hash]);
      // The SCALE header hashes to the block hash (blake2-256).
      expect(blake2AsHex(header, 256)).toBe(hash);
      const block = await rpc.call<{ block: { extrinsics: string[] } }>('chain_getBlock', [hash]);
      expect(await rpc.call('archive_v1_body', [hash])).toEqual(block.block.extrinsics);
    }
    const body = await rpc.call<string[]>('archive_v1_body', [transferBlock]);
    expect(body.length).toBeGreaterThan(1);
    expect(await rpc.call('archive_v1_header', [UNKNOWN])).toBeNull();
    expect(await rpc.call('archive_v1_body', [UNKNOWN])).toBeNull();
  });

  it('calls the runtime with the state of the block named', async () => {
    const alice = api.createType('AccountId32', acc.alice.address).toHex();
    for (const hash of [genesis, before, transferBlock]) {
      const result = await rpc.call('archive_v1_call', [hash, 'AccountNonceApi_account_nonce', alice]);
      const legacy = await rpc.call<string>('state_call', ['AccountNonceApi_account_nonce', alice, hash]);
      expect(result).toEqual({ success: true, value: legacy });
    }
    const nonceAt = async (hash: string) => {
      const r = await rpc.call<{ value: string }>('archive_v1_call', [
        hash,
        'AccountNonceApi_account_nonce',
        alice,
      ]);
      return Buffer.from(r.value.slice(2), 'hex').readUInt32LE(0);
    };
    expect((await nonceAt(transferBlock)) - (await nonceAt(before))).toBe(1);
    expect(await rpc.call('archive_v1_call', [genesis, 'Core_version', ''])).toMatchObject({ success: true });

    const unknownBlock = await rpc.call<{ success: boolean; error: string }>('archive_v1_call', [
      UNKNOWN,
      'Core_version',
      '0x',
    ]);
    expect(unknownBlock).toEqual({
      success: false,
      error: expect.stringContaining('UnknownBlock') as unknown,
    });
    const unknownApi = await rpc.call('archive_v1_call', [genesis, 'NoSuchApi_nothing', '0x']);
    expect(unknownApi).toEqual({ success: false, error: expect.any(String) as unknown });
    // polkadot-sdk's own code for parameters that are not hex.
    expect((await rpcError(rpc.call('archive_v1_call', [genesis, 'Core_version', '0x0']))).code).toBe(3001);
  });

  it('answers value and hash items at each block, as the legacy reads do', async () => {
    const aliceKey = accountKey(acc.alice.address);
    const freshKey = accountKey(fresh);
    const head = await rpc.call<string>('chain_getBlockHash');
    for (const hash of [genesis, before, transferBlock, head]) {
      const results = await storage(hash, [
        { key: aliceKey, type: 'value' },
        { key: aliceKey, type: 'hash' },
        { key: freshKey, type: 'value' },
      ]);
      const value = await rpc.call<string>('state_getStorage', [aliceKey, hash]);
      const freshValue = await rpc.call<string | null>('state_getStorage', [freshKey, hash]);
      expect(results).toEqual([
        { event: 'storage', key: aliceKey, value },
        { event: 'storage', key: aliceKey, hash: blake2AsHex(value, 256) },
        // An absent key gives no result.
        ...(freshValue === null ? [] : [{ event: 'storage', key: freshKey, value: freshValue }]),
      ]);
    }
    const aliceBefore = (await storage(before, [{ key: aliceKey, type: 'value' }]))[0]!.value;
    const aliceAfter = (await storage(transferBlock, [{ key: aliceKey, type: 'value' }]))[0]!.value;
    expect(aliceBefore).not.toBe(aliceAfter);
    expect(await storage(before, [{ key: freshKey, type: 'value' }])).toEqual([]);
  });

  it('lists descendants by value and by hash, paginated from a start key', async () => {
    const keys = await rpc.call<string[]>('state_getKeysPaged', [SYSTEM_ACCOUNT, 1000, null, before]);
    expect(keys.length).toBeGreaterThan(3);
    const values = await storage(before, [{ key: SYSTEM_ACCOUNT, type: 'descendantsValues' }]);
    expect(values.map((e) => e.key)).toEqual(keys);
    for (const e of values.slice(0, 3)) {
      expect(e.value).toBe(await rpc.call('state_getStorage', [e.key, before]));
    }
    const hashes = await storage(before, [{ key: SYSTEM_ACCOUNT, type: 'descendantsHashes' }]);
    expect(hashes).toEqual(
      values.map((e) => ({ event: 'storage', key: e.key, hash: blake2AsHex(e.value as string, 256) })),
    );
    // The spec's pagination: iteration resumes strictly after paginationStartKey.
    const page = await storage(before, [
      { key: SYSTEM_ACCOUNT, type: 'descendantsValues', paginationStartKey: keys[1] },
    ]);
    expect(page).toEqual(values.slice(2));
    // The transfer's block has one more account under the prefix: the fresh one.
    const after = await storage(transferBlock, [{ key: SYSTEM_ACCOUNT, type: 'descendantsHashes' }]);
    expect(after.map((e) => e.key).sort()).toEqual([...keys, accountKey(fresh)].sort());
  });

  it('gives the closest descendant Merkle value: the root of the whole trie is the state root', async () => {
    for (const hash of [genesis, before]) {
      const header = await rpc.call<{ stateRoot: string }>('chain_getHeader', [hash]);
      const [root] = await storage(hash, [{ key: '0x', type: 'closestDescendantMerkleValue' }]);
      expect(root).toEqual({ event: 'storage', key: '0x', closestDescendantMerkleValue: header.stateRoot });
    }
    const [a, b] = [
      (await storage(before, [{ key: SYSTEM_ACCOUNT, type: 'closestDescendantMerkleValue' }]))[0],
      (await storage(transferBlock, [{ key: SYSTEM_ACCOUNT, type: 'closestDescendantMerkleValue' }]))[0],
    ];
    // The accounts changed, and with them the Merkle value of the subtree holding them.
    expect(a!.closestDescendantMerkleValue).not.toBe(b!.closestDescendantMerkleValue);
  });

  it('reports the storage difference a transfer made', async () => {
    const aliceKey = accountKey(acc.alice.address);
    const freshKey = accountKey(fresh);
    const value = (key: string, at: string) => rpc.call<string>('state_getStorage', [key, at]);
    const { events } = await collect('archive_v1_storageDiff', [
      transferBlock,
      [
        { key: SYSTEM_ACCOUNT, returnType: 'value' },
        { key: aliceKey, returnType: 'hash' },
      ],
      before,
    ]);
    expect(events.at(-1)).toEqual({ event: 'storageDiffDone' });
    const diffs = events.slice(0, -1);
    const aliceNow = await value(aliceKey, transferBlock);
    expect(diffs).toContainEqual({ event: 'storageDiff', key: aliceKey, value: aliceNow, type: 'modified' });
    expect(diffs).toContainEqual({
      event: 'storageDiff',
      key: aliceKey,
      hash: blake2AsHex(aliceNow, 256),
      type: 'modified',
    });
    expect(diffs).toContainEqual({
      event: 'storageDiff',
      key: freshKey,
      value: await value(freshKey, transferBlock),
      type: 'added',
    });
    // Only keys under the prefixes asked for, in key order; each changed key once per form.
    expect(diffs.every((d) => String(d.key).startsWith(SYSTEM_ACCOUNT))).toBe(true);
    const keys = diffs.map((d) => String(d.key));
    expect(keys).toEqual([...keys].sort());

    // Without previousHash the parent is the base: the same answer.
    const byParent = await collect('archive_v1_storageDiff', [
      transferBlock,
      [
        { key: SYSTEM_ACCOUNT, returnType: 'value' },
        { key: aliceKey, returnType: 'hash' },
      ],
    ]);
    expect(byParent.events).toEqual(events);

    // Every key of the main trie when no items are given: the block number is among them.
    const all = await collect('archive_v1_storageDiff', [transferBlock, []]);
    expect(all.events.length).toBeGreaterThan(diffs.length);
    expect(all.events.every((e) => e.event === 'storageDiffDone' || 'value' in e)).toBe(true);

    // The other way round the fresh account is deleted, reported with the value it had.
    const back = await collect('archive_v1_storageDiff', [
      before,
      [{ key: freshKey, returnType: 'value' }],
      transferBlock,
    ]);
    expect(back.events).toEqual([
      { event: 'storageDiff', key: freshKey, value: await value(freshKey, transferBlock), type: 'deleted' },
      { event: 'storageDiffDone' },
    ]);

    // Unchanged between a block and itself; genesis has no parent to compare with.
    expect((await collect('archive_v1_storageDiff', [before, [], before])).events).toEqual([
      { event: 'storageDiffDone' },
    ]);
    const noParent = await collect('archive_v1_storageDiff', [genesis, []]);
    expect(noParent.events).toEqual([
      { event: 'storageDiffError', error: expect.stringContaining('UnknownBlock') as unknown },
    ]);
  });

  it('stops a running storage query, and stopping a finished one finds nothing', async () => {
    // Enough work to be still running when the stop arrives, and no output: prefixes no key has.
    const items = Array.from({ length: 50_000 }, () => ({ key: '0xffff', type: 'descendantsValues' }));
    const events: Event[] = [];
    const id = await rpc.subscribe('archive_v1_storage', [genesis, items], (e) => events.push(e as Event));
    expect(await rpc.call('archive_v1_stopStorage', [id])).toBe(true);
    // Events sent before the stop came before its answer; none after it.
    const seen = events.length;
    await rpc.call('system_health');
    expect(events.length).toBe(seen);
    expect(events.some((e) => e.event === 'storageDone')).toBe(false);

    const done = await collect('archive_v1_storage', [genesis, [{ key: SYSTEM_ACCOUNT, type: 'hash' }]]);
    expect(await rpc.call('archive_v1_stopStorage', [done.id])).toBe(false);
    const diff = await collect('archive_v1_storageDiff', [transferBlock, []]);
    expect(await rpc.call('archive_v1_storageDiff_stopStorageDiff', [diff.id])).toBe(false);
    expect(await rpc.call('archive_v1_stopStorage', ['no-such-subscription'])).toBe(false);
  });

  it('refuses malformed parameters with -32602, and reports an unknown block in an event', async () => {
    const bad: [string, unknown[]][] = [
      ['archive_v1_header', ['0x1234']],
      ['archive_v1_body', [42]],
      ['archive_v1_hashByHeight', [-1]],
      ['archive_v1_hashByHeight', ['1']],
      ['archive_v1_hashByHeight', [1.5]],
      ['archive_v1_call', [genesis, 'Core_version']],
      ['archive_v1_storage', ['123', []]],
      ['archive_v1_storage', [genesis, [{ key: '0x00', type: 'everything' }]]],
      ['archive_v1_storage', [genesis, [{ key: 'zz', type: 'value' }]]],
      ['archive_v1_storage', [genesis, { key: '0x00', type: 'value' }]],
      ['archive_v1_storageDiff', [genesis, [{ key: '0x00', returnType: 'values' }]]],
      ['archive_v1_storageDiff', [genesis, [], 'not-a-hash']],
    ];
    for (const [method, params] of bad) {
      expect((await rpcError(rpc.call(method, params))).code, `${method}(${JSON.stringify(params)})`).toBe(
        -32602,
      );
    }
    expect((await rpcError(rpc.call('archive_v1_hashByHeight', [2 ** 32]))).code).toBe(3001);

    const unknown = await collect('archive_v1_storage', [UNKNOWN, [{ key: SYSTEM_ACCOUNT, type: 'value' }]]);
    expect(unknown.events).toEqual([
      { event: 'storageError', error: expect.stringContaining('Header was not found') as unknown },
    ]);
    const unknownDiff = await collect('archive_v1_storageDiff', [UNKNOWN, []]);
    expect(unknownDiff.events).toEqual([
      { event: 'storageDiffError', error: expect.stringContaining('Header was not found') as unknown },
    ]);
    const unknownBase = await collect('archive_v1_storageDiff', [genesis, [], UNKNOWN]);
    expect(unknownBase.events[0]).toMatchObject({ event: 'storageDiffError' });
    // The node is still there.
    expect(await rpc.call('archive_v1_genesisHash')).toBe(genesis);
  });
});
