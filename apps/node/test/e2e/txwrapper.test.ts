// txwrapper-core, unmodified, the way exchanges and custodians use it: every chain fact is read once over raw
// JSON-RPC, the transaction is built and signed offline from the metadata alone, and only the finished bytes go
// back to the node. It has its own copy of @polkadot/types (v14), so it checks that our metadata, signed
// extensions and extrinsic encoding read the same to a second registry. Its `assetId` option is typed for Asset
// Hub's asset kinds only (an XCM Location or a Compact<u32>), so fees in PHPU are tested with the clients that
// read the kind from metadata (fee-in-asset.test.ts), not here.
import type { KeyringPair } from '@polkadot/keyring/types';
import {
  construct,
  decode,
  defineMethod,
  getRegistryBase,
  type OptionsWithMeta,
  type UnsignedTransaction,
} from '@substrate/txwrapper-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevAccounts, devAccounts } from '../helpers/accounts.ts';
import { WsRpc } from '../helpers/ws-client.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';

let node: SpawnedNode;
let rpc: WsRpc;
let acc: DevAccounts;
let options: OptionsWithMeta;
let chain: { genesisHash: string; specVersion: number; transactionVersion: number };

beforeAll(async () => {
  acc = await devAccounts();
  node = await spawnNode();
  rpc = await WsRpc.connect(node.wsUrl);
  const metadataRpc = await rpc.call<`0x${string}`>('state_getMetadata');
  const version = await rpc.call<{ specVersion: number; transactionVersion: number }>(
    'state_getRuntimeVersion',
  );
  const chainProperties = await rpc.call<Record<string, unknown>>('system_properties');
  const genesisHash = await rpc.call<string>('chain_getBlockHash', [0]);
  const registry = getRegistryBase({ chainProperties, specTypes: {}, metadataRpc });
  options = { metadataRpc, registry };
  chain = { genesisHash, specVersion: version.specVersion, transactionVersion: version.transactionVersion };
}, 60_000);
afterAll(async () => {
  await rpc?.close();
  await node?.stop();
});

/** An unsigned transaction against the current finalized block, the way txwrapper's examples build one. */
async function unsignedFrom(
  signer: KeyringPair,
  method: { pallet: string; name: string; args: Record<string, never> | Record<string, unknown> },
): Promise<UnsignedTransaction> {
  const blockHash = await rpc.call<string>('chain_getFinalizedHead');
  const header = await rpc.call<{ number: string }>('chain_getHeader', [blockHash]);
  const nonce = await rpc.call<number>('system_accountNextIndex', [signer.address]);
  return defineMethod(
    {
      ...chain,
      method: method as never,
      address: signer.address,
      blockHash,
      blockNumber: Number.parseInt(header.number, 16),
      eraPeriod: 64,
      metadataRpc: options.metadataRpc,
      nonce,
      tip: 0,
    },
    options,
  );
}

/** Sign offline: the payload's bytes (hashed when longer than 256) signed by the key, as txwrapper's examples do. */
function signOffline(unsigned: UnsignedTransaction, signer: KeyringPair): `0x${string}` {
  const payload = construct.signingPayload(unsigned, options);
  const { signature } = options.registry.createType('ExtrinsicPayload', payload, { version: 4 }).sign(signer);
  return signature;
}

interface Watched {
  statuses: string[];
  blockHash: string;
}

/** Submit the finished bytes and follow them to Finalized through author_submitAndWatchExtrinsic. */
async function submitAndWatch(tx: string): Promise<Watched> {
  const statuses: string[] = [];
  let inBlock = '';
  let subscription = '';
  await new Promise<void>((resolve, reject) => {
    rpc
      .subscribe('author_submitAndWatchExtrinsic', [tx], (status) => {
        const name = typeof status === 'string' ? status : Object.keys(status as object)[0]!;
        statuses.push(name);
        if (name === 'inBlock') inBlock = (status as { inBlock: string }).inBlock;
        if (name === 'finalized') resolve();
        if (['invalid', 'dropped', 'usurped', 'finalityTimeout'].includes(name)) {
          reject(new Error(`transaction ${name}`));
        }
      })
      .then((id) => (subscription = id), reject);
  });
  rpc.unsubscribeLocal(subscription);
  return { statuses, blockHash: inBlock };
}

/** The events of a block, as txwrapper's own registry decodes them from raw storage. */
async function eventsAt(blockHash: string): Promise<{ section: string; method: string; data: unknown }[]> {
  const raw = await rpc.call<string>('state_getStorage', [
    '0x26aa394eea5630e07c48ae0c9558cef780d41e5e16056765bc8461851072c9d7',
    blockHash,
  ]);
  const records = options.registry.createType('Vec<FrameSystemEventRecord>', raw);
  return records.map((record) => ({
    section: record.event.section,
    method: record.event.method,
    data: record.event.data.toJSON(),
  }));
}

describe('txwrapper-core', () => {
  it('builds, signs offline, and submits a transfer that reaches Finalized with the hash it predicted', async () => {
    const { alice, bob } = acc;
    const amount = 1_234_567_890_123n;
    const unsigned = await unsignedFrom(alice, {
      pallet: 'balances',
      name: 'transferKeepAlive',
      args: { dest: { id: bob.address }, value: amount.toString() },
    });

    // What txwrapper decodes from its own signing payload is what was asked for.
    const payload = construct.signingPayload(unsigned, options);
    const fromPayload = decode(payload, options);
    expect(fromPayload.method.pallet).toBe('balances');
    expect(fromPayload.method.name).toBe('transferKeepAlive');
    expect(fromPayload.method.args).toEqual({ dest: { id: bob.address }, value: amount.toString() });

    const tx = construct.signedTx(unsigned, signOffline(unsigned, alice), options);
    const predicted = construct.txHash(tx);
    const decoded = decode(tx, options);
    expect(decoded.address).toBe(alice.address);
    expect(decoded.method.args).toEqual({ dest: { id: bob.address }, value: amount.toString() });

    // The node computes the same extrinsic hash txwrapper predicted offline.
    const before = await rpc.call<number>('system_accountNextIndex', [alice.address]);
    const watched = await submitAndWatch(tx);
    expect(watched.statuses).toEqual(expect.arrayContaining(['ready', 'inBlock', 'finalized']));
    const block = await rpc.call<{ block: { extrinsics: string[] } }>('chain_getBlock', [watched.blockHash]);
    expect(block.block.extrinsics).toContain(tx);
    expect(await rpc.call<number>('system_accountNextIndex', [alice.address])).toBe(before + 1);
    const hashes = block.block.extrinsics.map((xt) => construct.txHash(xt));
    expect(hashes).toContain(predicted);

    const events = await eventsAt(watched.blockHash);
    const transfer = events.find((e) => e.section === 'balances' && e.method === 'Transfer');
    expect(transfer?.data).toEqual([alice.address, bob.address, Number(amount)]);
  }, 60_000);

  it('gets the node to refuse a transaction signed for another genesis, with the error a node gives', async () => {
    const { dave } = acc;
    const unsigned = await unsignedFrom(dave, { pallet: 'system', name: 'remark', args: { remark: '0x00' } });
    const wrong: UnsignedTransaction = { ...unsigned, genesisHash: `0x${'11'.repeat(32)}` };
    const tx = construct.signedTx(wrong, signOffline(wrong, dave), options);
    await expect(rpc.call('author_submitExtrinsic', [tx])).rejects.toMatchObject({ code: 1010 });
  }, 60_000);
});
