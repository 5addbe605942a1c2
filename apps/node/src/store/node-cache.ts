// Encodings of recently read or committed trie nodes, by hash, in front of the store's `trie_node` table. A
// block reads its keys' paths twice, in the runtime's state root and in the pruner's diff against the parent
// trie, and the next block starts from the nodes this one wrote: once the database outgrows SQLite's page cache
// (a million accounts) each of those reads would otherwise be a page-cache miss in a large index.
import { ByteLru } from '../util/byte-lru.ts';

const keyOf = (hash: Uint8Array): string =>
  Buffer.from(hash.buffer, hash.byteOffset, hash.byteLength).toString('hex');

export class NodeCache {
  private readonly lru: ByteLru<Uint8Array>;

  /** `bytes`: an estimate of the memory it may hold (0 keeps nothing). */
  constructor(bytes: number) {
    this.lru = new ByteLru<Uint8Array>(bytes, (node) => node.byteLength);
  }

  /** The node from memory, else from `read` (the table), kept for next time. */
  through(hash: Uint8Array, read: () => Uint8Array | undefined): Uint8Array | undefined {
    const key = keyOf(hash);
    const cached = this.lru.get(key);
    if (cached) return cached;
    const node = read();
    if (node) this.lru.set(key, node);
    return node;
  }

  /** Nodes a block committed, (hash, encoding, …). */
  add(nodes: Iterable<readonly [Uint8Array, Uint8Array, ...unknown[]]>): void {
    for (const [hash, node] of nodes) this.lru.set(keyOf(hash), node);
  }

  /**
   * Nodes read elsewhere (the prefetch thread), kept unless already held: most of a path's upper nodes are,
   * and re-inserting one costs more than looking it up.
   */
  offer(nodes: Iterable<readonly [Uint8Array, Uint8Array]>): void {
    for (const [hash, node] of nodes) {
      const key = keyOf(hash);
      if (!this.lru.has(key)) this.lru.set(key, node);
    }
  }

  /** The node left `trie_node`. */
  delete(hash: Uint8Array): void {
    this.lru.delete(keyOf(hash));
  }
}
