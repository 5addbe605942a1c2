// The chain worker's reads against a real lumi-node: the server owns a polkadot-api client, the proxy on the
// other end of a MessageChannel reads through it, and the answers equal the client's own.
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { lumi } from '@lumi/descriptors';
import { createClient, type PolkadotClient } from 'polkadot-api';
import { getWsProvider } from 'polkadot-api/ws';
import { firstValueFrom, filter, take, toArray } from 'rxjs';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannel, type Channel, type ChannelPort } from '../../src/shared/chain/worker/channel.ts';
import { proxiedApi, type ProxiedApi } from '../../src/shared/chain/worker/chainProxy.ts';
import { chainServer, type ChainServer } from '../../src/shared/chain/worker/chainServer.ts';
import { shapeOfMetadata } from '../../src/shared/chain/profile/shapeOfMetadata.ts';
import { startDevChain, submit, type DevChain } from './devChain.ts';

const BEST = { at: 'best' } as const;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

let chain: DevChain;
let client: PolkadotClient;
let ports: MessagePort[];
let served: Channel<Record<'calls' | 'streams', Record<string, never>>>;
let worker: Channel<ChainServer>;
let api: ProxiedApi;

beforeAll(async () => {
  chain = await startDevChain();
  client = createClient(
    getWsProvider(chain.node.wsUrl, { websocketClass: WebSocket as unknown as typeof globalThis.WebSocket }),
  );
  const { port1, port2 } = new MessageChannel();
  ports = [port1, port2];
  served = createChannel(port2 as unknown as ChannelPort, chainServer(client));
  worker = createChannel<ChainServer>(port1 as unknown as ChannelPort, { calls: {}, streams: {} });
  api = proxiedApi(worker);
});

afterAll(async () => {
  ports?.forEach((port) => port.close());
  client?.destroy();
  await chain?.stop();
});

describe('chain reads through the worker channel', () => {
  it('reads storage, constants and runtime calls as the client does', async () => {
    const direct = client.getUnsafeApi<typeof lumi>();
    const alice = chain.alice.address;
    const [account, prefix, version] = await Promise.all([
      api.query.System!.Account!.getValue(alice, BEST),
      api.constants.System!.SS58Prefix!(),
      api.apis.Core!.version!(),
    ]);
    expect(account).toStrictEqual(await direct.query.System.Account.getValue(alice, BEST));
    expect((account as { data: { free: bigint } }).data.free).toBeGreaterThan(0n);
    expect(prefix).toBe(42);
    expect(version).toStrictEqual(await direct.apis.Core.version());
    const entries = await api.query.Assets!.Metadata!.getEntries(BEST);
    expect(entries).toStrictEqual(await direct.query.Assets.Metadata.getEntries(BEST));
    await expect(worker.call('request', 'system_chain', [])).resolves.toBe('Development');
    const head = await worker.call('finalizedBlock');
    const metadata = await worker.call('metadata', head.hash);
    expect(metadata).toStrictEqual(await client.getMetadata(head.hash));
    expect(metadata.buffer.byteLength).toBe(metadata.length);
  });

  it('streams values and blocks, and unsubscribing ends them in the worker', async () => {
    const watched = await firstValueFrom(api.query.System!.Account!.watchValue(chain.alice.address, BEST));
    const { value, block } = watched as { value: unknown; block: { hash: string } };
    const direct = client.getUnsafeApi<typeof lumi>().query.System.Account;
    expect(value).toStrictEqual(await direct.getValue(chain.alice.address, { at: block.hash }));
    const blocks = await firstValueFrom(worker.watch('bestBlocks').pipe(filter((list) => list.length > 0)));
    expect(Object.keys(blocks[0]!).sort()).toEqual(['hash', 'number', 'parent']);
    const finalized = await firstValueFrom(worker.watch('finalizedBlock').pipe(take(1), toArray()));
    expect(finalized[0]!.number).toBeGreaterThanOrEqual(0);
    const watchedEntries = await firstValueFrom(api.query.Assets!.Metadata!.watchEntries(BEST));
    const { entries } = watchedEntries as { entries: { args: unknown[]; value: unknown }[] };
    expect(entries.length).toBeGreaterThan(0);
    await settle();
    expect(served.open().serving).toBe(0);
    expect(worker.open()).toEqual({ calls: 0, watching: 0, serving: 0 });
  });

  it('decodes blocks, their events and the chain shape in the worker, as the client reads them', async () => {
    // A block with a signed transfer (the dev chain seals one per transaction), then the finalized head at it.
    await submit(chain.api, chain.alice, 'balances', 'transferKeepAlive', chain.bob.address, 10n ** 12n);
    const sealed = (await chain.api.rpc.chain.getHeader()).number.toNumber();
    const head = await firstValueFrom(worker.watch('finalizedBlock').pipe(filter((b) => b.number >= sealed)));
    const block = await worker.call('block', head.hash);
    expect(block).toBeDefined();
    expect(Number.parseInt(block!.header.number, 16)).toBe(head.number);
    expect(block!.header.parentHash).toBe(head.parent);
    // Every block sets its time with a bare Timestamp.set; this one also carries Alice's transfer.
    const timestamp = block!.extrinsics.find((x) => x.call?.pallet === 'Timestamp');
    expect(timestamp).toMatchObject({ signer: undefined, call: { pallet: 'Timestamp', name: 'set' } });
    expect(typeof (timestamp!.call!.args as { now: unknown }).now).toBe('bigint');
    const transfer = block!.extrinsics.find((x) => x.call?.pallet === 'Balances');
    expect(transfer).toMatchObject({
      signer: chain.alice.address,
      call: { pallet: 'Balances', name: 'transfer_keep_alive', args: { value: 10n ** 12n } },
    });
    expect(transfer!.hash).toMatch(/^0x[0-9a-f]{64}$/u);
    const direct = await client.getUnsafeApi<typeof lumi>().query.System.Events.getValue({ at: head.hash });
    expect(block!.events).toStrictEqual(direct);
    expect(block!.events.some((e) => e.event.type === 'Balances')).toBe(true);
    await expect(worker.call('events', head.hash)).resolves.toStrictEqual(direct);
    await expect(worker.call('block', `0x${'00'.repeat(32)}`)).resolves.toBeUndefined();
    const shape = await worker.call('chainShape');
    expect(shape).toStrictEqual(shapeOfMetadata(await client.getMetadata(head.hash)));
    expect(shape.scheme?.type).toBe('NativeOrWithId');
    expect(shape.pallets).toContain('AssetConversion');
  });

  it('says clearly what the chain lacks or the server does not serve', async () => {
    // polkadot-api's own errors, carried across.
    await expect(api.query.Nothing!.Here!.getValue()).rejects.toThrow(
      'Runtime entry Storage(Nothing.Here) not found',
    );
    await expect(api.constants.Nothing!.Here!()).rejects.toThrow(
      'The constant Nothing.Here could not be read',
    );
    await expect(api.apis.Nothing!.here!()).rejects.toThrow(
      'Runtime entry RuntimeCall(Nothing_here) not found',
    );
    await expect(worker.call('query', 'System', 'Account', 'setValue' as 'getValue', [])).rejects.toThrow(
      'System.Account has no method setValue to serve.',
    );
  });
});
