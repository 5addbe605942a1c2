// Which keys of a prefix changed between two blocks (archive_v1_storageDiff's walk), on the store's statements.
import { toHex } from '@lumi/runtime/bytes';
import { u8 } from './buffers.ts';
import type { StateTables } from './state-tables.ts';

export interface ChangedKeys {
  keys: Uint8Array[];
  /** Where to resume; undefined once the prefix is exhausted. */
  next: Uint8Array | undefined;
}

/** The prefix, where to resume (exclusive), the blocks (from, to], and how many keys to look at. */
export type ChangedKeysWalk = [
  prefix: Uint8Array,
  after: Uint8Array | undefined,
  from: number,
  to: number,
  maxExamined: number,
];

/**
 * Keys under `prefix`, strictly after `after`, that have a version written in blocks (from, to], in key
 * order. At most `maxExamined` distinct keys are looked at per call (four index seeks each), so a caller can
 * slice the walk.
 */
export function changedKeys(tables: StateTables, ...walk: ChangedKeysWalk): ChangedKeys {
  const [prefix, after, from, to, maxExamined] = walk;
  const prefixHex = toHex(prefix);
  let next =
    after && toHex(after) >= prefixHex
      ? tables.nextAny(Buffer.from(after), false)
      : tables.nextAny(Buffer.from(prefix), true);
  const keys: Uint8Array[] = [];
  for (let examined = 0; next;) {
    const key = u8(next);
    if (!toHex(key).startsWith(prefixHex)) break;
    if (tables.changedIn(next, from, to)) keys.push(key);
    if (++examined >= maxExamined) return { keys, next: key };
    next = tables.nextAny(next, false);
  }
  return { keys, next: undefined };
}
