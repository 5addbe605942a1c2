// An in-memory StateReader (tests, genesis, runtime API calls on a detached state).
import { hexToU8a, u8aToHex } from '@polkadot/util';
import type { Hex, StateReader, StorageChanges } from '../host.ts';

export class MemoryState implements StateReader {
  private readonly map = new Map<string, Uint8Array>();
  private sorted: string[] | undefined;

  get(key: Uint8Array): Uint8Array | undefined {
    return this.map.get(u8aToHex(key));
  }

  getHex(hex: string): Uint8Array | undefined {
    return this.map.get(hex);
  }

  nextKey(prefix: Uint8Array, after?: Uint8Array): Uint8Array | undefined {
    this.sorted ??= [...this.map.keys()].sort();
    const p = u8aToHex(prefix);
    const a = after ? u8aToHex(after) : undefined;
    // First key >= prefix (and > after), by binary search.
    const from = a !== undefined && a > p ? a : p;
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid]! < from) lo = mid + 1;
      else hi = mid;
    }
    let k = this.sorted[lo];
    if (k !== undefined && k === a) k = this.sorted[lo + 1];
    return k !== undefined && k.startsWith(p) ? hexToU8a(k) : undefined;
  }

  apply(changes: StorageChanges): void {
    for (const [k, v] of changes) {
      if (v === null) this.map.delete(k);
      else this.map.set(k, v);
    }
    this.sorted = undefined;
  }

  entries(): IterableIterator<[string, Uint8Array]> {
    return this.map.entries();
  }

  get size(): number {
    return this.map.size;
  }

  static from(changes: StorageChanges): MemoryState {
    const s = new MemoryState();
    s.apply(changes);
    return s;
  }
}

export type { Hex };
