// The chain worker's side of the reads: what the app asks of polkadot-api's client, served over the channel by
// name. Arguments are forwarded as the app wrote them (keys, then polkadot-api's options such as `{ at: 'best' }`),
// so the main thread's proxy (chainProxy.ts) needs no knowledge of each entry's keys.
import type { PolkadotClient } from 'polkadot-api';
import { fromHex } from 'polkadot-api/utils';
import { map, type Observable } from 'rxjs';
import type { SystemEventRecord } from '../../tx/outcome.ts';
import { shapeOfMetadata, type ChainShape } from '../profile/shapeOfMetadata.ts';
import { chainCodecs, type DecodedBlock, type RpcBlock } from './blockDecode.ts';
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
    /** What the finalized runtime's metadata says about assets and pallets (profile/shapeOfMetadata.ts). */
    chainShape: () => Promise<ChainShape>;
    /** A block by hash, decoded with the finalized runtime's metadata; undefined if the node lacks it. */
    block: (hash: string) => Promise<DecodedBlock | undefined>;
    /** A block's System.Events, decoded (empty when it has none). */
    events: (hash: string) => Promise<SystemEventRecord[]>;
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

/**
 * `build` of the finalized runtime's metadata, once per runtime: polkadot-api hands out the same bytes object for
 * every block of one runtime, and a new runtime brings new bytes. Lumi has had one runtime since genesis, so
 * older blocks are read with it too.
 */
function perRuntime<T>(client: PolkadotClient, build: (raw: Uint8Array) => T): () => Promise<T> {
  const built = new WeakMap<Uint8Array, T>();
  return async () => {
    const raw = await client.getMetadata((await client.getFinalizedBlock()).hash);
    let value = built.get(raw);
    if (value === undefined) {
      value = build(raw);
      built.set(raw, value);
    }
    return value;
  };
}

export function chainServer(client: PolkadotClient): ChainServer {
  const api = client.getUnsafeApi();
  const shape = perRuntime(client, shapeOfMetadata);
  const codecs = perRuntime(client, chainCodecs);
  const events = async (hash: string) => {
    const { eventsKey, events: decode } = await codecs();
    const value = await client._request<string | null, [string, string]>('state_getStorage', [
      eventsKey,
      hash,
    ]);
    return value ? decode(value) : [];
  };
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
      chainShape: shape,
      // The node's plain block method: the blocks of interest are usually older than the ones polkadot-api pins.
      block: async (hash) => {
        const [block, { extrinsic }] = await Promise.all([
          client._request<RpcBlock | null, [string]>('chain_getBlock', [hash]),
          codecs(),
        ]);
        if (!block) return undefined;
        return {
          header: block.block.header,
          extrinsics: block.block.extrinsics.map((hex, index) => extrinsic(fromHex(hex), index)),
          events: await events(hash),
        };
      },
      events,
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
