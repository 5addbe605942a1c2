import { lumi } from '@lumi/descriptors';
import { createClient, type PolkadotClient, type TypedApi } from 'polkadot-api';
import { Subscription, retry, timer } from 'rxjs';
import type { SocketGate } from './gatedSocket.ts';
import {
  initialLinkState,
  nextLinkState,
  type LinkEvent,
  type LinkPhase,
  type LinkState,
} from './linkState.ts';
import { createNodeProvider } from './provider.ts';

export type LumiApi = TypedApi<typeof lumi>;

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

/**
 * One connection to a node: the polkadot-api client, its typed API for the Lumi runtime and an observable
 * status (React reads it with useSyncExternalStore). Reconnects by itself until `destroy()`.
 */
export class ChainConnection {
  readonly client: PolkadotClient;
  readonly api: LumiApi;
  private status: ChainStatus;
  private readonly listeners = new Set<() => void>();
  private readonly subscriptions = new Subscription();
  private keepalive: ReturnType<typeof setInterval> | undefined;
  private destroyed = false;
  /** The try held back by the gate, if one is waiting; Retry starts it at once. */
  private waiting: (() => void) | undefined;

  constructor(readonly endpoint: string) {
    this.status = {
      endpoint,
      phase: 'connecting',
      link: initialLinkState,
      chainName: undefined,
      chainType: undefined,
      bestBlock: undefined,
      finalizedBlock: undefined,
    };
    this.client = createClient(createNodeProvider(endpoint, this.gate));
    this.api = this.client.getTypedApi(lumi);
    const again = { delay: () => timer(1_000) };
    this.subscriptions.add(
      this.client.bestBlocks$.pipe(retry(again)).subscribe((blocks) => {
        const best = blocks[0];
        if (best) this.patch({ bestBlock: { number: best.number, hash: best.hash } });
      }),
    );
    this.subscriptions.add(
      this.client.finalizedBlock$.pipe(retry(again)).subscribe((block) => {
        this.patch({ finalizedBlock: { number: block.number, hash: block.hash } });
      }),
    );
    this.keepalive = setInterval(() => {
      if (this.status.phase === 'connected') this.client._request('system_health', []).catch(() => undefined);
    }, KEEPALIVE_MS);
  }

  getStatus = (): ChainStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

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
    this.client.destroy();
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
        this.client._request<string>('system_chain', []),
        this.client._request<unknown>('system_chainType', []),
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
