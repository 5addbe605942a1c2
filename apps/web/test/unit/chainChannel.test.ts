import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Observable, Subject, firstValueFrom, take, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createChannel, type Channel, type ChannelPort } from '../../src/shared/chain/worker/channel.ts';

// What the worker offers in these tests: a call, a stream that counts its subscribers, and failures.
// `toMain` is the worker's end of the channel, for asking the main thread to sign.
function workerSide(toMain: () => Channel<typeof mainApi>) {
  const blocks = new Subject<{ number: number; hash: string }>();
  let subscribers = 0;
  const api = {
    calls: {
      balance: (address: string) =>
        Promise.resolve({ address, free: 10n ** 20n, key: new Uint8Array([1, 2]) }),
      broken: () =>
        Promise.reject(Object.assign(new Error('Invalid'), { name: 'InvalidTxError', error: 'Payment' })),
      unsendable: () => Promise.resolve({ run: () => 1 }),
      // A request the node never answers.
      hang: () => new Promise<never>(() => undefined),
      // The worker asks the main thread to sign: the signer lives there.
      signAndSubmit: (payload: Uint8Array) =>
        toMain()
          .call('sign', payload)
          .then((signature) => ({ submitted: signature })),
    },
    streams: {
      blocks: () =>
        new Observable<{ number: number; hash: string }>((subscriber) => {
          subscribers += 1;
          const inner = blocks.subscribe(subscriber);
          return () => {
            subscribers -= 1;
            inner.unsubscribe();
          };
        }),
      // Emits, while being subscribed, a value that cannot cross.
      unsendable: () =>
        new Observable<{ run: () => number }>((subscriber) => {
          subscribers += 1;
          subscriber.next({ run: () => 1 });
          return () => {
            subscribers -= 1;
          };
        }),
      failing: () => new Observable<number>((subscriber) => subscriber.error(new Error('dead connection'))),
      short: (count: number) =>
        new Observable<number>((subscriber) => {
          for (let i = 0; i < count; i++) subscriber.next(i);
          subscriber.complete();
        }),
    },
  };
  return { api, blocks, subscribers: () => subscribers };
}

const mainApi = {
  calls: { sign: (payload: Uint8Array) => Promise.resolve(new Uint8Array([...payload].reverse())) },
  streams: {},
};
type WorkerApi = ReturnType<typeof workerSide>['api'];

let ports: MessagePort[] = [];

function connect() {
  const { port1, port2 } = new MessageChannel();
  ports = [port1, port2];
  const worker = workerSide(() => workerChannel);
  const workerChannel = createChannel<typeof mainApi>(port2 as unknown as ChannelPort, worker.api);
  const main = createChannel<WorkerApi>(port1 as unknown as ChannelPort, mainApi);
  return { worker, workerChannel, main };
}

// Lets messages in flight through the ports arrive.
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => ports.forEach((port) => port.close()));

describe('the chain worker channel', () => {
  it('answers a call with the value as the worker made it', async () => {
    const { main } = connect();
    await expect(main.call('balance', '5Grw')).resolves.toStrictEqual({
      address: '5Grw',
      free: 10n ** 20n,
      key: new Uint8Array([1, 2]),
    });
    expect(main.open().calls).toBe(0);
  });

  it('rejects with the error the worker raised, fields included', async () => {
    const { main } = connect();
    await expect(main.call('broken')).rejects.toMatchObject({ name: 'InvalidTxError', error: 'Payment' });
    await expect(main.call('unsendable')).rejects.toThrow('value.run is a function');
  });

  it('runs the signer round trip: the worker asks the main thread to sign', async () => {
    const { main } = connect();
    await expect(main.call('signAndSubmit', new Uint8Array([1, 2, 3]))).resolves.toStrictEqual({
      submitted: new Uint8Array([3, 2, 1]),
    });
  });

  it('streams values and, on unsubscribing, unsubscribes in the worker', async () => {
    const { main, worker, workerChannel } = connect();
    const seen: number[] = [];
    const first = main.watch('blocks').subscribe((block) => seen.push(block.number));
    const second = main.watch('blocks').subscribe(() => undefined);
    await settle();
    expect(worker.subscribers()).toBe(2);
    worker.blocks.next({ number: 1, hash: '0x01' });
    worker.blocks.next({ number: 2, hash: '0x02' });
    await settle();
    expect(seen).toEqual([1, 2]);
    first.unsubscribe();
    second.unsubscribe();
    await settle();
    expect(worker.subscribers()).toBe(0);
    expect(workerChannel.open().serving).toBe(0);
    expect(main.open().watching).toBe(0);
  });

  it('passes a stream’s completion and error through and keeps nothing open', async () => {
    const { main, workerChannel } = connect();
    await expect(firstValueFrom(main.watch('short', 3).pipe(toArray()))).resolves.toEqual([0, 1, 2]);
    await expect(firstValueFrom(main.watch('failing'))).rejects.toThrow('dead connection');
    await expect(firstValueFrom(main.watch('short', 5).pipe(take(2), toArray()))).resolves.toEqual([0, 1]);
    await settle();
    expect(workerChannel.open()).toEqual({ calls: 0, watching: 0, serving: 0 });
    expect(main.open()).toEqual({ calls: 0, watching: 0, serving: 0 });
  });

  it('ends a stream in the worker whose value cannot cross, and says why', async () => {
    const { main, worker, workerChannel } = connect();
    await expect(firstValueFrom(main.watch('unsendable'))).rejects.toThrow('value.run is a function');
    expect(worker.subscribers()).toBe(0);
    expect(workerChannel.open().serving).toBe(0);
  });

  it('fails a request for something the other end does not offer', async () => {
    const { main } = connect();
    const untyped = main as unknown as { call: (name: string) => Promise<unknown> };
    await expect(untyped.call('nothing')).rejects.toThrow('no call named "nothing"');
  });

  it('fails everything waiting when the channel closes, as a dead worker does', async () => {
    const { main, worker } = connect();
    const errors: Error[] = [];
    main.watch('blocks').subscribe({ error: (error: Error) => errors.push(error) });
    const pending = main.call('hang');
    await settle();
    expect(main.open()).toEqual({ calls: 1, watching: 1, serving: 0 });
    main.close(new Error('The chain worker stopped.'));
    await expect(pending).rejects.toThrow('The chain worker stopped.');
    expect(errors.map((error) => error.message)).toEqual(['The chain worker stopped.']);
    await expect(main.call('balance', 'x')).rejects.toThrow('The chain worker stopped.');
    expect(main.open()).toEqual({ calls: 0, watching: 0, serving: 0 });
    // The worker's stream is still subscribed until that side is told; its own close ends it.
    expect(worker.subscribers()).toBe(1);
  });

  it('closes on a message outside the protocol instead of guessing', async () => {
    const { main } = connect();
    const pending = main.call('hang');
    ports[1]!.postMessage({ t: 'ok' });
    await expect(pending).rejects.toThrow('outside its protocol');
  });
});
