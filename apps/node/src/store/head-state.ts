// The state at the best block, in memory: a map for reads and a sorted key list for nextKey.
import type { Hex, StateReader, StorageChanges } from '@lumi/runtime/host';
import { toHex } from '../util/hex.ts';

/** Index of the first element >= target (or > target when `strict`). */
function lowerBound(sorted: readonly string[], target: string, strict: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid]!;
    if (v < target || (strict && v === target)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class HeadState implements StateReader {
  private readonly values = new Map<string, Uint8Array>();
  private sorted: string[] = [];

  constructor(entries: Iterable<[Hex, Uint8Array]> = []) {
    this.reset(entries);
  }

  /** Replaces the whole state (dev controls moving the head back), keeping this object for its readers. */
  reset(entries: Iterable<[Hex, Uint8Array]>): void {
    this.values.clear();
    for (const [k, v] of entries) this.values.set(k.toLowerCase(), v);
    this.sorted = [...this.values.keys()].sort();
  }

  get size(): number {
    return this.values.size;
  }

  get(key: Uint8Array): Uint8Array | undefined {
    return this.values.get(toHex(key));
  }

  getHex(key: string): Uint8Array | undefined {
    return this.values.get(key);
  }

  nextKey(prefix: Uint8Array, after?: Uint8Array): Uint8Array | undefined {
    const k = this.nextKeyHex(toHex(prefix), after ? toHex(after) : undefined);
    return k === undefined ? undefined : Buffer.from(k.slice(2), 'hex');
  }

  nextKeyHex(prefix: string, after?: string): string | undefined {
    const strict = after !== undefined && after >= prefix;
    const idx = lowerBound(this.sorted, strict ? after : prefix, strict);
    const k = this.sorted[idx];
    return k !== undefined && k.startsWith(prefix) ? k : undefined;
  }

  /** Keys with `prefix`, strictly after `after` when given, at most `limit`. */
  keysWithPrefix(prefix: string, limit: number, after?: string): string[] {
    const strict = after !== undefined && after >= prefix;
    let idx = lowerBound(this.sorted, strict ? after : prefix, strict);
    const out: string[] = [];
    while (out.length < limit) {
      const k = this.sorted[idx++];
      if (k === undefined || !k.startsWith(prefix)) break;
      out.push(k);
    }
    return out;
  }

  /** Every (key, value) in key order. */
  *entries(): IterableIterator<[string, Uint8Array]> {
    for (const k of this.sorted) yield [k, this.values.get(k)!];
  }

  apply(changes: StorageChanges): void {
    const added: string[] = [];
    const removed: string[] = [];
    for (const [rawKey, value] of changes) {
      const key = rawKey.toLowerCase();
      const had = this.values.has(key);
      if (value === null) {
        if (had) {
          this.values.delete(key);
          removed.push(key);
        }
      } else {
        if (!had) added.push(key);
        this.values.set(key, value);
      }
    }
    // A block deletes a few keys (System.BlockHash pruning deletes one per block): find each by binary
    // search rather than rebuilding the whole index.
    if (removed.length > 8) this.sorted = this.sorted.filter((k) => this.values.has(k));
    else {
      for (const k of removed) {
        const i = lowerBound(this.sorted, k, false);
        if (this.sorted[i] === k) this.sorted.splice(i, 1);
      }
    }
    if (added.length === 0) return;
    if (added.length <= 8) {
      for (const k of added) this.sorted.splice(lowerBound(this.sorted, k, false), 0, k);
      return;
    }
    added.sort();
    const merged: string[] = new Array(this.sorted.length + added.length);
    let i = 0;
    let j = 0;
    let o = 0;
    while (i < this.sorted.length && j < added.length) {
      merged[o++] = this.sorted[i]! < added[j]! ? this.sorted[i++]! : added[j++]!;
    }
    while (i < this.sorted.length) merged[o++] = this.sorted[i++]!;
    while (j < added.length) merged[o++] = added[j++]!;
    this.sorted = merged;
  }
}
