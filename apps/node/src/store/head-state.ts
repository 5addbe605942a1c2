// The state at the best block, in memory: a map for reads and a B+ tree of the keys for nextKey, both
// updated key by key, so a block costs O(log n) per key it touches whatever the size of the state.
import { createRequire } from 'node:module';
import type BTreeType from 'sorted-btree';
import type { Hex, StateReader, StorageChanges } from '@lumi/runtime/host';
import { toHex } from '@lumi/runtime/bytes';

// sorted-btree is CommonJS with the class on `exports.default`, which Node's ESM default import does not
// unwrap: take it from require so tsx and vitest see the same class.
const BTree = (createRequire(import.meta.url)('sorted-btree') as { default: typeof BTreeType }).default;

export class HeadState implements StateReader {
  private readonly values = new Map<string, Uint8Array>();
  /** Every live key (lower-case 0x-hex, which sorts as the bytes do), in order. */
  private readonly order: BTreeType<string, undefined> = new BTree<string, undefined>();

  constructor(entries: Iterable<[Hex, Uint8Array]> = []) {
    this.reset(entries);
  }

  /** Replaces the whole state (dev controls moving the head back), keeping this object for its readers. */
  reset(entries: Iterable<[Hex, Uint8Array]>): void {
    this.values.clear();
    this.order.clear();
    for (const [k, v] of entries) this.values.set(k.toLowerCase(), v);
    // In key order, each insert lands at the tree's right edge.
    for (const k of [...this.values.keys()].sort()) this.order.set(k, undefined);
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

  /** The first key with `prefix`, strictly after `after` when given. */
  nextKeyHex(prefix: string, after?: string): string | undefined {
    const k = this.firstFrom(prefix, after);
    return k !== undefined && k.startsWith(prefix) ? k : undefined;
  }

  /** Keys with `prefix`, strictly after `after` when given, at most `limit`. */
  keysWithPrefix(prefix: string, limit: number, after?: string): string[] {
    const out: string[] = [];
    const first = this.firstFrom(prefix, after);
    if (first === undefined || limit <= 0) return out;
    for (const k of this.order.keys(first)) {
      if (out.length >= limit || !k.startsWith(prefix)) break;
      out.push(k);
    }
    return out;
  }

  /** Every (key, value) in key order. */
  *entries(): IterableIterator<[string, Uint8Array]> {
    for (const k of this.order.keys()) yield [k, this.values.get(k)!];
  }

  apply(changes: StorageChanges): void {
    for (const [rawKey, value] of changes) {
      const key = rawKey.toLowerCase();
      if (value === null) {
        if (this.values.delete(key)) this.order.delete(key);
      } else {
        if (!this.values.has(key)) this.order.set(key, undefined);
        this.values.set(key, value);
      }
    }
  }

  /** The smallest key ≥ prefix, or > after when `after` is at or past the prefix. */
  private firstFrom(prefix: string, after: string | undefined): string | undefined {
    if (after !== undefined && after >= prefix) return this.order.nextHigherKey(after);
    return this.values.has(prefix) ? prefix : this.order.nextHigherKey(prefix);
  }
}
