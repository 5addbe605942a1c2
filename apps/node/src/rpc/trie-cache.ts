// The trie of one block's state, built on demand for proofs and Merkle values; the last one is kept.
// A whole-state trie is O(n log n) work, so it is built in slices that yield to the event loop, and every
// request for the block being built waits on that one build.
import type { Hex } from '@lumi/runtime/host';
import type { BlockRef } from '../chain/chain.ts';
import { TrieProver } from '../trie/trie.ts';
import { fromHex } from '../util/hex.ts';
import type { NodeContext } from './context.ts';
import type { Connection } from './connection.ts';
import { entriesAt, readSlicer } from './keys.ts';

/** Trie nodes (or entries read) per slice, besides the slice's time limit. */
const TRIE_STEPS_PER_SLICE = 4096;

let cached: { block: Hex; trie: Promise<TrieProver> } | undefined;

async function build(ctx: NodeContext, ref: BlockRef, conn: Connection | undefined): Promise<TrieProver> {
  const slicer = readSlicer(conn, TRIE_STEPS_PER_SLICE);
  const entries = await entriesAt(ctx, ref, '0x', Number.MAX_SAFE_INTEGER, slicer);
  function* pairs(): Generator<[Uint8Array, Uint8Array]> {
    for (const [k, v] of entries) yield [fromHex(k), v];
  }
  return TrieProver.sliced(pairs(), slicer);
}

/**
 * The trie of `ref`'s state (the state of that block, even if newer blocks arrive while it is built). A new
 * build's time is charged to `conn`, the connection that caused it; those that join it wait for free.
 */
export function trieAt(ctx: NodeContext, ref: BlockRef, conn?: Connection): Promise<TrieProver> {
  if (cached?.block === ref.hashHex) return cached.trie;
  const entry = { block: ref.hashHex, trie: build(ctx, ref, conn) };
  cached = entry;
  entry.trie.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return entry.trie;
}

/** The dev controls changed a block's state in place (or moved the head back): no kept trie can be trusted. */
export function forgetTries(): void {
  cached = undefined;
}
