// ChainConnection on the chain worker: it starts the worker only when asked (after the first paint), reads the
// chain's name through it, shows a worker that dies as a lost connection, and the link's next try (here Retry)
// starts a new worker that the connection's `chain` then reaches. The module that starts the real worker is
// replaced by one that links a stand-in Worker over Node's MessageChannel with the real linkWorker, so the death
// goes the real way (the worker's `error` event).
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { NEVER } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SocketGate } from '../../src/shared/chain/gatedSocket.ts';
import { ChainConnection } from '../../src/shared/chain/connection.ts';
import type { ChainWorkerApi } from '../../src/shared/chain/worker/chainWorker.ts';
import { createChannel, type ChannelPort } from '../../src/shared/chain/worker/channel.ts';
import { linkWorker } from '../../src/shared/chain/worker/workerLink.ts';
import { StandInWorker } from '../chain/standInWorker.ts';

const state = vi.hoisted(() => ({
  started: [] as { endpoint: string; gate: SocketGate; worker: StandInWorker; opened: string[] }[],
  ports: [] as MessagePort[],
}));

vi.mock('../../src/shared/chain/chainLink.ts', () => ({
  linkChainWorker: (endpoint: string, gate: SocketGate, onClose: (reason: Error) => void) => {
    const { port1, port2 } = new MessageChannel();
    state.ports.push(port1, port2);
    const opened: string[] = [];
    const generation = state.started.length + 1;
    // The worker's end: what ChainConnection asks of it.
    createChannel(port2 as unknown as ChannelPort, {
      calls: {
        open: (at: string) => {
          opened.push(at);
          return Promise.resolve();
        },
        request: (method: string) =>
          Promise.resolve(method === 'system_chain' ? `Development #${generation}` : 'Development'),
      },
      streams: { bestBlocks: () => NEVER, finalizedBlock: () => NEVER },
    });
    const worker = new StandInWorker(port1);
    const link = linkWorker<ChainWorkerApi>(worker, { calls: {}, streams: {} }, onClose);
    void link.channel.call('open', endpoint);
    state.started.push({ endpoint, gate, worker, opened });
    return { link, api: {} };
  },
}));

afterEach(() => {
  state.ports.forEach((port) => port.close());
  state.ports = [];
  state.started = [];
  vi.restoreAllMocks();
});

describe('ChainConnection on the chain worker', () => {
  it('starts the worker when begun, shows its death as a lost connection, and Retry starts a new one', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const connection = new ChainConnection('ws://node.test');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.started).toHaveLength(0);
    connection.begin();
    await vi.waitFor(() => expect(state.started).toHaveLength(1));
    const first = state.started[0]!;
    expect(first.endpoint).toBe('ws://node.test');
    await vi.waitFor(() => expect(first.opened).toEqual(['ws://node.test']));

    // The worker's socket opened: connected, and the chain's name is read through the worker.
    first.gate.report('open');
    expect(connection.getStatus().phase).toBe('connected');
    await vi.waitFor(() => expect(connection.getStatus().chainName).toBe('Development #1'));

    first.worker.fail('boom');
    expect(first.worker.terminated).toBe(1);
    const lost = connection.getStatus();
    expect(lost.phase).toBe('lost');
    expect(lost.link.failures).toBe(1);
    expect(lost.link.nextTryAt).toBeGreaterThan(Date.now());
    expect(logged).toHaveBeenCalledWith('Lumi: the chain worker stopped.', expect.any(Error));
    await expect(connection.chain.call('request', 'system_chain', [])).rejects.toThrow(
      'The chain worker stopped: boom',
    );

    // Retry starts the next try at once: a new worker for the same endpoint, which `chain` now reaches.
    connection.retry();
    await vi.waitFor(() => expect(state.started).toHaveLength(2));
    const second = state.started[1]!;
    await vi.waitFor(() => expect(second.opened).toEqual(['ws://node.test']));
    await expect(connection.chain.call('request', 'system_chain', [])).resolves.toBe('Development #2');
    second.gate.report('open');
    expect(connection.getStatus().phase).toBe('connected');

    connection.destroy();
    expect(second.worker.terminated).toBe(1);
    second.worker.fail('after the end');
    expect(state.started).toHaveLength(2);
  });

  it('starts no new worker once destroyed while waiting for the next try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const connection = new ChainConnection('ws://node.test');
    connection.begin();
    await vi.waitFor(() => expect(state.started).toHaveLength(1));
    state.started[0]!.worker.fail('boom');
    expect(connection.getStatus().link.nextTryAt).toBeDefined();
    connection.destroy();
    connection.retry();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(state.started).toHaveLength(1);
  });
});
