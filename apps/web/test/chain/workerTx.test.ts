// Transactions through the chain worker against a real lumi-node: the screens' description of a call becomes
// polkadot-api's transaction in the worker, its fee is the client's own estimate, the worker signs it with the
// main thread's key (the main thread sees only the account and at most 256 bytes) and broadcasts it as a
// stream; unsubscribing that stream reaches the worker, and a refused transaction's error keeps its name and
// its validity error (jobs.ts reads them: a class does not cross). Socket globals: socketGlobals.ts.
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { createClient, type PolkadotClient, type TxBroadcastEvent } from 'polkadot-api';
import { getWsProvider } from 'polkadot-api/ws';
import { filter, firstValueFrom, lastValueFrom, take, toArray } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannel, type Channel, type ChannelPort } from '../../src/shared/chain/worker/channel.ts';
import {
  serveChain,
  type ChainWorkerApi,
  type MainThreadHost,
} from '../../src/shared/chain/worker/chainWorker.ts';
import { gateHost } from '../../src/shared/chain/worker/remoteGate.ts';
import type { SignerAccount } from '../../src/shared/chain/worker/remoteSigner.ts';
import { proxiedTxApi } from '../../src/shared/chain/worker/txProxy.ts';
import type { KeyringPair } from '@polkadot/keyring/types';
import { startDevChain, type DevChain } from './devChain.ts';
import { installSocketGlobals } from './socketGlobals.ts';

let chain: DevChain;
let ports: MessagePort[];
let worker: Channel<ChainWorkerApi>;
let served: Channel<MainThreadHost>;
let reference: PolkadotClient;
const signed: { account: SignerAccount; length: number }[] = [];

const VALUE = 1_234_567_890_000n;
const MORTAL = { mortal: true, period: 64 } as const;
const keyOf = (pair: KeyringPair): SignerAccount => ({
  kind: 'key',
  address: pair.address,
  publicKey: pair.publicKey,
  type: 'Sr25519',
});
const alice = () => keyOf(chain.alice);
// An account with no funds, whose transactions the pool refuses (it cannot pay the fee).
let pauper: KeyringPair;
// The keys the main thread holds (Bob's is not one of them).
const keys = () => new Map([chain.alice, pauper].map((pair) => [pair.address, pair]));
const transfer = () => ({ dest: { type: 'Id', value: chain.bob.address }, value: VALUE });

const freeOf = async (address: string) =>
  (
    (await chain.api.query.system!.account!(address)) as unknown as { data: { free: { toBigInt(): bigint } } }
  ).data.free.toBigInt();

beforeAll(async () => {
  installSocketGlobals();
  chain = await startDevChain();
  pauper = chain.keyring.addFromUri('//WorkerTxPauper');
  const gate = gateHost({
    wait(start) {
      const timer = setTimeout(start, 0);
      return () => clearTimeout(timer);
    },
    report: () => undefined,
  });
  const host: MainThreadHost = {
    calls: {
      ...gate.calls,
      signBytes: (account, data) => {
        signed.push({ account, length: data.length });
        const pair = account.kind === 'key' ? keys().get(account.address) : undefined;
        return pair ? Promise.resolve(pair.sign(data)) : Promise.reject(new Error('no such key'));
      },
      signPayload: () => Promise.reject(new Error('no extension here')),
    },
    streams: gate.streams,
  };
  const { port1, port2 } = new MessageChannel();
  ports = [port1, port2];
  served = serveChain(port2 as unknown as ChannelPort);
  worker = createChannel<ChainWorkerApi>(port1 as unknown as ChannelPort, host);
  await worker.call('open', chain.node.wsUrl);
  reference = createClient(getWsProvider(chain.node.wsUrl));
});

afterAll(async () => {
  reference?.destroy();
  await worker?.call('close').catch(() => undefined);
  ports?.forEach((port) => port.close());
  await chain?.stop();
});

const nonceOf = (address: string) =>
  worker.call('request', 'system_accountNextIndex', [address]) as Promise<number>;

describe('transactions through the chain worker', () => {
  it('gives the call in polkadot-api’s shape and the client’s own fee estimate', async () => {
    const tx = proxiedTxApi(worker).Balances!.transfer_keep_alive!(transfer());
    const own = (
      reference.getUnsafeApi().tx as unknown as Record<
        string,
        Record<
          string,
          (args: unknown) => { decodedCall: unknown; getEstimatedFees(from: string): Promise<bigint> }
        >
      >
    ).Balances!.transfer_keep_alive!(transfer());
    expect(tx.decodedCall).toEqual(own.decodedCall);
    const fee = await tx.getEstimatedFees(chain.alice.address);
    expect(fee).toBeGreaterThan(0n);
    expect(fee).toBe(await own.getEstimatedFees(chain.alice.address));
    // Paid in PHPU: the fee option crosses too (ChargeAssetTxPayment's asset_id as polkadot-api takes it).
    await expect(
      tx.getEstimatedFees(chain.alice.address, { asset: { type: 'Native', value: undefined } }),
    ).resolves.toBeGreaterThan(0n);
  });

  it('signs with the main thread’s key, broadcasts, and the transfer lands', async () => {
    const before = await freeOf(chain.bob.address);
    const nonce = await nonceOf(chain.alice.address);
    const finalized = await worker.call('finalizedBlock');
    const tx = proxiedTxApi(worker).Balances!.transfer_keep_alive!(transfer());
    signed.length = 0;
    const extrinsic = await tx.sign(alice(), { nonce, mortality: MORTAL, at: finalized.hash });
    expect(signed.length).toBe(1);
    expect(signed[0]!.account.address).toBe(chain.alice.address);
    expect(signed[0]!.length).toBeLessThanOrEqual(256);
    const events = await firstValueFrom(
      worker.watch('submitAndWatch', extrinsic).pipe(
        filter(
          (event): event is Extract<TxBroadcastEvent, { type: 'txBestBlocksState' }> =>
            event.type === 'txBestBlocksState' && event.found,
        ),
        take(1),
        toArray(),
      ),
    );
    expect(events[0]!.found && events[0]!.ok).toBe(true);
    // firstValueFrom unsubscribed: the worker stopped following it.
    await expect.poll(() => served.open().serving).toBe(0);
    await expect.poll(() => freeOf(chain.bob.address)).toBe(before + VALUE);
  });

  it('stops following a transaction when the main thread unsubscribes', async () => {
    // A nonce ahead of the account's: the pool keeps it waiting, so the worker's stream stays open until the
    // main thread lets go of it.
    const nonce = (await nonceOf(chain.alice.address)) + 5;
    const tx = proxiedTxApi(worker).System!.remark!({ remark: new Uint8Array([1, 2, 3]) });
    const extrinsic = await tx.sign(alice(), { nonce, mortality: MORTAL });
    const events: TxBroadcastEvent[] = [];
    const subscription = worker.watch('submitAndWatch', extrinsic).subscribe((event) => events.push(event));
    await expect.poll(() => events.length).toBeGreaterThan(0);
    expect(events[0]!.type).toBe('broadcasted');
    expect(served.open().serving).toBe(1);
    subscription.unsubscribe();
    await expect.poll(() => served.open().serving).toBe(0);
    expect(worker.open().watching).toBe(0);
  });

  it('fails a refused transaction with polkadot-api’s error name and its validity error', async () => {
    const tx = proxiedTxApi(worker).System!.remark!({ remark: new Uint8Array([1]) });
    const extrinsic = await tx.sign(keyOf(pauper), { nonce: 0, mortality: MORTAL });
    const error = await lastValueFrom(worker.watch('submitAndWatch', extrinsic).pipe(toArray())).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('InvalidTxError');
    expect((error as Error & { error: unknown }).error).toEqual({
      type: 'Invalid',
      value: { type: 'Payment', value: undefined },
    });
  });

  it('names a call the runtime lacks, and a declined signature crosses as the signer’s error', async () => {
    await expect(
      proxiedTxApi(worker).Nothing!.here!({}).getEstimatedFees(chain.alice.address),
    ).rejects.toThrow(/Nothing/u);
    const stranger = keyOf(chain.bob);
    await expect(
      proxiedTxApi(worker).System!.remark!({ remark: new Uint8Array([1]) }).sign(stranger, { nonce: 0 }),
    ).rejects.toThrow('no such key');
  });
});
