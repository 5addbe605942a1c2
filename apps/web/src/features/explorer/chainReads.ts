// The explorer's reads from the node, through the chain worker: a block (header, extrinsics, events) by number or
// hash. Blocks older than the client's follow subscription are not pinned, so the worker uses the node's plain
// block and storage methods (chain_getBlock, state_getStorage), which every Substrate node serves for any block
// it keeps, and decodes them with the finalized runtime's metadata (worker/blockDecode.ts).
import type { ChainChannel } from '../../shared/chain/connection.ts';
import type { DecodedExtrinsic } from '../../shared/chain/worker/blockDecode.ts';
import type { SystemEventRecord } from '../../shared/tx/outcome.ts';

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

/** The hash of block `number` on the node's best chain; undefined when it has no such block (yet). */
export async function blockHashAt(chain: ChainChannel, number: number): Promise<string | undefined> {
  const hash = await chain.call('request', 'chain_getBlockHash', [number]);
  return typeof hash === 'string' ? hash : undefined;
}

function timestampOf(extrinsics: readonly DecodedExtrinsic[]): number | undefined {
  const set = extrinsics.find((x) => x.call?.pallet === 'Timestamp' && x.call.name === 'set');
  const now = (set?.call?.args as { now?: unknown } | undefined)?.now;
  return typeof now === 'bigint' ? Number(now) : undefined;
}

/** The block with this hash, undefined when the node does not know it. */
export async function readBlock(chain: ChainChannel, hash: string): Promise<ExplorerBlock | undefined> {
  const [block, finalized] = await Promise.all([chain.call('block', hash), chain.call('finalizedBlock')]);
  if (!block) return undefined;
  const { header, extrinsics, events } = block;
  const number = Number.parseInt(header.number, 16);
  // Finalized only if it is the finalized chain's block at its height (not a block of an abandoned fork).
  const isFinalized = number <= finalized.number && (await blockHashAt(chain, number)) === hash;
  return {
    number,
    hash,
    parentHash: header.parentHash,
    stateRoot: header.stateRoot,
    extrinsicsRoot: header.extrinsicsRoot,
    timestamp: timestampOf(extrinsics),
    finalized: isFinalized,
    extrinsics,
    events,
  };
}
