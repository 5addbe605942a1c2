// The state's versions as one table, read from `state_recent` and `state` (recent-tables.ts): a key's versions in
// the recent table are newer than any in the large one, so a read that finds one there stops.
import type { Hex } from '@lumi/runtime/host';
import { toHex } from '@lumi/runtime/bytes';
import { u8 } from './buffers.ts';
import type { Statements } from './statements.ts';

type ValueRow = { value: Buffer | null } | undefined;
type KeyRow = { key: Buffer } | undefined;

/** A version: its value (null: the key was deleted), or undefined when there is none. */
export type Version = Buffer | null | undefined;

const version = (row: ValueRow): Version => (row ? row.value : undefined);

/** The recent table's version, else the large one's (a deletion, null, in the recent table stops the read). */
function first(recent: ValueRow, large: () => ValueRow): Version {
  return recent ? recent.value : version(large());
}

/** The smaller of two keys, either possibly missing. */
function lower(a: KeyRow, b: KeyRow): Buffer | undefined {
  if (!a) return b?.key;
  if (!b) return a.key;
  return Buffer.compare(a.key, b.key) <= 0 ? a.key : b.key;
}

/** One state row as it was before a dev override: put back by `Store.restoreState`. */
export interface StateRowUndo {
  block: number;
  key: Hex;
  existed: boolean;
  value: Uint8Array | null;
}

const buf = (hex: string): Buffer => Buffer.from(hex.slice(2), 'hex');

export class StateTables {
  constructor(private readonly q: Statements) {}

  /** The key's newest version. */
  newest(key: Buffer): Version {
    return first(this.q.recentHeadGet.get(key) as ValueRow, () => this.q.headGet.get(key) as ValueRow);
  }

  /** The key's version at `block`: its newest at or below it. */
  at(key: Buffer, block: number): Version {
    return first(
      this.q.recentStateGet.get(key, block) as ValueRow,
      () => this.q.stateGet.get(key, block) as ValueRow,
    );
  }

  /** The smallest key after `from` (or at it, when `inclusive`) with a version at or below `block`. */
  nextAt(from: Buffer, inclusive: boolean, block: number): Buffer | undefined {
    const [recent, large] = inclusive
      ? [this.q.recentStateFirst, this.q.stateFirst]
      : [this.q.recentStateNext, this.q.stateNext];
    return lower(recent.get(from, block) as KeyRow, large.get(from, block) as KeyRow);
  }

  /** The first key under `prefix` (strictly after `after`, when given) that exists at `block`. */
  keyAt(prefix: Uint8Array, after: Uint8Array | undefined, block: number): Buffer | undefined {
    const prefixHex = toHex(prefix);
    let next =
      after && toHex(after) >= prefixHex
        ? this.nextAt(Buffer.from(after), false, block)
        : this.nextAt(Buffer.from(prefix), true, block);
    for (; next; next = this.nextAt(next, false, block)) {
      if (!toHex(next).startsWith(prefixHex)) return undefined;
      // A NULL version is a deletion: that key does not exist at this block.
      if (this.at(next, block)) return next;
    }
    return undefined;
  }

  /**
   * Keys of the newest state in order, from `from` (strictly after it when `exclusive`), at most `limit`,
   * skipping keys whose newest version is a deletion.
   */
  newestKeys(from: Buffer, exclusive: boolean, limit: number): Buffer[] {
    const out: Buffer[] = [];
    for (let key = this.nextAny(from, !exclusive); key && out.length < limit; key = this.nextAny(key, false))
      if (this.newest(key)) out.push(key);
    return out;
  }

  /** The smallest key after `from` (or at it, when `inclusive`) with any version. */
  nextAny(from: Buffer, inclusive: boolean): Buffer | undefined {
    const [recent, large] = inclusive
      ? [this.q.recentAnyFirst, this.q.anyFirst]
      : [this.q.recentAnyNext, this.q.anyNext];
    return lower(recent.get(from) as KeyRow, large.get(from) as KeyRow);
  }

  /** Whether the key has a version written in blocks (from, to]. */
  changedIn(key: Buffer, from: number, to: number): boolean {
    return (
      this.q.recentChangedIn.get(key, from, to) !== undefined ||
      this.q.changedIn.get(key, from, to) !== undefined
    );
  }

  /** Versions of the key written in blocks (from, to], oldest first. */
  history(key: Buffer, from: number, to: number): { block: number; value: Buffer | null }[] {
    type Row = { block: number; value: Buffer | null };
    const large = this.q.keyHistory.all(key, from, to) as Row[];
    const recent = this.q.recentKeyHistory.all(key, from, to) as Row[];
    // Every recent version is newer than every large-table one.
    return large.concat(recent);
  }

  /** The version written at exactly `block`. */
  row(key: Buffer, block: number): Version {
    return first(
      this.q.recentStateRow.get(key, block) as ValueRow,
      () => this.q.stateRow.get(key, block) as ValueRow,
    );
  }

  /**
   * Writes (or, with `undefined`, removes) the version at exactly `block`, in the table that holds that block's
   * versions: the recent one above `mergedTo`. Inside the caller's write transaction.
   */
  putRow(key: Buffer, block: number, value: Buffer | null | undefined, mergedTo: number): void {
    this.q.recentDeleteStateRow.run(key, block);
    this.q.deleteStateRow.run(key, block);
    if (value === undefined) return;
    (block > mergedTo ? this.q.recentInsertState : this.q.insertState).run(key, block, value);
  }

  /** Rewrites block `number`'s versions of the keys in `changes`; returns what they were, for `restore`. */
  overwrite(number: number, changes: ReadonlyMap<Hex, Uint8Array | null>, mergedTo: number): StateRowUndo[] {
    const undo: StateRowUndo[] = [];
    for (const [key, value] of changes) {
      const row = this.row(buf(key), number);
      undo.push({ block: number, key, existed: row !== undefined, value: row ? u8(row) : null });
      this.putRow(buf(key), number, value === null ? null : Buffer.from(value), mergedTo);
    }
    return undo;
  }

  /** Puts back rows saved by `overwrite`, newest first. */
  restore(undo: readonly StateRowUndo[], mergedTo: number): void {
    for (let i = undo.length - 1; i >= 0; i--) {
      const u = undo[i]!;
      const value = !u.existed ? undefined : u.value === null ? null : Buffer.from(u.value);
      this.putRow(buf(u.key), u.block, value, mergedTo);
    }
  }

  /** Removes every version above `block`, from both tables. */
  deleteAbove(block: number): void {
    this.q.recentDeleteStateAbove.run(block);
    this.q.deleteStateAbove.run(block);
  }
}
