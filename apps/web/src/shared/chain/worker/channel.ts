// The protocol between the chain worker and the main thread: both ends offer named calls (a promise) and named
// streams (an observable) and can use the other's, over one port. The worker serves the chain's reads and
// streams; the main thread serves the signer, which must stay where the extension and the keystore live.
// Every value crosses through wireValue's codec.
import { Observable, type Subscriber, type Subscription } from 'rxjs';
import { fromWire, toWire } from './wireValue.ts';

/** What one end offers: calls answer once, streams emit until they end or the other end unsubscribes. */
export interface ChannelApi {
  calls: Record<string, (...args: never[]) => Promise<unknown>>;
  streams: Record<string, (...args: never[]) => Observable<unknown>>;
}

/** A Worker, a worker's `self` or a MessagePort. */
export interface ChannelPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  start?: () => void;
}

// Requests name the caller's id; answers carry it back. Each end keeps its own ids for what it asked.
type Request =
  | { t: 'call'; id: number; name: string; args: unknown }
  | { t: 'watch'; id: number; name: string; args: unknown }
  | { t: 'unwatch'; id: number };
type Answer =
  | { t: 'ok'; id: number; value: unknown }
  | { t: 'fail'; id: number; error: unknown }
  | { t: 'next'; id: number; value: unknown }
  | { t: 'done'; id: number };
type Message = Request | Answer;

const KINDS = new Set(['call', 'watch', 'unwatch', 'ok', 'fail', 'next', 'done']);

function asMessage(data: unknown): Message | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { t, id, name } = data as Record<string, unknown>;
  if (typeof t !== 'string' || !KINDS.has(t) || typeof id !== 'number') return undefined;
  if ((t === 'call' || t === 'watch') && typeof name !== 'string') return undefined;
  return data as Message;
}

type Args<F> = F extends (...args: infer A) => unknown ? A : never;
type Resolved<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;
type Emitted<F> = F extends (...args: never[]) => Observable<infer R> ? R : never;

export interface Channel<Remote extends ChannelApi> {
  call<K extends keyof Remote['calls'] & string>(
    name: K,
    ...args: Args<Remote['calls'][K]>
  ): Promise<Resolved<Remote['calls'][K]>>;
  watch<K extends keyof Remote['streams'] & string>(
    name: K,
    ...args: Args<Remote['streams'][K]>
  ): Observable<Emitted<Remote['streams'][K]>>;
  /**
   * Ends the channel: what this end is waiting for fails with `reason` (how a dead worker reaches the
   * connection's state), the streams it serves are unsubscribed, and later calls fail at once.
   */
  close(reason: Error): void;
  /** What is open right now (for leak tests and diagnostics). */
  open(): { calls: number; watching: number; serving: number };
}

function describe(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export function createChannel<Remote extends ChannelApi>(
  port: ChannelPort,
  local: ChannelApi,
): Channel<Remote> {
  let nextId = 1;
  let closed: Error | undefined;
  const calls = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const watching = new Map<number, Subscriber<unknown>>();
  const serving = new Map<number, Subscription>();

  const send = (message: Message) => {
    if (!closed) port.postMessage(message);
  };
  // A value this end cannot send fails the request it answers instead of the whole channel.
  const answer = (id: number, kind: 'ok' | 'next', value: unknown): boolean => {
    let wire: unknown;
    try {
      wire = toWire(value);
    } catch (error) {
      send({ t: 'fail', id, error: toWire(describe(error)) });
      return false;
    }
    send({ t: kind, id, value: wire });
    return true;
  };
  const fail = (id: number, error: unknown) => send({ t: 'fail', id, error: toWire(describe(error)) });

  function serve(request: Request): void {
    if (request.t === 'unwatch') {
      serving.get(request.id)?.unsubscribe();
      serving.delete(request.id);
      return;
    }
    const args = fromWire(request.args);
    const handler = (request.t === 'call' ? local.calls : local.streams)[request.name] as
      ((...args: unknown[]) => unknown) | undefined;
    if (!handler || !Array.isArray(args)) {
      fail(request.id, new Error(`The chain channel has no ${request.t} named "${request.name}".`));
      return;
    }
    const { id } = request;
    if (request.t === 'call') {
      Promise.resolve()
        .then(() => handler(...(args as unknown[])))
        .then(
          (value) => answer(id, 'ok', value),
          (error: unknown) => fail(id, error),
        );
      return;
    }
    let stream: Observable<unknown>;
    try {
      stream = handler(...(args as unknown[])) as Observable<unknown>;
    } catch (error) {
      fail(id, error);
      return;
    }
    // `next` may run before subscribe() returns, so a value that cannot be sent stops the stream afterwards.
    let refused = false;
    const stop = () => {
      refused = true;
      serving.get(id)?.unsubscribe();
      serving.delete(id);
    };
    const subscription = stream.subscribe({
      next: (value) => {
        if (!refused && !answer(id, 'next', value)) stop();
      },
      error: (error: unknown) => {
        serving.delete(id);
        fail(id, error);
      },
      complete: () => {
        serving.delete(id);
        send({ t: 'done', id });
      },
    });
    if (refused) subscription.unsubscribe();
    // A stream that ended while subscribing has already been answered.
    else if (!subscription.closed) serving.set(id, subscription);
  }

  function settle(message: Answer): void {
    const call = calls.get(message.id);
    if (call) {
      calls.delete(message.id);
      if (message.t === 'ok') call.resolve(fromWire(message.value));
      else call.reject(describe(fromWire(message.t === 'fail' ? message.error : undefined)));
      return;
    }
    const subscriber = watching.get(message.id);
    if (!subscriber) return; // unsubscribed here while the answer was on its way
    if (message.t === 'next') subscriber.next(fromWire(message.value));
    else {
      watching.delete(message.id);
      if (message.t === 'done') subscriber.complete();
      else subscriber.error(describe(fromWire(message.t === 'fail' ? message.error : undefined)));
    }
  }

  const listener = (event: { data: unknown }) => {
    if (closed) return;
    const message = asMessage(event.data);
    if (!message) {
      channel.close(new Error('The chain channel received a message outside its protocol.'));
      return;
    }
    if (message.t === 'call' || message.t === 'watch' || message.t === 'unwatch') serve(message);
    else settle(message);
  };
  port.addEventListener('message', listener);
  port.start?.();

  const channel: Channel<Remote> = {
    call(name, ...args) {
      if (closed) return Promise.reject(closed);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const wire = toWire(args, `the arguments of ${name}`);
        calls.set(id, { resolve: resolve as (value: unknown) => void, reject });
        send({ t: 'call', id, name, args: wire });
      });
    },
    watch(name, ...args) {
      return new Observable((subscriber) => {
        if (closed) {
          subscriber.error(closed);
          return;
        }
        const id = nextId++;
        const wire = toWire(args, `the arguments of ${name}`);
        watching.set(id, subscriber);
        send({ t: 'watch', id, name, args: wire });
        return () => {
          if (watching.delete(id)) send({ t: 'unwatch', id });
        };
      });
    },
    close(reason) {
      if (closed) return;
      closed = reason;
      port.removeEventListener('message', listener);
      for (const subscription of serving.values()) subscription.unsubscribe();
      serving.clear();
      for (const call of calls.values()) call.reject(reason);
      calls.clear();
      const subscribers = [...watching.values()];
      watching.clear();
      for (const subscriber of subscribers) subscriber.error(reason);
    },
    open: () => ({ calls: calls.size, watching: watching.size, serving: serving.size }),
  };
  return channel;
}
