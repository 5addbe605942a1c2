// Key iteration over any block's state: the in-memory index at the head, the history table below it;
// at once for small pages, or sliced (yielding to the event loop) for listings that may be large.
import type { Hex, StateReader } from '@lumi/runtime/host';
import type { BlockRef } from '../chain/chain.ts';
import { HeadState } from '../store/head-state.ts';
import { fromHex, toHex } from '@lumi/runtime/bytes';
import { SLICE_MS, Slicer } from '../util/slices.ts';
import type { Connection } from './connection.ts';
import type { NodeContext } from './context.ts';

/** Keys under `prefix` strictly after `after`, at most `limit`. */
export function keysAt(ctx: NodeContext, ref: BlockRef, prefix: Hex, limit: number, after?: Hex): Hex[] {
  if (ref.number === ctx.chain.best.number)
    return ctx.chain.headState.keysWithPrefix(prefix, limit, after) as Hex[];
  const state: StateReader = ctx.chain.stateAt(ref);
  const prefixBytes = fromHex(prefix);
  const out: Hex[] = [];
  let cursor = after !== undefined ? fromHex(after) : undefined;
  while (out.length < limit) {
    const k = state.nextKey(prefixBytes, cursor);
    if (!k) break;
    out.push(toHex(k));
    cursor = k;
  }
  return out;
}

/** Keys read per page by the sliced readers; the slicer decides how many pages run between yields. */
const PAGE_KEYS = 256;

/** Reads (a key, a value, or a page of keys) per slice, besides the slice's time limit. */
const READS_PER_SLICE = 1024;

/**
 * A slicer for loops over many keys; with `conn`, each slice after the first is charged to that
 * connection's CPU budget (the dispatcher charges the first, the call's synchronous part).
 */
export const readSlicer = (conn?: Connection, steps: number = READS_PER_SLICE): Slicer =>
  new Slicer(steps, SLICE_MS, undefined, chargeTo(conn));

/** Charges time to `conn`'s CPU budget, if it has one. */
export function chargeTo(conn: Connection | undefined): ((ms: number, now: number) => void) | undefined {
  const budget = conn?.limits.budget;
  return budget ? (ms, now) => budget.spend(ms, now) : undefined;
}

/**
 * Entries under `prefix` at `ref` in key order (at most `limit`), read page by page with the event loop
 * served between slices. Each page reads keys and values in one synchronous stretch from the state of
 * `ref` itself: the head index while `ref` is the head, its history once a newer block has arrived.
 */
export async function entriesAt(
  ctx: NodeContext,
  ref: BlockRef,
  prefix: Hex,
  limit: number,
  slicer: Slicer = readSlicer(),
): Promise<[Hex, Uint8Array][]> {
  const out: [Hex, Uint8Array][] = [];
  let after: Hex | undefined;
  while (out.length < limit) {
    if (slicer.due()) await slicer.pause();
    // One read transaction per page: historical reads are SQL statements, each otherwise taking its own lock.
    const keys = ctx.chain.store.reading(() => {
      const page = keysAt(ctx, ref, prefix, Math.min(PAGE_KEYS, limit - out.length), after);
      const state = ctx.chain.stateAt(ref);
      for (const k of page) {
        const v = state instanceof HeadState ? state.getHex(k) : state.get(fromHex(k));
        // A key listed by the same state a moment ago has a value.
        out.push([k, v!]);
      }
      return page;
    });
    if (keys.length < PAGE_KEYS) break;
    after = keys[keys.length - 1];
  }
  return out;
}

/** Keys under `prefix` at `ref` (at most `limit`), paged like `entriesAt`. */
export async function keysAtSliced(
  ctx: NodeContext,
  ref: BlockRef,
  prefix: Hex,
  limit: number,
  slicer: Slicer = readSlicer(),
): Promise<Hex[]> {
  const out: Hex[] = [];
  let after: Hex | undefined;
  while (out.length < limit) {
    if (slicer.due()) await slicer.pause();
    const keys = keysAt(ctx, ref, prefix, Math.min(PAGE_KEYS, limit - out.length), after);
    for (const k of keys) out.push(k);
    if (keys.length < PAGE_KEYS) break;
    after = keys[keys.length - 1];
  }
  return out;
}
