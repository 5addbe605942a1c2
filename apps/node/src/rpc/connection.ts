// One client connection (a WebSocket, or a single HTTP request) and its subscriptions.
import { randomFillSync } from 'node:crypto';
import { RpcError, TOO_MANY_SUBSCRIPTIONS } from './errors.ts';
import type { CallLimits } from './rate-limit.ts';
import type { Sink } from './sink.ts';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const ID_CHARS = 16;
/**
 * Random bytes drawn from the CSPRNG a few hundred ids at a time: a call per id was a measurable share of
 * a watched submission's cost. Each byte is used once.
 */
const randomPool = { bytes: new Uint8Array(0), at: 0 };

/** Random 16-character ids like jsonrpsee's RandomStringIdProvider. */
export function newSubscriptionId(): string {
  if (randomPool.at + ID_CHARS > randomPool.bytes.length) {
    randomPool.bytes = randomFillSync(new Uint8Array(ID_CHARS * 256));
    randomPool.at = 0;
  }
  let id = '';
  for (let i = 0; i < ID_CHARS; i++)
    id += ID_ALPHABET[randomPool.bytes[randomPool.at++]! % ID_ALPHABET.length];
  return id;
}

/**
 * The last frozen result serialized and its JSON. A status shared by every transaction of a block (one frozen
 * object, see the author) is then serialized once for all its watchers, not once per watcher. Only frozen
 * objects whose values are all primitives are kept: what cannot change cannot make the kept text stale.
 */
const lastFrozen: { result: object | undefined; json: string | undefined } = {
  result: undefined,
  json: undefined,
};

function isFrozenFlat(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return false;
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'object' && v !== null) return false;
  }
  return true;
}

/** JSON text of a notification's result, as JSON.stringify gives it. */
export function resultJson(result: unknown): string | undefined {
  if (!isFrozenFlat(result)) return JSON.stringify(result);
  if (lastFrozen.result !== result) {
    lastFrozen.json = JSON.stringify(result);
    lastFrozen.result = result;
  }
  return lastFrozen.json;
}

interface Subscription {
  family: string;
  stop: () => void;
}

export class Connection {
  private readonly subs = new Map<string, Subscription>();
  private closed = false;

  constructor(
    readonly supportsSubscriptions: boolean,
    private readonly maxSubscriptions: number,
    private readonly write: (text: string) => void,
    /** The rate limit and CPU budget its calls are held to (none: unlimited). */
    readonly limits: CallLimits = {},
  ) {}

  get isClosed(): boolean {
    return this.closed;
  }

  get subscriptionCount(): number {
    return this.subs.size;
  }

  send(message: unknown): void {
    if (this.closed) return;
    this.write(JSON.stringify(message));
  }

  sendRaw(text: string): void {
    if (this.closed) return;
    this.write(text);
  }

  /**
   * Opens a subscription. Notifications raised before `activate()` (the response carrying the id
   * has been written) are held back, so clients always see the id first.
   */
  subscribe(
    family: string,
    notification: string,
    start: (sink: Sink) => () => void,
  ): { id: string; activate: () => void } {
    if (this.subs.size >= this.maxSubscriptions) {
      throw new RpcError(
        TOO_MANY_SUBSCRIPTIONS,
        'Too many subscriptions on the connection',
        `Exceeded max limit of ${this.maxSubscriptions}`,
      );
    }
    const id = newSubscriptionId();
    let active = false;
    let ended = false;
    const held: unknown[] = [];
    // The envelope's text is the same for every notification of the subscription: built once, it spares
    // each notification three objects and their serialization.
    const head = `{"jsonrpc":"2.0","method":${JSON.stringify(notification)},"params":{"subscription":${JSON.stringify(id)},"result":`;
    const deliver = (result: unknown) => {
      if (this.closed) return;
      const text = resultJson(result);
      // A result JSON leaves out (undefined, a function) is left out of the object too, as JSON.stringify does.
      if (text === undefined)
        this.send({ jsonrpc: '2.0', method: notification, params: { subscription: id } });
      else this.write(`${head}${text}}}`);
    };
    const sink: Sink = {
      id,
      notify: (result) => {
        if (ended || this.closed) return;
        if (active) deliver(result);
        else held.push(result);
      },
      end: () => {
        if (ended) return;
        ended = true;
        if (!active) return;
        this.stopSubscription(id);
      },
    };
    const stop = start(sink);
    this.subs.set(id, { family, stop });
    return {
      id,
      activate: () => {
        active = true;
        for (const r of held.splice(0)) deliver(r);
        if (ended) this.stopSubscription(id);
      },
    };
  }

  /** Returns false when the id is unknown or belongs to another kind of subscription. */
  unsubscribe(family: string, id: string): boolean {
    const sub = this.subs.get(id);
    if (!sub || sub.family !== family) return false;
    this.stopSubscription(id);
    return true;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const id of [...this.subs.keys()]) this.stopSubscription(id);
  }

  private stopSubscription(id: string): void {
    const sub = this.subs.get(id);
    if (!sub) return;
    this.subs.delete(id);
    try {
      sub.stop();
    } catch {
      // A failing cleanup must not keep the subscription or break the connection.
    }
  }
}
