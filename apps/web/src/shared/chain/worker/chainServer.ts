// The chain worker's side of the reads: what the app asks of polkadot-api's client, served over the channel by
// name. Arguments are forwarded as the app wrote them (keys, then polkadot-api's options such as `{ at: 'best' }`),
// so the main thread's proxy (chainProxy.ts) needs no knowledge of each entry's keys.
import type { PolkadotClient } from 'polkadot-api';
import { map, type Observable } from 'rxjs';
import type { ChannelApi } from './channel.ts';

const QUERY_CALLS = ['getValue', 'getValues', 'getEntries'] as const;
const QUERY_STREAMS = ['watchValue', 'watchEntries'] as const;
export type QueryCall = (typeof QUERY_CALLS)[number];
export type QueryStream = (typeof QUERY_STREAMS)[number];

export interface BlockSummary {
  hash: string;
  number: number;
  parent: string;
}

export interface ChainServer extends ChannelApi {
  calls: {
    query: (pallet: string, item: string, method: QueryCall, args: unknown[]) => Promise<unknown>;
    constant: (pallet: string, name: string) => Promise<unknown>;
    runtime: (api: string, method: string, args: unknown[]) => Promise<unknown>;
    request: (method: string, params: unknown[]) => Promise<unknown>;
    metadata: (blockHash: string) => Promise<Uint8Array>;
    finalizedBlock: () => Promise<BlockSummary>;
  };
  streams: {
    query: (pallet: string, item: string, method: QueryStream, args: unknown[]) => Observable<unknown>;
    bestBlocks: () => Observable<BlockSummary[]>;
    finalizedBlock: () => Observable<BlockSummary>;
  };
}

type Entry = Record<string, (...args: unknown[]) => unknown>;
type Tree = Record<string, Record<string, unknown>>;

// polkadot-api's unsafe API is a proxy that answers any name with an entry; what the runtime lacks fails when it
// is used ("Runtime entry Storage(Nothing.Here) not found"), and that error crosses to the caller.
const lookup = (root: unknown, first: string, second: string): unknown => (root as Tree)[first]![second];

function method<M extends string>(entry: Entry, allowed: readonly M[], name: string, path: string) {
  if (!(allowed as readonly string[]).includes(name))
    throw new Error(`${path} has no method ${name} to serve.`);
  return entry[name]!;
}

const summary = (block: BlockSummary): BlockSummary => ({
  hash: block.hash,
  number: block.number,
  parent: block.parent,
});

export function chainServer(client: PolkadotClient): ChainServer {
  const api = client.getUnsafeApi();
  const entry = (pallet: string, item: string) => lookup(api.query, pallet, item) as Entry;
  return {
    calls: {
      query: async (pallet, item, name, args) =>
        method(entry(pallet, item), QUERY_CALLS, name, `${pallet}.${item}`)(...args),
      // polkadot-api fails a constant the runtime lacks with an internal TypeError, so the name is added.
      constant: async (pallet, name) => {
        try {
          return await (lookup(api.constants, pallet, name) as () => Promise<unknown>)();
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`The constant ${pallet}.${name} could not be read: ${reason}`, { cause: error });
        }
      },
      runtime: async (runtimeApi, name, args) =>
        (lookup(api.apis, runtimeApi, name) as (...callArgs: unknown[]) => unknown)(...args),
      request: (name, params) => client._request(name, params),
      metadata: (blockHash) => client.getMetadata(blockHash),
      finalizedBlock: async () => summary(await client.getFinalizedBlock()),
    },
    streams: {
      query: (pallet, item, name, args) =>
        method(entry(pallet, item), QUERY_STREAMS, name, `${pallet}.${item}`)(...args) as Observable<unknown>,
      // polkadot-api's block objects carry more than the app reads; only the summary crosses.
      bestBlocks: () => client.bestBlocks$.pipe(map((blocks) => blocks.map(summary))),
      finalizedBlock: () => client.finalizedBlock$.pipe(map(summary)),
    },
  };
}
