// The state at the best block, read lazily from the store (each key's newest version) behind a least-recently-used cache
// bounded in bytes: a start reads nothing up front, memory does not grow with the state, and a block costs
// one index seek per key it touches that the cache does not hold.
import type { StateReader, StorageChanges } from '@lumi/runtime/host';
import { toHex } from '@lumi/runtime/bytes';
import { ByteLru } from '../util/byte-lru.ts';
import { HeadChanges, type HeadMark } from './head-changes.ts';

export type { HeadMark } from './head-changes.ts';

/** The store's view of the best block's state (Store implements it). */
export interface HeadTable {
  headGet(key: Uint8Array): Uint8Array | undefined;
  headKeyFrom(from: Uint8Array, exclusive: boolean): Uint8Array | undefined;
  headKeys(from: Uint8Array, exclusive: boolean, limit: number): Uint8Array[];
}

/** Cached as null: a key known to be absent, so a miss on a missing key costs one seek, not one per read. */
type Cached = Uint8Array | null;

const bytesOf = (hex: string): Uint8Array => Buffer.from(hex.slice(2), 'hex');

/**
 * How many changes of the head a prefetched value may be late by (`prime`): at a block a second, a prefetch
 * answered a minute later is dropped.
 */
const PRIME_WINDOW = 64;

export class HeadState implements StateReader {
  private readonly cache: ByteLru<Cached>;
  /** What changed the head lately: which primed values may still be current (`prime`). */
  private readonly changes: HeadChanges;

  /**
   * `cacheBytes`: how much of the state's values to keep in memory; `primeWindow`: how many changes of the head
   * a primed value may be late by.
   */
  constructor(
    private readonly table: HeadTable,
    cacheBytes: number,
    primeWindow = PRIME_WINDOW,
  ) {
    this.cache = new ByteLru<Cached>(cacheBytes, (v) => (v ? v.byteLength : 0));
    this.changes = new HeadChanges(primeWindow);
  }

  /** Bytes the cache holds now (its estimate). */
  get cachedBytes(): number {
    return this.cache.bytes;
  }

  get(key: Uint8Array): Uint8Array | undefined {
    return this.read(toHex(key), key);
  }

  /** `key` is lower-case 0x-hex. */
  getHex(key: string): Uint8Array | undefined {
    return this.read(key, undefined);
  }

  nextKey(prefix: Uint8Array, after?: Uint8Array): Uint8Array | undefined {
    const from = after && toHex(after) >= toHex(prefix) ? after : prefix;
    const k = this.table.headKeyFrom(from, from === after);
    return k && startsWith(k, prefix) ? k : undefined;
  }

  /** Keys with `prefix` (lower-case 0x-hex), strictly after `after` when given, at most `limit`. */
  keysWithPrefix(prefix: string, limit: number, after?: string): string[] {
    if (limit <= 0) return [];
    const exclusive = after !== undefined && after >= prefix;
    const keys = this.table.headKeys(bytesOf(exclusive ? after : prefix), exclusive, limit);
    const out: string[] = [];
    for (const k of keys) {
      const hex = toHex(k);
      if (!hex.startsWith(prefix)) break;
      out.push(hex);
    }
    return out;
  }

  /**
   * The store's rows already hold `changes` (a block commit or a dev override writes them first): the
   * cache follows, so it never serves a value the table no longer has.
   */
  apply(changes: StorageChanges): void {
    const keys = new Set<string>();
    for (const [rawKey, value] of changes) {
      const key = rawKey.toLowerCase();
      keys.add(key);
      this.cache.set(key, value);
    }
    this.changes.changed(keys);
  }

  /** Forgets every cached value: the store's state was rewritten wholesale (the dev controls moved the head). */
  reset(): void {
    this.cache.clear();
    this.changes.reset();
  }

  /** Whether the cache holds the key's value (lower-case 0x-hex), present or absent. */
  cached(key: string): boolean {
    return this.cache.has(key);
  }

  /** Where the head stands now: what a snapshot read from here on is compared with (`prime`). */
  mark(): HeadMark {
    return this.changes.mark();
  }

  /**
   * Values read from the store elsewhere, in a snapshot taken at `since` or later (a prefetch): each goes into
   * the cache unless the cache has the key already or the head changed it since `since` (the snapshot may be
   * from before that change); none does if the head was reset since or changed more often than it remembers.
   * Returns how many were taken.
   */
  prime(since: HeadMark, values: Iterable<readonly [key: string, value: Uint8Array | null]>): number {
    const unchanged = this.changes.unchangedSince(since);
    if (!unchanged) return 0;
    let taken = 0;
    for (const [key, value] of values) {
      if (this.cache.has(key) || !unchanged(key)) continue;
      this.cache.set(key, value);
      taken++;
    }
    return taken;
  }

  private read(hex: string, bytes: Uint8Array | undefined): Uint8Array | undefined {
    const cached = this.cache.get(hex);
    if (cached !== undefined) return cached ?? undefined;
    const v = this.table.headGet(bytes ?? bytesOf(hex)) ?? null;
    this.cache.set(hex, v);
    return v ?? undefined;
  }
}

function startsWith(key: Uint8Array, prefix: Uint8Array): boolean {
  if (key.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (key[i] !== prefix[i]) return false;
  return true;
}
