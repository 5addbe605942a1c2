// What every FRAME storage item shares: its metadata, its prefix, and reads and writes over the current
// execution context's overlay with a per-item cache of decoded values; plus the key hashing maps use.
import { toHex as u8aToHex } from './bytes.ts';
import type { AnyType, ScaleType } from '../scale/index.ts';
import { Reader } from '../scale/index.ts';
import { ctx } from './context.ts';
import { TypedValue } from './overlay.ts';
import { storagePrefix } from './hashing.ts';
import type { Hasher } from './hashing.ts';
import { KeyMemo, type KeyBytes } from './key-memo.ts';

export type Modifier = 'Optional' | 'Default';

export interface StorageItemMeta {
  readonly pallet: string;
  readonly name: string;
  readonly modifier: Modifier;
  readonly valueType: AnyType;
  /** Hashers and key types, empty for a plain value. */
  readonly hashers: readonly Hasher[];
  readonly keyTypes: readonly AnyType[];
  /** Bytes metadata reports as the item's default (0x00 = None for Optional items). */
  readonly fallback: Uint8Array;
  readonly docs: readonly string[];
  readonly prefix: Uint8Array;
}

export interface ItemOpts<V> {
  docs?: readonly string[];
  /** Present for ValueQuery items: what `get` returns when nothing is stored. */
  default?: V;
}

/** Hashed keys remembered per map key position. */
export const KEY_CACHE_SIZE = 8192;
/** Decoded values kept per storage item (the cache starts over when full). */
const DECODED_CACHE_SIZE = 4096;

export abstract class ItemBase<V> implements StorageItemMeta {
  readonly prefix: Uint8Array;
  readonly prefixHex: string;
  readonly modifier: Modifier;
  readonly fallback: Uint8Array;
  readonly docs: readonly string[];
  /** The default when it is a primitive (immutable, so one value can serve every caller). */
  private readonly primitiveDefault: V | undefined;
  /** Object defaults are decoded afresh from `fallback` for each caller instead. */
  private readonly objectDefault: boolean;
  /**
   * The last decoded value per key, valid while the stored bytes are the very ones it was decoded from (a
   * write stores new bytes, stored bytes are never changed in place): a value read many times in a block
   * is decoded once.
   */
  private readonly decoded = new Map<string, { raw: Uint8Array; v: V }>();

  constructor(
    readonly pallet: string,
    readonly name: string,
    readonly valueType: ScaleType<V>,
    readonly hashers: readonly Hasher[],
    readonly keyTypes: readonly AnyType[],
    opts: ItemOpts<V>,
  ) {
    this.prefix = storagePrefix(pallet, name);
    this.prefixHex = u8aToHex(this.prefix);
    this.modifier = 'default' in opts ? 'Default' : 'Optional';
    this.fallback = this.modifier === 'Default' ? valueType.encode(opts.default as V) : new Uint8Array([0]);
    this.objectDefault = typeof opts.default === 'object' && opts.default !== null;
    this.primitiveDefault = this.objectDefault ? undefined : opts.default;
    this.docs = opts.docs ?? [];
  }

  /**
   * What a ValueQuery read returns when nothing is stored (undefined for OptionQuery). Every caller gets its own
   * object, as FRAME builds `Default::default()` per read: pallets mutate what they read (`a.nonce += 1`), which
   * must never change the default other callers see (object defaults are copies of the decoded fallback bytes,
   * like stored values); primitive defaults are immutable and returned as they are.
   */
  protected def(): V | undefined {
    return this.objectDefault
      ? this.valueType.copy(this.decodeShared('', this.fallback))
      : this.primitiveDefault;
  }

  /** `raw` (stored at `hex`) decoded, the cached value itself; throws when undecodable. */
  private decodeShared(hex: string, raw: Uint8Array): V {
    const hit = this.decoded.get(hex);
    if (hit !== undefined && hit.raw === raw) return hit.v;
    const v = this.valueType.decode(raw);
    if (this.decoded.size >= DECODED_CACHE_SIZE) this.decoded.clear();
    this.decoded.set(hex, { raw, v });
    return v;
  }

  /** The stored value, or undefined when absent or undecodable (FRAME treats that as absent). */
  private readWith(key: Uint8Array, hex: string, copy: boolean): V | undefined {
    const got = ctx().state.lookup(hex, key);
    if (got === undefined) return undefined;
    let v: V;
    if (got instanceof TypedValue && got.type === this.valueType) v = got.value as V;
    else {
      try {
        v = this.decodeShared(hex, got instanceof TypedValue ? got.bytes() : got);
      } catch {
        return undefined;
      }
    }
    // Callers may mutate what they read: each gets its own copy of the cached value.
    return copy ? this.valueType.copy(v) : v;
  }

  protected read(key: Uint8Array, hex: string): V | undefined {
    return this.readWith(key, hex, true);
  }

  /**
   * The stored value without the copy `read` makes, for callers that only look at it (a transfer reads its
   * accounts some twenty times, and the copies were the runtime's largest allocation). Typed read-only, as
   * writing into it would change what every later read of the same bytes returns.
   */
  protected readShared(key: Uint8Array, hex: string): ReadonlyDeep<V> | undefined {
    return this.readWith(key, hex, false) as ReadonlyDeep<V> | undefined;
  }

  protected write(key: Uint8Array, v: V, hex?: string): void {
    ctx().state.setTyped(hex ?? u8aToHex(key), this.valueType, v);
  }

  /** Whether anything is stored at the key (without encoding a value kept typed). */
  protected has(key: Uint8Array, hex: string): boolean {
    return ctx().state.lookup(hex, key) !== undefined;
  }

  protected erase(key: Uint8Array, hex?: string): void {
    ctx().state.deleteHex(hex ?? u8aToHex(key));
  }
}

/**
 * A value as `peek` hands it out: shared with the item's cache of decoded values, so nothing in it may be
 * written (byte arrays are left as they are: pallets never write into stored bytes).
 */
export type ReadonlyDeep<T> = T extends bigint | number | string | boolean | null | undefined | Uint8Array
  ? T
  : T extends readonly (infer E)[]
    ? readonly ReadonlyDeep<E>[]
    : { readonly [P in keyof T]: ReadonlyDeep<T[P]> };

/** The query type: V for ValueQuery (has a default), V | undefined for OptionQuery. */
export type Q<V, D extends boolean> = D extends true ? V : V | undefined;

/** Splits a full key's suffix (after the 32-byte prefix) back into key values, where hashers allow. */
export function decodeKeyParts(
  hashers: readonly Hasher[],
  keyTypes: readonly AnyType[],
  suffix: Uint8Array,
): unknown[] | undefined {
  const r = new Reader(suffix);
  const out: unknown[] = [];
  for (let i = 0; i < hashers.length; i++) {
    const h = hashers[i]!;
    if (h.concatOffset === undefined) return undefined;
    r.pos += h.concatOffset;
    out.push(keyTypes[i]!.decodeFrom(r));
  }
  r.end();
  return out;
}

/** A memo of `hasher(encode(k))` with its hex (without 0x), for one key position of a map. */
export function hashedPart<K>(hasher: Hasher, keyType: ScaleType<K>): KeyMemo<K, KeyBytes> {
  return new KeyMemo(
    keyType,
    (encoded) => {
      const bytes = hasher.hash(encoded);
      return { bytes, hex: u8aToHex(bytes).slice(2) };
    },
    KEY_CACHE_SIZE,
  );
}
