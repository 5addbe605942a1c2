// The methods a polkadot-sdk dev node serves beyond chain reads: keystore, offchain storage, child tries,
// peers and log filters, block tracing and stats, sync specs — each with its bad input, and the unsafe ones
// under `--rpc-methods`.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPromise, WsProvider } from '@polkadot/api';
import { blockHeader, validateProofs } from '@polkadot-api/substrate-bindings';
import { blake2AsHex } from '@polkadot/util-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevAccounts, devAccounts } from '../helpers/accounts.ts';
import { WsRpc, rpcError } from '../helpers/ws-client.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';

const CHILD_KEY = `0x${Buffer.from(':child_storage:default:lumi').toString('hex')}`;
const PEER_ID = '12D3KooWEyoppNCUx8Yx66oV9fJnriXwCcXwDDUA2kj6vnc6iDEp';
const UNSAFE = 'RPC call is unsafe to be called externally';
const UNKNOWN_BLOCK = `0x${'cd'.repeat(32)}`;

let basePath: string;
let node: SpawnedNode;
let rpc: WsRpc;
let api: ApiPromise;
let acc: DevAccounts;
let alicePub: string;

beforeAll(async () => {
  acc = await devAccounts();
  alicePub = `0x${Buffer.from(acc.alice.publicKey).toString('hex')}`;
  basePath = mkdtempSync(join(tmpdir(), 'lumi-services-'));
  node = await spawnNode(['--dev', '--base-path', basePath, '--finality-delay', '0']);
  rpc = await WsRpc.connect(node.wsUrl);
  api = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
});
afterAll(async () => {
  await api?.disconnect();
  await rpc?.close();
  await node?.stop();
  rmSync(basePath, { recursive: true, force: true });
});

/** A transfer in its own block; resolves with that block's hash. */
async function transferBlock(): Promise<string> {
  return new Promise((resolve, reject) => {
    void api.tx.balances
      .transferKeepAlive(acc.charlie.address, 1_000_000_000n)
      .signAndSend(acc.alice, ({ status }) => {
        if (status.isInBlock) resolve(status.asInBlock.toHex());
        else if (status.isFinalized) resolve(status.asFinalized.toHex());
      })
      .catch(reject);
  });
}

describe('keystore (author_*)', () => {
  it('stores inserted keys as files under the base path and answers hasKey from them', async () => {
    expect(await rpc.call('author_hasKey', [alicePub, 'babe'])).toBe(false);
    expect(await rpc.call('author_insertKey', ['babe', '//Alice', alicePub])).toBeNull();
    expect(await rpc.call('author_hasKey', [alicePub, 'babe'])).toBe(true);
    expect(await rpc.call('author_hasKey', [alicePub, 'gran'])).toBe(false);
    const file = join(
      basePath,
      'chains',
      'dev',
      'keystore',
      `${Buffer.from('babe').toString('hex')}${alicePub.slice(2)}`,
    );
    expect(JSON.parse(readFileSync(file, 'utf8'))).toBe('//Alice');
  });

  it('answers rotateKeys and hasSessionKeys as a node whose runtime has no SessionKeys API', async () => {
    const rotate = await rpcError(rpc.call('author_rotateKeys'));
    expect(rotate.code).toBe(1040);
    expect(rotate.message).toContain('SessionKeys_generate_session_keys');
    expect((await rpcError(rpc.call('author_hasSessionKeys', ['0x00']))).code).toBe(1040);
  });

  it('refuses bad key types and parameters', async () => {
    const badType = await rpcError(rpc.call('author_insertKey', ['babes', '//Alice', alicePub]));
    expect(badType.message).toBe('1040: Invalid key type ID format (should be of length four)');
    expect((await rpcError(rpc.call('author_hasKey', [alicePub, 'bab']))).code).toBe(1040);
    expect((await rpcError(rpc.call('author_insertKey', ['babe', 42, alicePub]))).code).toBe(-32602);
    expect((await rpcError(rpc.call('author_insertKey', ['babe', 'x'.repeat(5000), alicePub]))).code).toBe(
      -32602,
    );
    expect((await rpcError(rpc.call('author_hasKey', ['0xzz', 'babe']))).code).toBe(-32602);
    expect((await rpcError(rpc.call('author_hasSessionKeys', []))).code).toBe(-32602);
  });
});

describe('offchain storage (offchain_localStorage*)', () => {
  it('sets, reads and clears PERSISTENT values', async () => {
    expect(await rpc.call('offchain_localStorageGet', ['PERSISTENT', '0x6b6579'])).toBeNull();
    expect(await rpc.call('offchain_localStorageSet', ['PERSISTENT', '0x6b6579', '0x76616c7565'])).toBeNull();
    expect(await rpc.call('offchain_localStorageGet', ['PERSISTENT', '0x6b6579'])).toBe('0x76616c7565');
    expect(await rpc.call('offchain_localStorageClear', ['PERSISTENT', '0x6b6579'])).toBeNull();
    expect(await rpc.call('offchain_localStorageGet', ['PERSISTENT', '0x6b6579'])).toBeNull();
  });

  it('answers LOCAL with 5001 and bad kinds or bytes with -32602', async () => {
    const local = await rpcError(rpc.call('offchain_localStorageGet', ['LOCAL', '0x01']));
    expect(local.message).toBe('5001: This storage kind is not available yet');
    expect((await rpcError(rpc.call('offchain_localStorageSet', ['LOCAL', '0x01', '0x02']))).code).toBe(5001);
    expect((await rpcError(rpc.call('offchain_localStorageClear', ['LOCAL', '0x01']))).code).toBe(5001);
    expect((await rpcError(rpc.call('offchain_localStorageGet', ['persistent', '0x01']))).code).toBe(-32602);
    expect(
      (await rpcError(rpc.call('offchain_localStorageSet', ['PERSISTENT', '0x01', 'nothex']))).code,
    ).toBe(-32602);
    expect(
      (await rpcError(rpc.call('offchain_localStorageGet', ['PERSISTENT', `0x${'00'.repeat(2000)}`]))).code,
    ).toBe(-32602);
  });
});

describe('child tries (childstate_*, state_getChildReadProof)', () => {
  it('answers like an empty default child trie', async () => {
    expect(await rpc.call('childstate_getKeys', [CHILD_KEY, '0x'])).toEqual([]);
    expect(await rpc.call('childstate_getKeysPaged', [CHILD_KEY, null, 100, null])).toEqual([]);
    expect(await rpc.call('childstate_getKeysPagedAt', [CHILD_KEY, '0x', 100])).toEqual([]);
    expect(await rpc.call('childstate_getStorage', [CHILD_KEY, '0x01'])).toBeNull();
    expect(await rpc.call('childstate_getStorageHash', [CHILD_KEY, '0x01'])).toBeNull();
    expect(await rpc.call('childstate_getStorageSize', [CHILD_KEY, '0x01'])).toBeNull();
    expect(await rpc.call('childstate_getStorageEntries', [CHILD_KEY, ['0x01', '0x02']])).toEqual([
      null,
      null,
    ]);
  });

  it("proves the child trie's absence against the block's state root", async () => {
    const best = await rpc.call<string>('chain_getBlockHash');
    const { stateRoot } = await rpc.call<{ stateRoot: string }>('chain_getHeader', [best]);
    const read = await rpc.call<{ at: string; proof: string[] }>('state_getChildReadProof', [
      CHILD_KEY,
      ['0x01'],
      best,
    ]);
    expect(read.at).toBe(best);
    expect(validateProofs(read.proof)?.rootHash).toBe(stateRoot);
    expect(await rpc.call('state_getChildReadProof', [CHILD_KEY, [], best])).toEqual({ at: best, proof: [] });
  });

  it('refuses keys outside :child_storage:default: with 4003, unknown blocks and bad params too', async () => {
    const notChild = await rpcError(rpc.call('childstate_getStorage', ['0x3a636f6465', '0x01']));
    expect(notChild.message).toBe('4003: Client error: Invalid child storage key');
    expect((await rpcError(rpc.call('state_getChildReadProof', ['0x01', ['0x01']]))).code).toBe(4003);
    expect((await rpcError(rpc.call('childstate_getStorageEntries', ['0x01', []]))).code).toBe(4003);
    expect((await rpcError(rpc.call('childstate_getKeys', [CHILD_KEY, '0x', UNKNOWN_BLOCK]))).code).toBe(
      4003,
    );
    expect((await rpcError(rpc.call('childstate_getKeysPaged', [CHILD_KEY, null, -1]))).code).toBe(-32602);
    expect((await rpcError(rpc.call('childstate_getStorage', [CHILD_KEY]))).code).toBe(-32602);
  });
});

describe('system_* network and logging', () => {
  it('remembers reserved peers by peer id and forgets them', async () => {
    expect(await rpc.call('system_addReservedPeer', [`/ip4/10.0.0.1/tcp/30333/p2p/${PEER_ID}`])).toBeNull();
    expect(await rpc.call('system_reservedPeers')).toEqual([PEER_ID]);
    expect(await rpc.call('system_removeReservedPeer', [PEER_ID])).toBeNull();
    expect(await rpc.call('system_reservedPeers')).toEqual([]);
  });

  it('refuses malformed peers with 2002', async () => {
    for (const bad of ['/ip4/10.0.0.1/tcp/30333', 'not-an-address', `/ip4/300.0.0.1/tcp/1/p2p/${PEER_ID}`]) {
      expect((await rpcError(rpc.call('system_addReservedPeer', [bad]))).code, bad).toBe(2002);
    }
    expect((await rpcError(rpc.call('system_removeReservedPeer', ['Qm-not-a-peer']))).code).toBe(2002);
    expect((await rpcError(rpc.call('system_addReservedPeer', [42]))).code).toBe(-32602);
  });

  it('reports a network state with no peers, and takes log filters', async () => {
    const state = await rpc.call<Record<string, unknown>>('system_unstable_networkState');
    expect(state).toMatchObject({
      peerId: await rpc.call('system_localPeerId'),
      connectedPeers: {},
      notConnectedPeers: {},
    });
    expect(await rpc.call('system_addLogFilter', ['warn,sync=trace'])).toBeNull();
    expect(await rpc.call('system_resetLogFilter')).toBeNull();
    expect((await rpcError(rpc.call('system_addLogFilter', [['debug']]))).code).toBe(-32602);
  });
});

describe('blocks: state_traceBlock, dev_getBlockStats, state_trieMigrationStatus', () => {
  it('traces a block as a node whose runtime has no tracing: the block, no spans, no events', async () => {
    const hash = await transferBlock();
    const { parentHash } = await rpc.call<{ parentHash: string }>('chain_getHeader', [hash]);
    expect(await rpc.call('state_traceBlock', [hash])).toEqual({
      blockTrace: {
        blockHash: hash.slice(2),
        parentHash: parentHash.slice(2),
        tracingTargets: 'pallet,frame,state',
        storageKeys: '',
        methods: '',
        spans: [],
        events: [],
      },
    });
    const withTargets = await rpc.call<{ blockTrace: Record<string, unknown> }>('state_traceBlock', [
      hash,
      'pallet',
      '0x26aa',
      'Balances',
    ]);
    expect(withTargets.blockTrace).toMatchObject({
      tracingTargets: 'pallet',
      storageKeys: '0x26aa',
      methods: 'Balances',
    });
    expect((await rpcError(rpc.call('state_traceBlock', [UNKNOWN_BLOCK]))).code).toBe(4001);
    expect(
      (await rpcError(rpc.call('state_traceBlock', [await rpc.call('chain_getBlockHash', [0])]))).code,
    ).toBe(4001);
    expect((await rpcError(rpc.call('state_traceBlock', []))).code).toBe(-32602);
  });

  it("gives a block's stats from re-executing it: proof sizes, its length and extrinsic count", async () => {
    const hash = await transferBlock();
    const stats = await rpc.call<Record<string, number>>('dev_getBlockStats', [hash]);
    const signed = await api.rpc.chain.getBlock(hash);
    expect(stats.numExtrinsics).toBe(signed.block.extrinsics.length);
    expect(stats.numExtrinsics).toBe(2);
    expect(stats.blockLen).toBe(signed.block.encodedLength);
    expect(stats.witnessCompactLen).toBeGreaterThan(0);
    expect(stats.witnessCompactLen).toBeLessThan(stats.witnessLen!);
    expect(await rpc.call('dev_getBlockStats', [await rpc.call('chain_getBlockHash', [0])])).toBeNull();
    expect(await rpc.call('dev_getBlockStats', [UNKNOWN_BLOCK])).toBeNull();
    expect((await rpcError(rpc.call('dev_getBlockStats', []))).code).toBe(-32602);
  });

  it('reports nothing left to migrate and counts the keys of the main trie', async () => {
    const best = await rpc.call<string>('chain_getBlockHash');
    const keys = await rpc.call<string[]>('state_getKeys', ['0x', best]);
    expect(await rpc.call('state_trieMigrationStatus', [best])).toEqual({
      topRemainingToMigrate: 0,
      childRemainingToMigrate: 0,
      totalTop: keys.length,
      totalChild: 0,
    });
    const unknown = await rpcError(rpc.call('state_trieMigrationStatus', [UNKNOWN_BLOCK]));
    expect(unknown.message).toMatch(/^-32603: Error while checking migration state/);
  });
});

describe('sync_state_genSyncSpec', () => {
  it('is the chain spec plus the finalized header', async () => {
    const finalized = await rpc.call<string>('chain_getFinalizedHead');
    const spec = await rpc.call<{
      id: string;
      genesis: { raw?: { top: Record<string, string> } };
      lightSyncState: { finalizedBlockHeader: string };
    }>('sync_state_genSyncSpec', [true]);
    expect(spec.id).toBe('dev');
    expect(spec.genesis.raw?.top['0x3a636f6465']).toMatch(/^0x/);
    const header = spec.lightSyncState.finalizedBlockHeader;
    expect(blake2AsHex(header, 256)).toBe(finalized);
    expect(blockHeader.dec(header).number).toBeGreaterThanOrEqual(0);
    const plain = await rpc.call<{ genesis: Record<string, unknown> }>('sync_state_genSyncSpec', [false]);
    expect(Object.keys(plain.genesis)).toEqual(['runtimeGenesis']);
    expect((await rpcError(rpc.call('sync_state_genSyncSpec', ['yes']))).code).toBe(-32602);
  });
});

describe('--rpc-methods', () => {
  it('refuses unsafe methods with safe, keeping the data for when they are allowed again', async () => {
    expect(await rpc.call('offchain_localStorageSet', ['PERSISTENT', '0x6b6565', '0x01'])).toBeNull();
    expect(await rpc.call('author_insertKey', ['aura', '//Bob', alicePub])).toBeNull();
    await api.disconnect();
    await rpc.close();
    await node.stop();
    node = await spawnNode(['--dev', '--base-path', basePath, '--rpc-methods', 'safe']);
    rpc = await WsRpc.connect(node.wsUrl);
    const calls: [string, unknown[]][] = [
      ['author_insertKey', ['babe', '//Alice', alicePub]],
      ['author_hasKey', [alicePub, 'babe']],
      ['author_rotateKeys', []],
      ['author_removeExtrinsic', [[]]],
      ['offchain_localStorageGet', ['PERSISTENT', '0x6b6565']],
      ['system_addReservedPeer', [`/ip4/10.0.0.1/tcp/1/p2p/${PEER_ID}`]],
      ['system_unstable_networkState', []],
      ['system_peers', []],
      ['system_addLogFilter', ['debug']],
      ['state_traceBlock', [await rpc.call('chain_getBlockHash', [0])]],
      ['state_trieMigrationStatus', []],
      ['state_getPairs', ['0x3a636f6465']],
      ['state_queryStorage', [['0x3a636f6465'], await rpc.call('chain_getBlockHash', [0])]],
      ['state_subscribeStorage', []],
      ['dev_getBlockStats', [await rpc.call('chain_getBlockHash', [0])]],
    ];
    for (const [method, params] of calls) {
      const e = await rpcError(rpc.call(method, params));
      expect(e.message, method).toBe(`-32601: ${UNSAFE}`);
    }
    // Safe methods are still served.
    expect(await rpc.call('childstate_getKeys', [CHILD_KEY, '0x'])).toEqual([]);
    expect(typeof (await rpc.call('state_subscribeStorage', [['0x3a636f6465']]))).toBe('string');
    await rpc.close();
    await node.stop();
    node = await spawnNode(['--dev', '--base-path', basePath, '--rpc-methods', 'unsafe']);
    rpc = await WsRpc.connect(node.wsUrl);
    api = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
    expect(await rpc.call('offchain_localStorageGet', ['PERSISTENT', '0x6b6565'])).toBe('0x01');
    expect(await rpc.call('author_hasKey', [alicePub, 'aura'])).toBe(true);
    expect(existsSync(join(basePath, 'chains', 'dev', 'offchain'))).toBe(true);
  });
});
