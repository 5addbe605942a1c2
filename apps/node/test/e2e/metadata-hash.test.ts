// CheckMetadataHash (RFC-0078) end to end: clients compute the metadata digest from what the node serves
// (metadata V15 + system_properties), sign with it, and the node accepts exactly that digest.
import '@polkadot/api-augment';
import { ApiPromise, WsProvider } from '@polkadot/api';
import { merkleizeMetadata } from '@polkadot-api/merkleize-metadata';
import { u8aToHex } from '@polkadot/util';
import { decodeExtrinsic } from '@lumi/runtime';
import { createClient, type PolkadotClient } from 'polkadot-api';
import { getPolkadotSigner, withMetadataHash } from 'polkadot-api/signer';
import { getWsProvider } from 'polkadot-api/ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevAccounts, devAccounts } from '../helpers/accounts.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';

let node: SpawnedNode;
let api: ApiPromise;
let client: PolkadotClient;
let acc: DevAccounts;
/** What a wallet computes: merkleize-metadata over the served V15 metadata with the chain's properties. */
let digest: Uint8Array;

beforeAll(async () => {
  acc = await devAccounts();
  node = await spawnNode();
  api = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
  client = createClient(getWsProvider(node.wsUrl, { websocketClass: WebSocket as never }));
  const v15 = await api.call.metadata.metadataAtVersion(15);
  expect(v15.isSome).toBe(true);
  const decimals = api.registry.chainDecimals[0];
  const tokenSymbol = api.registry.chainTokens[0];
  if (decimals === undefined || tokenSymbol === undefined)
    throw new Error('system_properties lacks the token');
  digest = merkleizeMetadata(v15.unwrap().toU8a(true), { decimals, tokenSymbol }).digest();
});
afterAll(async () => {
  client?.destroy();
  await api?.disconnect();
  await node?.stop();
});

async function free(address: string): Promise<bigint> {
  return (await api.query.system.account(address)).data.free.toBigInt();
}

/** CheckMetadataHash's mode in the extrinsic bytes the chain holds, as the runtime decodes it. */
async function modeInBlock(blockHash: string, txHex: string): Promise<string | undefined> {
  const block = await api.rpc.chain.getBlock(blockHash);
  const found = block.block.extrinsics.find((x) => x.toHex() === txHex);
  if (!found) throw new Error(`extrinsic not in block ${blockHash}`);
  return decodeExtrinsic(found.toU8a()).signed?.metadataHashMode;
}

describe('@polkadot/api with the metadata hash', () => {
  it('lands a transfer signed with mode 1 and the digest computed client-side', async () => {
    const amount = 2_000_000_000_000n;
    const before = await free(acc.ferdie.address);
    const tx = api.tx.balances.transferKeepAlive(acc.ferdie.address, amount);
    await tx.signAsync(acc.eve, { nonce: -1, mode: 1, metadataHash: u8aToHex(digest) });
    expect(tx.mode.toNumber()).toBe(1);
    const blockHash = await new Promise<string>((resolve, reject) => {
      tx.send((r) => {
        if (r.status.isInBlock) {
          const ok = r.events.some((e) => api.events.system.ExtrinsicSuccess.is(e.event));
          if (ok) resolve(r.status.asInBlock.toHex());
          else reject(new Error(`no ExtrinsicSuccess: ${r.events.map((e) => e.event.method).join(', ')}`));
        }
        if (r.status.isInvalid || r.status.isDropped) reject(new Error(`status ${r.status.type}`));
      }).catch(reject);
    });
    expect(await modeInBlock(blockHash, tx.toHex())).toBe('Enabled');
    expect(await free(acc.ferdie.address)).toBe(before + amount);
  });

  it('rejects the same transfer signed over another hash with 1010 bad signature', async () => {
    const wrong = digest.slice();
    wrong[31]! ^= 0x80;
    const tx = await api.tx.balances
      .transferKeepAlive(acc.ferdie.address, 1_000_000_000n)
      .signAsync(acc.eve, { nonce: -1, mode: 1, metadataHash: u8aToHex(wrong) });
    await expect(api.rpc.author.submitExtrinsic(tx.toHex())).rejects.toThrow(
      '1010: Invalid Transaction: Transaction has a bad signature',
    );
  });

  it('rejects an unknown mode byte as undecodable (1002), naming the Mode type', async () => {
    const tx = await api.tx.balances
      .transferKeepAlive(acc.ferdie.address, 1_000_000_000n)
      .signAsync(acc.eve, { nonce: -1, mode: 7 });
    await expect(api.rpc.author.submitExtrinsic(tx.toHex())).rejects.toThrow(
      /^1002: Verification Error: .*frame_metadata_hash_extension::Mode: unknown variant index 7/,
    );
  });
});

describe('polkadot-api with and without the metadata hash', () => {
  const transfer = (value: bigint) =>
    client.getUnsafeApi().tx.Balances!.transfer_keep_alive!({
      dest: { type: 'Id', value: acc.charlie.address },
      value,
    });
  const signerOf = (who: 'alice' | 'bob') =>
    getPolkadotSigner(acc[who].publicKey, 'Sr25519', (input) => acc[who].sign(input));

  it('lands a default transaction (mode Disabled)', async () => {
    const tx = transfer(1_000_000_000_000n);
    const signed = await tx.sign(signerOf('alice'));
    expect(decodeExtrinsic(signed).signed?.metadataHashMode).toBe('Disabled');
    const result = await client.submit(signed);
    expect(result.ok).toBe(true);
  });

  it('lands a transaction from a signer told to use the metadata hash (withMetadataHash)', async () => {
    const signer = withMetadataHash({ decimals: 12, tokenSymbol: 'LUMI' }, signerOf('bob'));
    const signed = await transfer(1_000_000_000_000n).sign(signer);
    expect(decodeExtrinsic(signed).signed?.metadataHashMode).toBe('Enabled');
    const result = await client.submit(signed);
    expect(result.ok).toBe(true);
    expect(result.events.at(-1)).toMatchObject({ type: 'System', value: { type: 'ExtrinsicSuccess' } });
  });

  it('is refused when the signer hashed other chain properties', async () => {
    const signer = withMetadataHash({ decimals: 10, tokenSymbol: 'DOT' }, signerOf('bob'));
    const signed = await transfer(1_000_000_000n).sign(signer);
    await expect(client.submit(signed)).rejects.toMatchObject({
      name: 'InvalidTxError',
      error: { type: 'Invalid', value: { type: 'BadProof' } },
    });
  });
});
