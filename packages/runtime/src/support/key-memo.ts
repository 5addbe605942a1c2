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
 * Caches `compute(encode(k))` per key value. Byte-array keys (AccountId32) are found by identity — the
 * same decoded signer is passed to every read of a transaction — and checked against a copy of their
 * contents, so a key mutated after use can never hit a stale entry. Numbers and bigints are looked up by
 * value, anything else by the hex of its encoding. At most `max` values are kept by value (oldest go first).
 */
export class KeyMemo<K, R> {
  private readonly byRef = new WeakMap<Uint8Array, { src: Uint8Array; r: R }>();
  private readonly byValue = new Map<string | number | bigint, R>();

  constructor(
    private readonly keyType: ScaleType<K>,
    private readonly compute: (encoded: Uint8Array) => R,
    private readonly max: number,
  ) {}

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
      this.remember(k, r);
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
    this.remember(ck, r);
    return r;
  }

  private remember(k: string | number | bigint, r: R): void {
    if (this.byValue.size >= this.max) {
      const first = this.byValue.keys().next().value;
      if (first !== undefined) this.byValue.delete(first);
    }
    this.byValue.set(k, r);
  }
}
