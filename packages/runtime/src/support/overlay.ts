// A change overlay over a host StateReader with nested transactional layers (FRAME's storage layers).
// One Map holds the current view; a journal of previous values lets a layer roll back in O(its writes),
// and reads stay a single Map lookup whatever the nesting depth. Values written by storage items are kept
// typed and encoded only when bytes are asked for: a block rewrites the same accounts several times, and each
// encoding (80 bytes for an AccountInfo) is an array off V8's heap.
import { hexToU8a } from '@polkadot/util';
import { toHex as u8aToHex } from './bytes.ts';
import type { Hex, StateReader, StorageChanges } from '../host.ts';
import { UNDECODABLE, Writer } from '../scale/index.ts';
import type { ScaleType } from '../scale/index.ts';

/** A Vec value built by appends (System.Events): items are kept apart so an append is O(1). */
class AppendList {
  cache: Uint8Array | undefined;
  constructor(
    readonly baseCount: number,
    readonly baseItems: Uint8Array,
    readonly items: Uint8Array[],
  ) {}

  bytes(): Uint8Array {
    if (this.cache) return this.cache;
    const w = new Writer(this.baseItems.length + 8 + this.items.reduce((s, x) => s + x.length, 0));
    w.compact(this.baseCount + this.items.length);
    w.bytes(this.baseItems);
    for (const x of this.items) w.bytes(x);
    return (this.cache = w.finish());
  }
}

/**
 * A value a storage item wrote, as decoding its encoding gives it (so reading it back is what reading the
 * bytes would be), with the encoding made on first need. Never changed once made: readers get copies or
 * read-only views, and a write replaces the whole entry.
 */
export class TypedValue<T = unknown> {
  private encoded: Uint8Array | undefined;
  constructor(
    readonly type: ScaleType<T>,
    readonly value: T,
  ) {}

  bytes(): Uint8Array {
    return (this.encoded ??= this.type.encode(this.value));
  }
}

type Entry = Uint8Array | null | AppendList | TypedValue;
type JournalEntry = { key: string; prev: Entry | undefined } | { key: string; appendLen: number };

/** Max transactional nesting, as FRAME's TRANSACTIONAL_LIMIT. */
export const TRANSACTION_LIMIT = 255;

function splitVec(bytes: Uint8Array): { count: number; items: Uint8Array } | undefined {
  const b0 = bytes[0];
  if (b0 === undefined) return undefined;
  let count: number;
  let off: number;
  const mode = b0 & 3;
  if (mode === 0) [count, off] = [b0 >> 2, 1];
  else if (mode === 1 && bytes.length >= 2) [count, off] = [(b0 | (bytes[1]! << 8)) >> 2, 2];
  else if (mode === 2 && bytes.length >= 4)
    [count, off] = [(b0 | (bytes[1]! << 8) | (bytes[2]! << 16) | (bytes[3]! << 24)) >>> 2, 4];
  else return undefined;
  return { count, items: bytes.subarray(off) };
}

export class OverlayState implements StateReader {
  private readonly changes = new Map<string, Entry>();
  private journal: JournalEntry[] = [];
  private readonly marks: number[] = [];

  constructor(readonly base: StateReader) {}

  get depth(): number {
    return this.marks.length;
  }

  getHex(hex: string, key?: Uint8Array): Uint8Array | undefined {
    const e = this.changes.get(hex);
    if (e === undefined) return this.baseGet(hex, key);
    if (e === null) return undefined;
    return e instanceof Uint8Array ? e : e.bytes();
  }

  /** As `getHex`, but a value a storage item wrote comes back as it is kept, without being encoded. */
  lookup(hex: string, key?: Uint8Array): Uint8Array | TypedValue | undefined {
    const e = this.changes.get(hex);
    if (e === undefined) return this.baseGet(hex, key);
    if (e === null) return undefined;
    return e instanceof AppendList ? e.bytes() : e;
  }

  private baseGet(hex: string, key: Uint8Array | undefined): Uint8Array | undefined {
    if (this.base.getHex) return this.base.getHex(hex);
    return this.base.get(key ?? hexToU8a(hex));
  }

  get(key: Uint8Array): Uint8Array | undefined {
    return this.getHex(u8aToHex(key), key);
  }

  private record(key: string): void {
    if (this.marks.length === 0) return;
    this.journal.push({ key, prev: this.changes.get(key) });
  }

  setHex(hex: string, value: Uint8Array): void {
    this.record(hex);
    this.changes.set(hex, value);
  }

  /**
   * Writes `value` of `type` kept typed (see TypedValue). Its encoding's checks run now, so a value that cannot
   * be encoded fails this write with the error `type.encode` gives, as an encoded write would.
   */
  setTyped<T>(hex: string, type: ScaleType<T>, value: T): void {
    const v = type.roundTrip(value);
    this.record(hex);
    // A codec whose output does not decode keeps its bytes, so reads treat the value as undecodable as before.
    this.changes.set(hex, v === UNDECODABLE ? type.encode(value) : new TypedValue(type, v));
  }

  set(key: Uint8Array, value: Uint8Array): void {
    this.setHex(u8aToHex(key), value);
  }

  deleteHex(hex: string): void {
    this.record(hex);
    this.changes.set(hex, null);
  }

  delete(key: Uint8Array): void {
    this.deleteHex(u8aToHex(key));
  }

  /** Appends one encoded item to the Vec stored at `key` (sp_io::storage::append semantics). */
  append(key: Uint8Array, item: Uint8Array, hex: string = u8aToHex(key)): void {
    const e = this.changes.get(hex);
    if (e instanceof AppendList) {
      if (this.marks.length > 0) this.journal.push({ key: hex, appendLen: e.items.length });
      e.items.push(item);
      e.cache = undefined;
      return;
    }
    const current = e === undefined ? this.base.get(key) : e instanceof TypedValue ? e.bytes() : e;
    const parsed = current ? splitVec(current) : undefined;
    this.record(hex);
    this.changes.set(hex, new AppendList(parsed?.count ?? 0, parsed?.items ?? new Uint8Array(), [item]));
  }

  startTransaction(): void {
    if (this.marks.length >= TRANSACTION_LIMIT) throw new Error('transactional layer limit reached');
    this.marks.push(this.journal.length);
  }

  commitTransaction(): void {
    if (this.marks.pop() === undefined) throw new Error('no transactional layer to commit');
    if (this.marks.length === 0) this.journal = [];
  }

  rollbackTransaction(): void {
    const mark = this.marks.pop();
    if (mark === undefined) throw new Error('no transactional layer to roll back');
    for (let i = this.journal.length - 1; i >= mark; i--) {
      const j = this.journal[i]!;
      if ('appendLen' in j) {
        const e = this.changes.get(j.key) as AppendList;
        e.items.length = j.appendLen;
        e.cache = undefined;
      } else if (j.prev === undefined) this.changes.delete(j.key);
      else this.changes.set(j.key, j.prev);
    }
    this.journal.length = mark;
  }

  /** Runs `fn` in a layer: committed if it returns, rolled back if it throws. */
  transactional<T>(fn: () => T): T {
    this.startTransaction();
    let ok = false;
    try {
      const r = fn();
      ok = true;
      return r;
    } finally {
      if (ok) this.commitTransaction();
      else this.rollbackTransaction();
    }
  }

  nextKey(prefix: Uint8Array, after?: Uint8Array): Uint8Array | undefined {
    const prefixHex = u8aToHex(prefix);
    const afterHex = after ? u8aToHex(after) : undefined;
    let best: string | undefined;
    for (const [k, v] of this.changes) {
      if (v === null || !k.startsWith(prefixHex) || (afterHex !== undefined && k <= afterHex)) continue;
      if (best === undefined || k < best) best = k;
    }
    let cursor = after;
    while (true) {
      const b = this.base.nextKey(prefix, cursor);
      if (!b) break;
      const bh = u8aToHex(b);
      if (best !== undefined && bh >= best) break;
      if (this.changes.get(bh) !== null) return b;
      cursor = b;
    }
    return best === undefined ? undefined : hexToU8a(best);
  }

  /** Every live key under `prefix`, in key order. */
  *keys(prefix: Uint8Array): Generator<Uint8Array> {
    let k = this.nextKey(prefix);
    while (k) {
      yield k;
      k = this.nextKey(prefix, k);
    }
  }

  /** The net changes against the base, with append-built values materialised. */
  drain(): StorageChanges {
    if (this.marks.length > 0) throw new Error('cannot take changes with open transactional layers');
    const out: StorageChanges = new Map();
    for (const [k, v] of this.changes)
      out.set(k as Hex, v === null || v instanceof Uint8Array ? v : v.bytes());
    return out;
  }

  /** How many keys the overlay holds changes for. */
  get size(): number {
    return this.changes.size;
  }

  /** The net changes (as `drain`), leaving the overlay empty: the base has taken them (a genesis batch). */
  take(): StorageChanges {
    const out = this.drain();
    this.changes.clear();
    return out;
  }

  /** Replays `changes` as writes (used to stack a finished block's changes). */
  apply(changes: StorageChanges): void {
    for (const [k, v] of changes) {
      if (v === null) this.deleteHex(k);
      else this.setHex(k, v);
    }
  }
}
