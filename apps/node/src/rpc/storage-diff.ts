// archive_v1_storageDiff's work: the keys whose value differs between two blocks, under the prefixes asked
// for, each reported as added, modified or deleted with its value and/or hash. The store keeps every version
// of every key, so the candidates are the keys written between the two blocks, found a page at a time.
import { u8aEq } from '@polkadot/util';
import type { Hex } from '@lumi/runtime/host';
import type { BlockRef } from '../chain/chain.ts';
import { blake2_256 } from '../util/hash.ts';
import { fromHex, toHex } from '@lumi/runtime/bytes';
import type { Connection } from './connection.ts';
import type { NodeContext } from './context.ts';
import { readSlicer } from './keys.ts';

export type DiffReturnType = 'value' | 'hash';
export type DiffType = 'added' | 'modified' | 'deleted';

export interface DiffItem {
  /** Key prefix; '0x' is every key. */
  key: Hex;
  returnType: DiffReturnType;
}

export type DiffResult = { key: Hex; type: DiffType } & ({ value: Hex } | { hash: Hex });

/** Distinct keys examined per synchronous page. */
const KEYS_PER_PAGE = 128;

/** How a key changed from `before` to `after` (undefined: absent), or undefined when it did not. */
export function classifyChange(
  before: Uint8Array | undefined,
  after: Uint8Array | undefined,
): DiffType | undefined {
  if (before === undefined) return after === undefined ? undefined : 'added';
  if (after === undefined) return 'deleted';
  return u8aEq(before, after) ? undefined : 'modified';
}

/**
 * The prefixes to walk for `items`: sorted, and none inside another (a key under both would otherwise be
 * visited twice), so walking them in turn visits each key once, in key order.
 */
export function coveringPrefixes(items: readonly DiffItem[]): Hex[] {
  const sorted = [...new Set(items.map((i) => i.key))].sort();
  const out: Hex[] = [];
  for (const p of sorted) {
    const last = out.at(-1);
    if (last === undefined || !p.startsWith(last)) out.push(p);
  }
  return out;
}

/** Which forms `key` is reported in: every item whose prefix it starts with contributes its return type. */
export function returnTypesOf(key: Hex, items: readonly DiffItem[]): { value: boolean; hash: boolean } {
  let value = false;
  let hash = false;
  for (const item of items) {
    if (!key.startsWith(item.key)) continue;
    if (item.returnType === 'value') value = true;
    else hash = true;
  }
  return { value, hash };
}

/**
 * Reports to `emit` every key under `items` whose value at `ref` differs from its value at `previous`: added
 * and modified keys with their value at `ref`, deleted ones with their value at `previous`; a key asked for in
 * both forms gives a value result, then a hash result. Runs in slices charged to `conn`; returns false when
 * `stopped()` turned true between them.
 */
export async function runStorageDiff(
  ctx: NodeContext,
  ref: BlockRef,
  previous: BlockRef,
  items: readonly DiffItem[],
  conn: Connection | undefined,
  emit: (result: DiffResult) => void,
  stopped: () => boolean,
): Promise<boolean> {
  const { chain } = ctx;
  // On this chain every block's state is its ancestor's plus the writes of the blocks in between.
  const from = Math.min(ref.number, previous.number);
  const to = Math.max(ref.number, previous.number);
  if (from === to) return true;
  const slicer = readSlicer(conn);
  for (const prefix of coveringPrefixes(items)) {
    let after: Uint8Array | undefined;
    do {
      if (slicer.due()) await slicer.pause();
      if (stopped()) return false;
      // One read transaction per page; both states fetched in it, as the head may have moved during a pause.
      const page = chain.store.reading(() => {
        const found = chain.store.changedKeys(fromHex(prefix), after, from, to, KEYS_PER_PAGE);
        const now = chain.stateAt(ref);
        const before = chain.stateAt(previous);
        const changes = found.keys.map((k) => ({ k, old: before.get(k), current: now.get(k) }));
        return { changes, next: found.next };
      });
      for (const { k, old, current } of page.changes) {
        const type = classifyChange(old, current);
        if (type === undefined) continue;
        const key = toHex(k);
        const shown = (type === 'deleted' ? old : current)!;
        const forms = returnTypesOf(key, items);
        if (forms.value) emit({ key, value: toHex(shown), type });
        if (forms.hash) emit({ key, hash: toHex(blake2_256(shown)), type });
      }
      after = page.next;
    } while (after !== undefined);
  }
  return true;
}
