import type { PolkadotClient } from 'polkadot-api';
import { Subscription, from, retry, switchMap, timer, type Observable } from 'rxjs';
import type { LoadedChain, LumiApi } from './client.ts';
import type { SocketGate } from './gatedSocket.ts';
import {
  initialLinkState,
  nextLinkState,
  type LinkEvent,
  type LinkPhase,
  type LinkState,
} from './linkState.ts';
import { nextPaint } from '../schedule/mainThread.ts';

export type { LumiApi } from './client.ts';

export type ConnectionPhase = LinkPhase;

export interface ChainStatus {
  endpoint: string;
  /** The socket's state as the user sees it (see linkState.ts). */
  phase: ConnectionPhase;
  /** Failed tries in a row and when the next one starts. */
  link: LinkState;
  /** system_chain, e.g. "Development". */
  chainName: string | undefined;
  /** system_chainType: "Development", "Local", "Live" or a custom name. */
  chainType: string | undefined;
  bestBlock: { number: number; hash: string } | undefined;
  finalizedBlock: { number: number; hash: string } | undefined;
}

// Substrate's serde form of ChainType: a plain string, or {"Custom": name}.
function chainTypeName(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'Custom' in value && typeof value.Custom === 'string') {
    return value.Custom;
  }
  return undefined;
}

// The ws provider restarts a connection that has been silent for its heartbeat timeout; an idle dev chain
// (instant sealing, no transactions) sends nothing, so a cheap request keeps a live connection talking.
const KEEPALIVE_MS = 15_000;

/** Retries of a client chunk that could not be fetched (offline, a deploy replaced it). */
const LOAD_RETRY_MS = 5_000;

/** An object that forwards every property to `target()`'s, read at the moment it is used. */
function forwarding<T extends object>(target: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => {
      const object = target();
      const value: unknown = Reflect.get(object, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}

/**
 * One connection to a node: the polkadot-api client, its typed API for the Lumi runtime and an observable
 * status (React reads it with useSyncExternalStore). Reconnects by itself until `destroy()`.
 *
 * The client (polkadot-api and the descriptors, a chunk of their own) is loaded and started by `begin()`, once
 * the page using the connection has painted. `loaded()` and `whenLoaded()` wait for it; `client` and `api` may be
 * used once the connection is ready (chainReadiness), e.g. by transactions, and throw before it has loaded.
 */
export class ChainConnection {
  readonly client: PolkadotClient = forwarding(() => this.require().client);
  readonly api: LumiApi = forwarding(() => this.require().api);
  private chain: LoadedChain | undefined;
  private readonly chainLoaded: Promise<LoadedChain>;
  private resolveChain: (chain: LoadedChain) => void = () => undefined;
  private loadStarted = false;
  private status: ChainStatus;
  private readonly listeners = new Set<() => void>();
  private readonly subscriptions = new Subscription();
  private keepalive: ReturnType<typeof setInterval> | undefined;
  private destroyed = false;
  /** The try held back by the gate, if one is waiting; Retry starts it at once. */
  private waiting: (() => void) | undefined;

  constructor(readonly endpoint: string) {
    this.chainLoaded = new Promise((resolve) => (this.resolveChain = resolve));
    this.status = {
      endpoint,
      phase: 'connecting',
      link: initialLinkState,
      chainName: undefined,
      chainType: undefined,
      bestBlock: undefined,
      finalizedBlock: undefined,
    };
  }

  /** The client and typed API, once loaded. */
  loaded(): Promise<LoadedChain> {
    return this.chainLoaded;
  }

  /** `source(chain)` once the client has loaded: for reads that may start before it has. */
  whenLoaded<T>(source: (chain: LoadedChain) => Observable<T>): Observable<T> {
    return from(this.chainLoaded).pipe(switchMap(source));
  }

  private require(): LoadedChain {
    if (!this.chain) throw new Error(`The chain client for ${this.endpoint} has not loaded yet.`);
    return this.chain;
  }

  getStatus = (): ChainStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Loads the client and starts connecting once the next frame is painted. Called when the page using the
   * connection has committed: fetching and running the chain library, and the socket's answers (the metadata,
   * the descriptors' check), are main-thread work that would otherwise hold the first frame back.
   */
  begin(): void {
    if (this.loadStarted) return;
    this.loadStarted = true;
    void nextPaint().then(() => this.load());
  }

  private load(): void {
    if (this.destroyed) return;
    import('./client.ts').then(
      ({ openChainClient }) => {
        if (this.destroyed) return;
        this.start(openChainClient(this.endpoint, this.gate));
      },
      (error: unknown) => {
        console.error('Lumi: the chain client could not be loaded; trying again.', error);
        setTimeout(() => this.load(), LOAD_RETRY_MS);
      },
    );
  }

  private start(chain: LoadedChain): void {
    this.chain = chain;
    const again = { delay: () => timer(1_000) };
    this.subscriptions.add(
      chain.client.bestBlocks$.pipe(retry(again)).subscribe((blocks) => {
        const best = blocks[0];
        if (best) this.patch({ bestBlock: { number: best.number, hash: best.hash } });
      }),
    );
    this.subscriptions.add(
      chain.client.finalizedBlock$.pipe(retry(again)).subscribe((block) => {
        this.patch({ finalizedBlock: { number: block.number, hash: block.hash } });
      }),
    );
    this.keepalive = setInterval(() => {
      if (this.status.phase === 'connected')
        chain.client._request('system_health', []).catch(() => undefined);
    }, KEEPALIVE_MS);
    this.resolveChain(chain);
  }

  /** Tries to reach the node now instead of waiting for the next scheduled try. */
  retry(): void {
    if (this.destroyed) return;
    this.link({ type: 'retry', at: Date.now() });
    this.waiting?.();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.waiting = undefined;
    clearInterval(this.keepalive);
    this.subscriptions.unsubscribe();
    this.listeners.clear();
    this.chain?.client.destroy();
  }

  private readonly gate: SocketGate = {
    wait: (start) => {
      const fire = () => {
        clearTimeout(timer);
        if (this.waiting === fire) this.waiting = undefined;
        if (!this.destroyed) start();
      };
      const delay = Math.max(0, (this.status.link.nextTryAt ?? 0) - Date.now());
      const timer = setTimeout(fire, delay);
      this.waiting = fire;
      return () => {
        clearTimeout(timer);
        if (this.waiting === fire) this.waiting = undefined;
      };
    },
    report: (event) => {
      if (this.destroyed) return;
      this.link({ type: event, at: Date.now() });
      if (event === 'open') void this.loadChainInfo();
    },
  };

  private link(event: LinkEvent): void {
    const link = nextLinkState(this.status.link, event);
    if (link !== this.status.link) this.patch({ link, phase: link.phase });
  }

  private async loadChainInfo(): Promise<void> {
    try {
      const [chainName, chainType] = await Promise.all([
        this.require().client._request<string>('system_chain', []),
        this.require().client._request<unknown>('system_chainType', []),
      ]);
      if (!this.destroyed) {
        this.patch({
          chainName: typeof chainName === 'string' ? chainName : undefined,
          chainType: chainTypeName(chainType),
        });
      }
    } catch {
      // A node without the legacy system_* methods: the status shows the endpoint instead of a name.
    }
  }

  private patch(change: Partial<ChainStatus>): void {
    const next = { ...this.status, ...change };
    const keys = Object.keys(change) as (keyof ChainStatus)[];
    if (keys.every((key) => JSON.stringify(next[key]) === JSON.stringify(this.status[key]))) return;
    this.status = next;
    for (const listener of [...this.listeners]) listener();
  }
}
