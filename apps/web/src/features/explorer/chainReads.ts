// The explorer's reads from the node, through the app's chain client: a block (header, extrinsics, events) by
// number or hash. Blocks older than the client's follow subscription are not pinned, so these use the node's
// plain block and storage methods (chain_getBlock, state_getStorage), which every Substrate node serves for
// any block it keeps. Decoded with the metadata of the finalized runtime (Lumi has had one runtime since genesis).
import type { PolkadotClient } from 'polkadot-api';
import type { SystemEventRecord } from '../../shared/tx/outcome.ts';
import type { RpcBlock } from './extrinsicHashes.ts';
import { chainCodecs, hexBytes, type ChainCodecs, type DecodedExtrinsic } from './decode.ts';

export interface ExplorerBlock {
  number: number;
  hash: string;
  parentHash: string;
  stateRoot: string;
  extrinsicsRoot: string;
  /** ms since 1970 from the block's Timestamp.set, undefined if it has none. */
  timestamp: number | undefined;
  finalized: boolean;
  extrinsics: DecodedExtrinsic[];
  events: SystemEventRecord[];
}

const codecsByClient = new WeakMap<PolkadotClient, Promise<ChainCodecs>>();

function codecsFor(client: PolkadotClient): Promise<ChainCodecs> {
  let codecs = codecsByClient.get(client);
  if (!codecs) {
    codecs = client
      .getFinalizedBlock()
      .then((block) => client.getMetadata(block.hash))
      .then(chainCodecs);
    codecsByClient.set(client, codecs);
    codecs.catch(() => codecsByClient.delete(client));
  }
  return codecs;
}

/** The hash of block `number` on the node's best chain; undefined when it has no such block (yet). */
export async function blockHashAt(client: PolkadotClient, number: number): Promise<string | undefined> {
  const hash = await client._request<string | null, [number]>('chain_getBlockHash', [number]);
  return hash ?? undefined;
}

function timestampOf(extrinsics: readonly DecodedExtrinsic[]): number | undefined {
  const set = extrinsics.find((x) => x.call?.pallet === 'Timestamp' && x.call.name === 'set');
  const now = (set?.call?.args as { now?: unknown } | undefined)?.now;
  return typeof now === 'bigint' ? Number(now) : undefined;
}

/** The block with this hash, undefined when the node does not know it. */
export async function readBlock(client: PolkadotClient, hash: string): Promise<ExplorerBlock | undefined> {
  const [block, codecs, finalized] = await Promise.all([
    client._request<RpcBlock | null, [string]>('chain_getBlock', [hash]),
    codecsFor(client),
    client.getFinalizedBlock(),
  ]);
  if (!block) return undefined;
  const eventsValue = await client._request<string | null, [string, string]>('state_getStorage', [
    codecs.eventsKey,
    hash,
  ]);
  const { header } = block.block;
  const extrinsics = block.block.extrinsics.map((hex, index) => codecs.extrinsic(hexBytes(hex), index));
  const number = Number.parseInt(header.number, 16);
  // Finalized only if it is the finalized chain's block at its height (not a block of an abandoned fork).
  const isFinalized = number <= finalized.number && (await blockHashAt(client, number)) === hash;
  return {
    number,
    hash,
    parentHash: header.parentHash,
    stateRoot: header.stateRoot,
    extrinsicsRoot: header.extrinsicsRoot,
    timestamp: timestampOf(extrinsics),
    finalized: isFinalized,
    extrinsics,
    events: eventsValue ? codecs.events(eventsValue) : [],
  };
}
