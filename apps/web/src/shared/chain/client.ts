// The polkadot-api client for one endpoint, typed by the Lumi descriptors: a chunk of its own, fetched after the
// page's first paint (see ChainConnection.begin), so opening /dapp does not wait for the chain library.
import type { lumi } from '@lumi/descriptors';
import { createClient, type PolkadotClient, type TypedApi } from 'polkadot-api';
import type { SocketGate } from './gatedSocket.ts';
import { cacheMetadata, getCachedMetadata } from './metadataCache.ts';
import { createNodeProvider } from './provider.ts';

/**
 * The Lumi runtime's API as the descriptors type it, without polkadot-api's runtime compatibility checks (its
 * "unsafe" API): the typed API decodes the descriptors' type table and compares every entry the app touches with
 * the connected runtime's, main-thread work on every start-up (see docs/web.md, "Performance and bundle size").
 * Encoding and decoding still follow the connected runtime's own metadata, and the app checks the chain's shape
 * itself (shared/chain/profile: pallets, asset kind), hiding what a chain lacks.
 */
export type LumiApi = TypedApi<typeof lumi, false>;

export interface LoadedChain {
  client: PolkadotClient;
  api: LumiApi;
}

export function openChainClient(endpoint: string, gate: SocketGate): LoadedChain {
  const client = createClient(createNodeProvider(endpoint, gate), {
    getMetadata: getCachedMetadata,
    setMetadata: cacheMetadata,
  });
  return { client, api: client.getUnsafeApi<typeof lumi>() };
}
