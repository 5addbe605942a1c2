// The new spec's storage items (value, hash, closestDescendantMerkleValue, descendants…) answered at one block,
// shared by chainHead_v1_storage (results batched into operation events) and archive_v1_storage (one event
// each). The work runs in slices that yield to the event loop, and reads the block's own state after each pause.
import { z } from 'zod';
import type { Hex } from '@lumi/runtime/host';
import type { BlockRef } from '../chain/chain.ts';
import { merkleValueAt } from '../chain/state-proofs.ts';
import { HeadState } from '../store/head-state.ts';
import { blake2_256 } from '../util/hash.ts';
import { fromHex, toHex } from '@lumi/runtime/bytes';
import type { Connection } from './connection.ts';
import type { NodeContext } from './context.ts';
import { keysAt, readSlicer } from './keys.ts';

export const storageQueryType = z.enum(
  ['value', 'hash', 'closestDescendantMerkleValue', 'descendantsValues', 'descendantsHashes'],
  { error: 'expected value, hash, closestDescendantMerkleValue, descendantsValues or descendantsHashes' },
);
export type StorageQueryType = z.infer<typeof storageQueryType>;

export interface StorageQuery {
  key: Hex;
  type: StorageQueryType;
  /** Descendant queries resume strictly after this key (archive_v1_storage's pagination). */
  paginationStartKey?: Hex | undefined;
}

export type StorageQueryResult =
  { key: Hex; value: Hex } | { key: Hex; hash: Hex } | { key: Hex; closestDescendantMerkleValue: Hex };

/** Entries one descendants item reports at most. */
export const MAX_DESCENDANTS = 100_000;
/** Keys read per synchronous page of a descendants item. */
const PAGE_KEYS = 128;

/**
 * Answers `items` at `ref` in order, handing each result to `emit` (absent keys yield nothing). Returns false
 * when `stopped()` turned true between slices (the caller's subscription or operation went away), true when
 * every item was answered. Slices after the first are charged to `conn`'s CPU budget.
 */
export async function runStorageQueries(
  ctx: NodeContext,
  ref: BlockRef,
  items: readonly StorageQuery[],
  conn: Connection | undefined,
  emit: (result: StorageQueryResult) => void,
  stopped: () => boolean,
): Promise<boolean> {
  const { chain } = ctx;
  const slicer = readSlicer(conn);
  // After any pause the head may have moved on, and `ref` with it: its state is fetched again.
  let state = chain.stateAt(ref);
  const next = async (): Promise<boolean> => {
    if (slicer.due()) {
      await slicer.pause();
      state = chain.stateAt(ref);
    }
    return !stopped();
  };
  for (const item of items) {
    if (!(await next())) return false;
    if (item.type === 'value' || item.type === 'hash') {
      const v = state.get(fromHex(item.key));
      if (v === undefined) continue;
      emit(
        item.type === 'value'
          ? { key: item.key, value: toHex(v) }
          : { key: item.key, hash: toHex(blake2_256(v)) },
      );
    } else if (item.type === 'closestDescendantMerkleValue') {
      // O(depth) reads of the trie nodes stored with the block, whatever the size of the state.
      const m = merkleValueAt(chain, ref, fromHex(item.key));
      if (m) emit({ key: item.key, closestDescendantMerkleValue: toHex(m) });
    } else {
      const values = item.type === 'descendantsValues';
      let after = item.paginationStartKey;
      for (let count = 0; count < MAX_DESCENDANTS;) {
        if (count > 0 && !(await next())) return false;
        // Keys and values of one page come from the same state, in one synchronous stretch and one read
        // transaction (historical reads are SQL statements).
        const page = chain.store.reading(() => {
          const keys = keysAt(ctx, ref, item.key, Math.min(PAGE_KEYS, MAX_DESCENDANTS - count), after);
          state = chain.stateAt(ref);
          return keys.map(
            (k) => [k, (state instanceof HeadState ? state.getHex(k) : state.get(fromHex(k)))!] as const,
          );
        });
        for (const [k, v] of page) {
          emit(values ? { key: k, value: toHex(v) } : { key: k, hash: toHex(blake2_256(v)) });
        }
        count += page.length;
        if (page.length < PAGE_KEYS) break;
        after = page[page.length - 1]![0];
      }
    }
  }
  return true;
}
