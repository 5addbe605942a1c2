import { readFileSync } from 'node:fs';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { getPolkadotSignerFromPjs, type SignerPayloadJSON } from 'polkadot-api/pjs-signer';
import { getPolkadotSigner } from 'polkadot-api/signer';
import { toHex } from 'polkadot-api/utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createChannel, type ChannelPort } from '../../src/shared/chain/worker/channel.ts';
import {
  remoteSigner,
  type SignerAccount,
  type SignerHost,
} from '../../src/shared/chain/worker/remoteSigner.ts';

// Lumi's own metadata, as the descriptors' generator writes it.
const metadata = new Uint8Array(
  readFileSync(new URL('../../../../packages/descriptors/generated/lumi.scale', import.meta.url)),
);

const bytes = (length: number, fill: number) => new Uint8Array(length).fill(fill);

// Lumi's signed extensions with valid encodings (immortal era, nonce 1, no tip, LUMI pays, no metadata hash).
const signedExtensions = Object.fromEntries(
  Object.entries({
    CheckNonZeroSender: [[], []],
    CheckSpecVersion: [[], [1, 0, 0, 0]],
    CheckTxVersion: [[], [1, 0, 0, 0]],
    CheckGenesis: [[], [...bytes(32, 7)]],
    CheckMortality: [[0], [...bytes(32, 7)]],
    CheckNonce: [[4], []],
    CheckWeight: [[], []],
    ChargeAssetTxPayment: [[0, 0], []],
    CheckMetadataHash: [[0], [0]],
  }).map(([identifier, [value, additionalSigned]]) => [
    identifier,
    { identifier, value: Uint8Array.from(value!), additionalSigned: Uint8Array.from(additionalSigned!) },
  ]),
);

// One short call, and one long enough that the key signs its hash instead.
const calls = [Uint8Array.from([0, 7, 1, 2, 3]), bytes(300, 9)];

let pair: ReturnType<Keyring['createFromUri']>;
beforeAll(async () => {
  await cryptoWaitReady();
  // ed25519 signatures are deterministic, so the worker's extrinsic can be compared byte for byte.
  pair = new Keyring({ type: 'ed25519', ss58Format: 42 }).createFromUri('//Alice');
});

// A stand-in extension: signs the payload's JSON with the pair, so equal payloads give equal signatures.
const extensionSignPayload = (payload: SignerPayloadJSON) =>
  Promise.resolve({ signature: toHex(pair.sign(new TextEncoder().encode(JSON.stringify(payload)))) });
const extensionSignRaw = ({ data }: { data: string }) =>
  Promise.resolve({ id: 0, signature: toHex(pair.sign(new TextEncoder().encode(data))) });

let ports: MessagePort[] = [];
afterEach(() => ports.forEach((port) => port.close()));

/** The worker's end of a channel whose main thread signs with `pair`, and what the main thread was sent. */
function connect() {
  const received: unknown[][] = [];
  const host: SignerHost = {
    calls: {
      signBytes: (account, data) => {
        received.push([account, data]);
        return account.kind === 'key'
          ? Promise.resolve(pair.sign(data))
          : extensionSignRaw({ data: toHex(data) }).then(({ signature }) => hexBytes(signature));
      },
      signPayload: (account, payload) => {
        received.push([account, payload]);
        return extensionSignPayload(payload);
      },
    },
    streams: {},
  };
  const { port1, port2 } = new MessageChannel();
  ports = [port1, port2];
  createChannel(port1 as unknown as ChannelPort, host);
  const worker = createChannel<SignerHost>(port2 as unknown as ChannelPort, { calls: {}, streams: {} });
  return { worker, received };
}

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(Buffer.from(hex.slice(2), 'hex'));
}

describe('signing from the chain worker', () => {
  it('gives the same extrinsic as a key signer on the main thread, sending it only the bytes to sign', async () => {
    const { worker, received } = connect();
    const account: SignerAccount = {
      kind: 'key',
      address: pair.address,
      publicKey: pair.publicKey,
      type: 'Ed25519',
    };
    const here = getPolkadotSigner(pair.publicKey, 'Ed25519', (data) => pair.sign(data));
    const there = remoteSigner(worker, account);
    for (const call of calls) {
      const expected = await here.signTx(call, signedExtensions, metadata, 1);
      await expect(there.signTx(call, signedExtensions, metadata, 1)).resolves.toStrictEqual(expected);
    }
    await expect(there.signBytes(bytes(5, 1))).resolves.toStrictEqual(await here.signBytes(bytes(5, 1)));
    // Each request carries the account and at most 256 bytes (the long call is hashed): never the metadata.
    expect(received).toHaveLength(3);
    for (const [who, data] of received) {
      expect(who).toStrictEqual(account);
      expect((data as Uint8Array).length).toBeLessThanOrEqual(256);
    }
    expect((received[1]![1] as Uint8Array).length).toBe(32);
  });

  it('gives the same extrinsic as an extension signer on the main thread, sending it the JSON payload', async () => {
    const { worker, received } = connect();
    const account: SignerAccount = { kind: 'extension', extension: 'polkadot-js', address: pair.address };
    const here = getPolkadotSignerFromPjs(pair.address, extensionSignPayload, extensionSignRaw);
    const there = remoteSigner(worker, account);
    for (const call of calls) {
      const expected = await here.signTx(call, signedExtensions, metadata, 1);
      await expect(there.signTx(call, signedExtensions, metadata, 1)).resolves.toStrictEqual(expected);
    }
    await expect(there.signBytes(bytes(5, 1))).resolves.toStrictEqual(await here.signBytes(bytes(5, 1)));
    expect(received.map(([, what]) => (what instanceof Uint8Array ? 'bytes' : 'payload'))).toEqual([
      'payload',
      'payload',
      'bytes',
    ]);
    expect(received[0]![1]).toMatchObject({
      address: pair.address,
      method: toHex(calls[0]!),
      nonce: '0x00000001',
    });
  });

  it('fails the signature as the main thread failed it (a declined extension)', async () => {
    const { port1, port2 } = new MessageChannel();
    ports = [port1, port2];
    const declined = Object.assign(new Error('Cancelled'), { name: 'Cancelled' });
    createChannel(port1 as unknown as ChannelPort, {
      calls: { signPayload: () => Promise.reject(declined), signBytes: () => Promise.reject(declined) },
      streams: {},
    });
    const worker = createChannel<SignerHost>(port2 as unknown as ChannelPort, { calls: {}, streams: {} });
    const there = remoteSigner(worker, {
      kind: 'extension',
      extension: 'polkadot-js',
      address: pair.address,
    });
    await expect(there.signTx(calls[0]!, signedExtensions, metadata, 1)).rejects.toMatchObject({
      name: 'Cancelled',
      message: 'Cancelled',
    });
  });
});
