// One @polkadot/api connection to the node. WsProvider reconnects by itself after the node restarts; callers
// use `ready()` for the decorated API and simply retry a failed call later (the indexer and feeder loops do).
import { ApiPromise, WsProvider } from '@polkadot/api';
import type { Logger } from '../util/log.ts';

export interface ChainInfo {
  genesisHash: string;
  chainType: string;
  chainName: string;
  ss58Format: number;
  isDev: boolean;
}

export class ChainConnection {
  readonly api: ApiPromise;
  readonly #provider: WsProvider;
  #info: Promise<ChainInfo> | undefined;
  #connected = false;
  #closing = false;

  constructor(
    readonly endpoint: string,
    log: Logger,
  ) {
    this.#provider = new WsProvider(endpoint, 2_000, {}, 60_000);
    this.api = new ApiPromise({ provider: this.#provider, noInitWarn: true, throwOnConnect: false });
    // Rejects on every connection error while the node is down; callers wait on isReady and retry instead.
    this.api.isReadyOrError.catch(() => undefined);
    this.api.on('connected', () => {
      this.#connected = true;
      log.info('connected to the node', { endpoint });
    });
    this.api.on('disconnected', () => {
      if (this.#connected && !this.#closing)
        log.warn('disconnected from the node; reconnecting', { endpoint });
      this.#connected = false;
    });
    this.api.on('error', (e: unknown) => log.debug('node connection error', { error: String(e) }));
  }

  get connected(): boolean {
    return this.#connected && this.#provider.isConnected;
  }

  /** Resolves once the API is decorated; the chain facts are read once. */
  info(): Promise<ChainInfo> {
    this.#info ??= (async () => {
      await this.api.isReady;
      const [chainType, chainName] = await Promise.all([
        this.api.rpc.system.chainType(),
        this.api.rpc.system.chain(),
      ]);
      return {
        genesisHash: this.api.genesisHash.toHex(),
        chainType: chainType.toString(),
        chainName: chainName.toString(),
        ss58Format: this.api.registry.chainSS58 ?? 42,
        isDev: chainType.isDevelopment,
      };
    })();
    this.#info.catch(() => {
      this.#info = undefined;
    });
    return this.#info;
  }

  /** A raw JSON-RPC call (batch-capable methods the decorated API does not expose in that form). */
  send<T>(method: string, params: unknown[]): Promise<T> {
    return this.#provider.send<T>(method, params);
  }

  async close(): Promise<void> {
    this.#closing = true;
    await this.api.disconnect().catch(() => undefined);
  }
}
