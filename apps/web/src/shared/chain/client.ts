// The polkadot-api client for one endpoint: created in the chain worker (worker/chainWorker.ts), never on the
// page's main thread, since creating it decodes the runtime's metadata (see docs/web.md, "polkadot-api in a
// worker"). The metadata is cached in IndexedDB, which a worker has too.
import { createClient, type PolkadotClient } from 'polkadot-api';
import type { SocketGate } from './gatedSocket.ts';
import { cacheMetadata, getCachedMetadata } from './metadataCache.ts';
import { createNodeProvider } from './provider.ts';

export function openChainClient(endpoint: string, gate: SocketGate): PolkadotClient {
  return createClient(createNodeProvider(endpoint, gate), {
    getMetadata: getCachedMetadata,
    setMetadata: cacheMetadata,
  });
}
