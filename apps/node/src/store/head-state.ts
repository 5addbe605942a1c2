// The state at the best block, read lazily from the store (each key's newest version) behind a least-recently-used cache
// bounded in bytes: a start reads nothing up front, memory does not grow with the state, and a block costs
// one index seek per key it touches that the cache does not hold.
import type { StateReader, StorageChanges } from '@lumi/runtime/host';
import { toHex } from '@lumi/runtime/bytes';
import { ByteLru } from '../util/byte-lru.ts';

/** The store's view of the best block's state (Store implements it). */
export interface HeadTable {
  headGet(key: Uint8Array): Uint8Array | undefined;
  headKeyFrom(from: Uint8Array, exclusive: boolean): Uint8Array | undefined;
  headKeys(from: Uint8Array, exclusive: boolean, limit: number): Uint8Array[];
}

/** Cached as null: a key known to be absent, so a miss on a missing key costs one seek, not one per read. */
type Cached = Uint8Array | null;

const bytesOf = (hex: string): Uint8Array => Buffer.from(hex.slice(2), 'hex');

export class HeadState implements StateReader {
  private readonly cache: ByteLru<Cached>;

  /** `cacheBytes`: how much of the state's values to keep in memory. */
  constructor(
    private readonly table: HeadTable,
    cacheBytes: number,
  ) {
    this.cache = new ByteLru<Cached>(cacheBytes, (v) => (v ? v.byteLength : 0));
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
    for (const [rawKey, value] of changes) this.cache.set(rawKey.toLowerCase(), value);
  }

  /** Forgets every cached value: the store's state was rewritten wholesale (the dev controls moved the head). */
  reset(): void {
    this.cache.clear();
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
