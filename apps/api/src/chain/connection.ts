// One polkadot-api client on the node, typed by the Lumi descriptors the web app uses. polkadot-api's ws
// provider reconnects by itself after the node restarts and its client follows the chain again (chainHead
// follow, with archive_v1 for blocks no longer pinned); callers simply retry a failed call later (the indexer
// and feeder loops do).
import { lumi } from '@lumi/descriptors';
import { createClient, type PolkadotClient, type TypedApi } from 'polkadot-api';
import { getWsProvider, WsEvent } from 'polkadot-api/ws';
import WebSocket from 'ws';
import type { Logger } from '../util/log.ts';

export type LumiApi = TypedApi<typeof lumi>;

export interface ChainInfo {
  genesisHash: string;
  chainType: string;
  chainName: string;
  ss58Format: number;
  isDev: boolean;
}

// The ws provider restarts a connection that has been silent for its heartbeat timeout; an idle dev chain
// (instant sealing) sends nothing, so a cheap request keeps a live connection talking.
const KEEPALIVE_MS = 15_000;

/** Substrate's serde form of ChainType: a plain string, or {"Custom": name}. */
export function chainTypeName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'Custom' in value && typeof value.Custom === 'string') {
    return value.Custom;
  }
  throw new Error(`system_chainType answered ${JSON.stringify(value)}`);
}

/** The SS58 format of the chain spec's properties (42, Substrate's generic one, when it names none). */
export function ss58FormatOf(properties: unknown): number {
  const p = properties as { ss58Format?: unknown; SS58Prefix?: unknown } | null | undefined;
  const value = p?.ss58Format ?? p?.SS58Prefix;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 16_384 ? value : 42;
}

export class ChainConnection {
  #client!: PolkadotClient;
  #api!: LumiApi;
  #info: Promise<ChainInfo> | undefined;
  #connected = false;
  #closing = false;
  readonly #keepalive: NodeJS.Timeout;
  readonly #log: Logger;

  constructor(
    readonly endpoint: string,
    log: Logger,
  ) {
    this.#log = log;
    this.#open();
    this.#keepalive = setInterval(() => {
      if (this.#connected) this.#client._request('system_health', []).catch(() => undefined);
    }, KEEPALIVE_MS);
    this.#keepalive.unref();
  }

  get client(): PolkadotClient {
    return this.#client;
  }

  get api(): LumiApi {
    return this.#api;
  }

  #open(): void {
    const { endpoint } = this;
    const log = this.#log;
    const provider = getWsProvider(endpoint, {
      // Node 20 has no global WebSocket.
      websocketClass: WebSocket as never,
      onStatusChanged: (status) => {
        if (status.type === WsEvent.CONNECTED) {
          this.#connected = true;
          log.info('connected to the node', { endpoint });
        } else if (status.type === WsEvent.CLOSE || status.type === WsEvent.ERROR) {
          if (this.#connected && !this.#closing)
            log.warn('disconnected from the node; reconnecting', { endpoint });
          this.#connected = false;
        }
      },
    });
    this.#client = createClient(provider);
    this.#api = this.#client.getTypedApi(lumi);
  }

  /**
   * Drops the client and opens a new one. polkadot-api's client keeps the block tree it followed across a
   * reconnect; when a dev chain is replaced by another with the same genesis (a fresh `--dev --tmp` node),
   * that tree no longer matches the node and reads on it can wait forever, so the indexer starts over.
   */
  renew(): void {
    const old = this.#client;
    this.#info = undefined;
    this.#connected = false;
    this.#open();
    old.destroy();
  }

  get connected(): boolean {
    return this.#connected;
  }

  /** Resolves once the node answers; the chain facts are read once. */
  info(): Promise<ChainInfo> {
    this.#info ??= (async () => {
      const [spec, chainType] = await Promise.all([
        this.#client.getChainSpecData(),
        this.#client._request<unknown>('system_chainType', []),
      ]);
      const type = chainTypeName(chainType);
      return {
        genesisHash: spec.genesisHash,
        chainType: type,
        chainName: spec.name,
        ss58Format: ss58FormatOf(spec.properties),
        isDev: type === 'Development',
      };
    })();
    this.#info.catch(() => {
      this.#info = undefined;
    });
    return this.#info;
  }

  close(): void {
    this.#closing = true;
    clearInterval(this.#keepalive);
    this.#client.destroy();
  }
}
