// The chain worker's service end to end against a real lumi-node: the client is opened inside serveChain (the
// app's own openChainClient, provider and gated sockets), the main thread's gate schedules its socket, and
// reads come back through the proxy (Node's stand-ins for the browser's socket globals: socketGlobals.ts).
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { filter, firstValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocketGate } from '../../src/shared/chain/gatedSocket.ts';
import { createChannel, type Channel, type ChannelPort } from '../../src/shared/chain/worker/channel.ts';
import { proxiedApi } from '../../src/shared/chain/worker/chainProxy.ts';
import { serveChain, type ChainWorkerApi } from '../../src/shared/chain/worker/chainWorker.ts';
import { gateHost } from '../../src/shared/chain/worker/remoteGate.ts';
import { startDevChain, type DevChain } from './devChain.ts';
import { installSocketGlobals } from './socketGlobals.ts';

let chain: DevChain;
let ports: MessagePort[];
let worker: Channel<ChainWorkerApi>;
const reports: string[] = [];

beforeAll(async () => {
  installSocketGlobals();
  chain = await startDevChain();
  const gate: SocketGate = {
    wait(start) {
      const timer = setTimeout(start, 0);
      return () => clearTimeout(timer);
    },
    report: (event) => reports.push(event),
  };
  const { port1, port2 } = new MessageChannel();
  ports = [port1, port2];
  serveChain(port2 as unknown as ChannelPort);
  worker = createChannel<ChainWorkerApi>(port1 as unknown as ChannelPort, gateHost(gate));
});

afterAll(async () => {
  await worker?.call('close').catch(() => undefined);
  ports?.forEach((port) => port.close());
  await chain?.stop();
});

describe('the chain worker service', () => {
  it('refuses reads before it has a connection, and waits with streams', async () => {
    await expect(worker.call('request', 'system_chain', [])).rejects.toThrow(
      'The chain worker has no connection yet',
    );
    const firstBlocks = firstValueFrom(
      worker.watch('bestBlocks').pipe(filter((blocks) => blocks.length > 0)),
    );
    await worker.call('open', chain.node.wsUrl);
    const blocks = await firstBlocks;
    expect(blocks[0]!.number).toBeGreaterThanOrEqual(0);
    await expect(worker.call('open', chain.node.wsUrl)).rejects.toThrow('already has a connection');
  });

  it('opens its socket through the main thread’s gate and reads through the proxy', async () => {
    const api = proxiedApi(worker);
    await expect(worker.call('request', 'system_chain', [])).resolves.toBe('Development');
    const account = (await api.query.System!.Account!.getValue(chain.alice.address, { at: 'best' })) as {
      data: { free: bigint };
    };
    expect(account.data.free).toBeGreaterThan(0n);
    await expect(api.constants.System!.SS58Prefix!()).resolves.toBe(42);
    expect(reports.slice(0, 2)).toEqual(['trying', 'open']);
  });
});
