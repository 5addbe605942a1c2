// Which keys of a prefix changed between two blocks (archive_v1_storageDiff's walk), on the store's statements.
import { toHex } from '@lumi/runtime/bytes';
import { u8 } from './buffers.ts';
import type { Statements } from './statements.ts';

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
 * order. At most `maxExamined` distinct keys are looked at per call (two index seeks each), so a caller can
 * slice the walk.
 */
export function changedKeys(q: Statements, ...walk: ChangedKeysWalk): ChangedKeys {
  const [prefix, after, from, to, maxExamined] = walk;
  const prefixHex = toHex(prefix);
  type Row = { key: Buffer } | undefined;
  let row: Row =
    after && toHex(after) >= prefixHex
      ? (q.anyNext.get(Buffer.from(after)) as Row)
      : (q.anyFirst.get(Buffer.from(prefix)) as Row);
  const keys: Uint8Array[] = [];
  for (let examined = 0; row;) {
    const key = u8(row.key);
    if (!toHex(key).startsWith(prefixHex)) break;
    if (q.changedIn.get(row.key, from, to)) keys.push(key);
    if (++examined >= maxExamined) return { keys, next: key };
    row = q.anyNext.get(row.key) as Row;
  }
  return { keys, next: undefined };
}
