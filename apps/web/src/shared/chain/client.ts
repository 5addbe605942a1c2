// The polkadot-api client for one endpoint, with the Lumi descriptors: a chunk of its own, fetched after the
// page's first paint (see ChainConnection.begin), so opening /dapp does not wait for the chain library.
import { lumi } from '@lumi/descriptors';
import { createClient, type PolkadotClient, type TypedApi } from 'polkadot-api';
import type { SocketGate } from './gatedSocket.ts';
import { cacheMetadata, getCachedMetadata } from './metadataCache.ts';
import { createNodeProvider } from './provider.ts';

export type LumiApi = TypedApi<typeof lumi>;

export interface LoadedChain {
  client: PolkadotClient;
  api: LumiApi;
}

export function openChainClient(endpoint: string, gate: SocketGate): LoadedChain {
  const client = createClient(createNodeProvider(endpoint, gate), {
    getMetadata: getCachedMetadata,
    setMetadata: cacheMetadata,
  });
  return { client, api: client.getTypedApi(lumi) };
}
