import { Subscription, defer, from, retry, switchMap, timer, type Observable } from 'rxjs';
import type { LumiApi } from './chainApi.ts';
import type { LinkedChain } from './chainLink.ts';
import type { SocketGate } from './gatedSocket.ts';
import {
  initialLinkState,
  nextLinkState,
  type LinkEvent,
  type LinkPhase,
  type LinkState,
} from './linkState.ts';
import { nextPaint } from '../schedule/mainThread.ts';

import type { Channel } from './worker/channel.ts';
import type { ChainWorkerApi } from './worker/chainWorker.ts';

export type { LumiApi } from './chainApi.ts';

/** The chain worker's calls and streams by name (chainServer.ts, txServer.ts). */
export type ChainChannel = Pick<Channel<ChainWorkerApi>, 'call' | 'watch'>;

/** What the app uses of the chain once the worker has been started. */
export interface LoadedChain {
  chain: ChainChannel;
  api: LumiApi;
}

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
 * One connection to a node: polkadot-api's client in the chain worker, the typed proxy of its API for the Lumi
 * runtime and an observable status (React reads it with useSyncExternalStore). Reconnects by itself until
 * `destroy()`; a worker that dies counts as a closed link, and the link's next try starts a new worker.
 *
 * The worker is started by `begin()`, from a chunk of its own loaded once the page using the connection has
 * painted. `loaded()` and `whenLoaded()` wait for it; `chain` and `api` may be used once the connection is ready
 * (chainReadiness), e.g. by transactions, and throw before it has loaded. Both always reach the current worker.
 */
export class ChainConnection {
  readonly chain: ChainChannel = forwarding(() => this.require().link.channel);
  readonly api: LumiApi = forwarding(() => this.require().api);
  private linked: LinkedChain | undefined;
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
  /** Starts a new worker for this endpoint (set once the module that starts workers has loaded). */
  private restart: (() => LinkedChain) | undefined;
  /** A new worker's start, waiting at the gate after the last one died. */
  private cancelRestart: (() => void) | undefined;

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

  /** The worker's channel and the typed API, once the worker has started. */
  loaded(): Promise<LoadedChain> {
    return this.chainLoaded;
  }

  /** `source(chain)` once the worker has started: for reads that may start before it has. */
  whenLoaded<T>(source: (chain: LoadedChain) => Observable<T>): Observable<T> {
    return from(this.chainLoaded).pipe(switchMap(source));
  }

  private require(): LinkedChain {
    if (!this.linked) throw new Error(`The chain client for ${this.endpoint} has not loaded yet.`);
    return this.linked;
  }

  getStatus = (): ChainStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Starts the chain worker once the next frame is painted. Called when the page using the connection has
   * committed: fetching the module that starts it and posting to it are main-thread work that would otherwise
   * hold the first frame back.
   */
  begin(): void {
    if (this.loadStarted) return;
    this.loadStarted = true;
    void nextPaint().then(() => this.load());
  }

  private load(): void {
    if (this.destroyed) return;
    import('./chainLink.ts').then(
      ({ linkChainWorker }) => {
        if (this.destroyed) return;
        this.start(() => linkChainWorker(this.endpoint, this.gate, (reason) => this.workerDied(reason)));
      },
      (error: unknown) => {
        console.error('Lumi: the chain client could not be loaded; trying again.', error);
        setTimeout(() => this.load(), LOAD_RETRY_MS);
      },
    );
  }

  private start(link: () => LinkedChain): void {
    this.restart = link;
    this.linked = link();
    const again = { delay: () => timer(1_000) };
    // Deferred through `chain`, so a retry after a worker died subscribes to the new one.
    this.subscriptions.add(
      defer(() => this.chain.watch('bestBlocks'))
        .pipe(retry(again))
        .subscribe((blocks) => {
          const best = blocks[0];
          if (best) this.patch({ bestBlock: { number: best.number, hash: best.hash } });
        }),
    );
    this.subscriptions.add(
      defer(() => this.chain.watch('finalizedBlock'))
        .pipe(retry(again))
        .subscribe((block) => {
          this.patch({ finalizedBlock: { number: block.number, hash: block.hash } });
        }),
    );
    this.keepalive = setInterval(() => {
      if (this.status.phase === 'connected')
        this.chain.call('request', 'system_health', []).catch(() => undefined);
    }, KEEPALIVE_MS);
    this.resolveChain({ chain: this.chain, api: this.api });
  }

  /**
   * The worker stopped (its script failed, or it crashed): what the user sees is a lost connection, and the
   * link's schedule (Retry included) starts the next worker, as it opens the next socket after a dead one.
   */
  private workerDied(reason: Error): void {
    if (this.destroyed) return;
    console.error('Lumi: the chain worker stopped.', reason);
    this.link({ type: 'closed', at: Date.now() });
    this.cancelRestart?.();
    this.cancelRestart = this.gate.wait(() => {
      this.cancelRestart = undefined;
      if (this.restart) this.linked = this.restart();
    });
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
    this.cancelRestart?.();
    this.subscriptions.unsubscribe();
    this.listeners.clear();
    this.linked?.link.end(new Error(`The connection to ${this.endpoint} was closed.`));
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
        this.chain.call('request', 'system_chain', []),
        this.chain.call('request', 'system_chainType', []),
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
