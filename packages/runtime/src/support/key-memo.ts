// Memoised storage-key parts: hashing a map key (and hex-encoding it for the overlay) is most of what a
// storage access costs, and a transaction touches the same few keys many times (a transfer reads
// System.Account of its signer about twenty times).
import { equalBytes, toHex } from './bytes.ts';
import type { ScaleType } from '../scale/index.ts';

/** A hashed key part (or a whole key) with its 0x-hex, the overlay's map key. */
export interface KeyBytes {
  bytes: Uint8Array;
  hex: string;
}

/**
 * A map holding about the `max` most recently used entries: two generations, the older dropped whole when the
 * newer fills. O(1) per use; a Map evicting its oldest entry one at a time (delete + keys().next()) leaves holes
 * at its front that every later eviction walks over, and a WeakMap keyed by the key arrays grows with every
 * distinct key a caller keeps alive (a genesis of a million accounts keeps all of them).
 */
class Generations<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(k: K): V | undefined {
    const hit = this.young.get(k);
    if (hit !== undefined) return hit;
    const aged = this.old.get(k);
    if (aged !== undefined) this.set(k, aged);
    return aged;
  }

  set(k: K, v: V): void {
    if (this.young.size >= this.max) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(k, v);
  }
}

/**
 * Caches `compute(encode(k))` per key value. Byte-array keys (AccountId32) are found by identity — the
 * same decoded signer is passed to every read of a transaction — and checked against a copy of their
 * contents, so a key mutated after use can never hit a stale entry. Numbers and bigints are looked up by
 * value, anything else by the hex of its encoding. About `max` keys are kept each way (the recently used).
 */
export class KeyMemo<K, R> {
  private readonly byRef: Generations<Uint8Array, { src: Uint8Array; r: R }>;
  private readonly byValue: Generations<string | number | bigint, R>;

  constructor(
    private readonly keyType: ScaleType<K>,
    private readonly compute: (encoded: Uint8Array) => R,
    max: number,
  ) {
    const half = Math.max(1, max >> 1);
    this.byRef = new Generations(half);
    this.byValue = new Generations(half);
  }

  get(k: K): R {
    if (k instanceof Uint8Array) {
      const hit = this.byRef.get(k);
      if (hit !== undefined && equalBytes(hit.src, k)) return hit.r;
      const r = this.byEncoding(k);
      this.byRef.set(k, { src: k.slice(), r });
      return r;
    }
    if (typeof k === 'number' || typeof k === 'bigint') {
      const hit = this.byValue.get(k);
      if (hit !== undefined) return hit;
      const r = this.compute(this.keyType.encode(k));
      this.byValue.set(k, r);
      return r;
    }
    return this.byEncoding(k);
  }

  private byEncoding(k: K): R {
    const encoded = this.keyType.encode(k);
    const ck = toHex(encoded);
    const hit = this.byValue.get(ck);
    if (hit !== undefined) return hit;
    const r = this.compute(encoded);
    this.byValue.set(ck, r);
    return r;
  }
}
