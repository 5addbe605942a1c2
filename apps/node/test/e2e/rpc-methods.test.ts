// The whole rpc_methods list of a kitchensink `substrate-node --dev` (as recorded in @polkadot/types-support):
// every method is served and answers with real parameters, except the consensus and statement groups this
// node does not run, which are absent and answer "Method not found" like a node without those subsystems.
// Answers with a recorded real-node JSON fixture are compared with it by shape.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ApiPromise, WsProvider } from '@polkadot/api';
import kitchensink from '@polkadot/types-support/metadata/v16/substrate-rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevAccounts, devAccounts } from '../helpers/accounts.ts';
import { shapeMismatches } from '../helpers/json-shape.ts';
import { RpcCallError, WsRpc } from '../helpers/ws-client.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';
import { until } from '../../src/testing/until.ts';

const CONSENSUS = /^(babe|beefy|grandpa|mmr|statement)_/;
const CODE_KEY = '0x3a636f6465';
const CHILD_KEY = `0x${Buffer.from(':child_storage:default:lumi').toString('hex')}`;
const PEER_ID = '12D3KooWEyoppNCUx8Yx66oV9fJnriXwCcXwDDUA2kj6vnc6iDEp';
/** Methods whose correct answer here is an error (and which). */
const EXPECTED_ERRORS: Record<string, number> = {
  // Lumi's runtime has no SessionKeys API: the client error a FRAME node without it gives.
  author_rotateKeys: 1040,
  author_hasSessionKeys: 1040,
  // An operation id this node never handed out.
  transaction_v1_stop: -32602,
};

const fixtures = createRequire(import.meta.url).resolve('@polkadot/types-support/json/Header.001.json');
const fixture = (name: string): unknown => {
  const json = JSON.parse(readFileSync(fixtures.replace('Header.001.json', name), 'utf8')) as {
    result?: unknown;
    params?: { result: unknown };
  };
  return json.result ?? json.params!.result;
};

let node: SpawnedNode;
let rpc: WsRpc;
let api: ApiPromise;
let acc: DevAccounts;
let genesis: string;
let block1: string;

const transfer = (from: keyof Omit<DevAccounts, 'keyring'>) =>
  api.tx.balances
    .transferKeepAlive(acc.bob.address, 1_000_000_000n)
    .signAsync(acc[from], { nonce: 0, era: 0 })
    .then((tx) => tx.toHex());

beforeAll(async () => {
  acc = await devAccounts();
  node = await spawnNode(['--dev', '--tmp', '--finality-delay', '0']);
  rpc = await WsRpc.connect(node.wsUrl);
  api = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
  genesis = await rpc.call<string>('chain_getBlockHash', [0]);
  // Block #1, with a transfer in it, for the methods that look at a block with a parent.
  await new Promise<void>((resolve, reject) => {
    void api.tx.balances
      .transferKeepAlive(acc.bob.address, 1_000_000_000n)
      .signAndSend(acc.ferdie, ({ status }) => {
        if (status.isInBlock || status.isFinalized) resolve();
      })
      .catch(reject);
  });
  block1 = await rpc.call<string>('chain_getBlockHash', [1]);
});
afterAll(async () => {
  await api?.disconnect();
  await rpc?.close();
  await node?.stop();
});

/** Real parameters for every method that takes some. */
async function paramsFor(): Promise<Record<string, unknown[]>> {
  const events: { event: string; finalizedBlockHashes?: string[] }[] = [];
  const follow = await rpc.subscribe('chainHead_v1_follow', [false], (e) => events.push(e as never));
  await until('the initialized event', () => events.some((e) => e.event === 'initialized'));
  const pinned = events[0]!.finalizedBlockHashes!.at(-1)!;
  const unsubmitted = await transfer('charlie');
  const alicePub = `0x${Buffer.from(acc.alice.publicKey).toString('hex')}`;
  return {
    account_nextIndex: [acc.alice.address],
    system_accountNextIndex: [acc.alice.address],
    author_hasKey: [alicePub, 'babe'],
    author_hasSessionKeys: ['0x00'],
    author_insertKey: ['babe', '//Alice', alicePub],
    author_removeExtrinsic: [[]],
    author_submitAndWatchExtrinsic: [await transfer('alice')],
    author_submitExtrinsic: [await transfer('dave')],
    author_unwatchExtrinsic: ['unknown'],
    chainHead_v1_follow: [false],
    chainHead_v1_body: [follow, pinned],
    chainHead_v1_call: [follow, pinned, 'Core_version', '0x'],
    chainHead_v1_continue: [follow, 'unknown'],
    chainHead_v1_header: [follow, pinned],
    chainHead_v1_stopOperation: [follow, 'unknown'],
    chainHead_v1_storage: [follow, pinned, [{ key: CODE_KEY, type: 'hash' }], null],
    chainHead_v1_unfollow: ['unknown'],
    // Last in the list's order of use: unpinning ends the other calls' use of the block.
    chainHead_v1_unpin: [follow, pinned],
    chain_getBlockHash: [0],
    chain_unsubscribeAllHeads: ['unknown'],
    chain_unsubscribeFinalisedHeads: ['unknown'],
    chain_unsubscribeFinalizedHeads: ['unknown'],
    chain_unsubscribeNewHead: ['unknown'],
    chain_unsubscribeNewHeads: ['unknown'],
    chain_unsubscribeRuntimeVersion: ['unknown'],
    childstate_getKeys: [CHILD_KEY, '0x'],
    childstate_getKeysPaged: [CHILD_KEY, '0x', 10],
    childstate_getKeysPagedAt: [CHILD_KEY, '0x', 10],
    childstate_getStorage: [CHILD_KEY, '0x00'],
    childstate_getStorageEntries: [CHILD_KEY, ['0x00']],
    childstate_getStorageHash: [CHILD_KEY, '0x00'],
    childstate_getStorageSize: [CHILD_KEY, '0x00'],
    dev_getBlockStats: [block1],
    offchain_localStorageClear: ['PERSISTENT', '0x01'],
    offchain_localStorageGet: ['PERSISTENT', '0x01'],
    offchain_localStorageSet: ['PERSISTENT', '0x01', '0x02'],
    payment_queryFeeDetails: [unsubmitted],
    payment_queryInfo: [unsubmitted],
    state_call: ['Core_version', '0x'],
    state_callAt: ['Core_version', '0x', genesis],
    state_getChildReadProof: [CHILD_KEY, ['0x00']],
    state_getKeys: ['0x3a'],
    state_getKeysPaged: ['0x', 10],
    state_getKeysPagedAt: ['0x', 10, null, genesis],
    state_getPairs: [CODE_KEY],
    state_getReadProof: [[CODE_KEY]],
    state_getStorage: [CODE_KEY],
    state_getStorageAt: [CODE_KEY, genesis],
    state_getStorageHash: [CODE_KEY],
    state_getStorageHashAt: [CODE_KEY, genesis],
    state_getStorageSize: [CODE_KEY],
    state_getStorageSizeAt: [CODE_KEY, genesis],
    state_queryStorage: [[CODE_KEY], genesis],
    state_queryStorageAt: [[CODE_KEY]],
    state_subscribeStorage: [[CODE_KEY]],
    state_traceBlock: [block1],
    state_unsubscribeRuntimeVersion: ['unknown'],
    state_unsubscribeStorage: ['unknown'],
    sync_state_genSyncSpec: [false],
    system_addLogFilter: ['info'],
    system_addReservedPeer: [`/ip4/127.0.0.1/tcp/30333/p2p/${PEER_ID}`],
    system_removeReservedPeer: [PEER_ID],
    system_dryRun: [unsubmitted],
    system_dryRunAt: [unsubmitted, genesis],
    transactionWatch_v1_submitAndWatch: [await transfer('eve')],
    transactionWatch_v1_unwatch: ['unknown'],
    transaction_v1_broadcast: [await transfer('bob')],
    transaction_v1_stop: ['unknown'],
    unsubscribe_newHead: ['unknown'],
  };
}

describe("a kitchensink dev node's rpc_methods", () => {
  const all: string[] = kitchensink.methods;

  it('lists every method of the list except the consensus and statement groups', async () => {
    const { methods } = await rpc.call<{ methods: string[] }>('rpc_methods');
    expect(all.length).toBe(127);
    const expected = all.filter((m) => !CONSENSUS.test(m));
    expect(expected.filter((m) => !methods.includes(m))).toEqual([]);
    expect(methods.filter((m) => CONSENSUS.test(m))).toEqual([]);
  });

  it('answers "Method not found" for babe, beefy, grandpa, mmr and statement, as a node without them', async () => {
    for (const m of all.filter((name) => CONSENSUS.test(name))) {
      const e = await rpc.call(m, []).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(e, m).toBeInstanceOf(RpcCallError);
      expect((e as RpcCallError).code, m).toBe(-32601);
    }
  });

  it('answers every other method with real parameters', async () => {
    const params = await paramsFor();
    const failures: string[] = [];
    for (const m of all.filter((name) => !CONSENSUS.test(name))) {
      try {
        await rpc.call(m, params[m] ?? []);
        if (EXPECTED_ERRORS[m] !== undefined)
          failures.push(`${m}: answered, expected error ${EXPECTED_ERRORS[m]}`);
      } catch (e) {
        if (!(e instanceof RpcCallError)) throw e;
        if (EXPECTED_ERRORS[m] !== e.code) failures.push(`${m}: ${e.message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("matches the shapes of a real node's recorded answers", async () => {
    // The recordings predate Substrate renaming SignedBlock's `justification` to `justifications`.
    const renames = { justification: 'justifications' };
    const header0 = await rpc.call('chain_getHeader', [genesis]);
    const header1 = await rpc.call('chain_getHeader', [block1]);
    const signed1 = await rpc.call('chain_getBlock', [block1]);
    const version = await rpc.call('state_getRuntimeVersion');
    const cases: [string, unknown, unknown][] = [
      ['Header.001.json', header0, fixture('Header.001.json')],
      ['Header.003.json', header1, fixture('Header.003.json')],
      ['Header.004.json', header1, fixture('Header.004.json')],
      ['SignedBlock.003.01.json', signed1, fixture('SignedBlock.003.01.json')],
      ['SignedBlock.004.mortal.json', signed1, fixture('SignedBlock.004.mortal.json')],
      ['SignedBlock.005.json', signed1, fixture('SignedBlock.005.json')],
      ['RuntimeVersion.002.json', version, fixture('RuntimeVersion.002.json')],
    ];
    // A storage subscription's first notification (System.Events is set in block #1).
    const EVENTS = '0x26aa394eea5630e07c48ae0c9558cef780d41e5e16056765bc8461851072c9d7';
    const storage = await new Promise<unknown>((resolve) => {
      void rpc.subscribe('state_subscribeStorage', [[EVENTS]], resolve);
    });
    for (const f of ['StorageChangeSet.001.json', 'EventRecord.002.json', 'AccountIdVec.001.json']) {
      cases.push([f, storage, fixture(f)]);
    }
    // A watched extrinsic's last status.
    const tx = await api.tx.balances
      .transferKeepAlive(acc.charlie.address, 1_000_000_000n)
      .signAsync(acc.bob, { nonce: -1, era: 0 });
    const finalized = await new Promise<unknown>((resolve) => {
      void rpc.subscribe('author_submitAndWatchExtrinsic', [tx.toHex()], (status) => {
        if (typeof status === 'object' && status !== null && 'finalized' in status) resolve(status);
      });
    });
    cases.push(['ExtrinsicStatus.001.json', finalized, fixture('ExtrinsicStatus.001.json')]);
    for (const [name, ours, recorded] of cases)
      expect(shapeMismatches(ours, recorded, renames), name).toEqual([]);
  });
});
