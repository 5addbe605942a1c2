// The main thread's link to the chain worker: a worker that dies (its `error` event: a script that failed to
// load or threw) or sends what cannot be read (`messageerror`) closes the channel, so every waiting call and
// stream fails with the reason, later ones fail at once, the worker is terminated and the connection is told
// once. The Worker is a stand-in over Node's MessageChannel: an EventTarget whose messages come from the port.
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { NEVER, type Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createChannel, type ChannelPort } from '../../src/shared/chain/worker/channel.ts';
import { linkWorker } from '../../src/shared/chain/worker/workerLink.ts';
import { StandInWorker } from '../chain/standInWorker.ts';

const workerApi = {
  calls: {
    echo: (value: string) => Promise.resolve(value),
    hang: () => new Promise<never>(() => undefined),
  },
  streams: { silent: (): Observable<number> => NEVER },
};

let ports: MessagePort[] = [];
afterEach(() => ports.forEach((port) => port.close()));

function link() {
  const { port1, port2 } = new MessageChannel();
  ports = [port1, port2];
  createChannel(port2 as unknown as ChannelPort, workerApi);
  const worker = new StandInWorker(port1);
  const closed: Error[] = [];
  const { channel, end } = linkWorker<typeof workerApi>(worker, { calls: {}, streams: {} }, (reason) =>
    closed.push(reason),
  );
  return { worker, channel, end, closed };
}

describe('the link to the chain worker', () => {
  it('carries calls while the worker lives', async () => {
    const { channel, worker, closed } = link();
    await expect(channel.call('echo', 'hello')).resolves.toBe('hello');
    expect(worker.terminated).toBe(0);
    expect(closed).toEqual([]);
  });

  it('closes on the worker’s error: waiting calls and streams fail, later calls fail at once', async () => {
    const { channel, worker, closed } = link();
    const waiting = channel.call('hang');
    const streamed = new Promise<unknown>((resolve) => channel.watch('silent').subscribe({ error: resolve }));
    await expect.poll(() => channel.open()).toEqual({ calls: 1, watching: 1, serving: 0 });
    const event = worker.fail('Uncaught SyntaxError: bad chunk');
    expect(event.defaultPrevented).toBe(true);
    await expect(waiting).rejects.toThrow('The chain worker stopped: Uncaught SyntaxError: bad chunk');
    await expect(streamed).resolves.toBeInstanceOf(Error);
    await expect(channel.call('echo', 'again')).rejects.toThrow('The chain worker stopped');
    expect(channel.open()).toEqual({ calls: 0, watching: 0, serving: 0 });
    expect(worker.terminated).toBe(1);
    expect(closed.map((reason) => reason.message)).toEqual([
      'The chain worker stopped: Uncaught SyntaxError: bad chunk',
    ]);
    // A second failure of the same worker tells the connection nothing new.
    worker.fail('again');
    expect(closed).toHaveLength(1);
    expect(worker.terminated).toBe(1);
  });

  it('closes on a message that cannot be read, and on end()', async () => {
    const unreadable = link();
    const waiting = unreadable.channel.call('hang');
    unreadable.worker.dispatchEvent(new Event('messageerror'));
    await expect(waiting).rejects.toThrow('could not be read');
    expect(unreadable.worker.terminated).toBe(1);

    const ended = link();
    const pending = ended.channel.call('hang');
    ended.end(new Error('switching endpoint'));
    await expect(pending).rejects.toThrow('switching endpoint');
    expect(ended.worker.terminated).toBe(1);
    expect(ended.closed.map((reason) => reason.message)).toEqual(['switching endpoint']);
  });
});
