// How --state-cache-size is shared: 3/8 for the best block's state values (HeadState's cache), 3/8 for the trie
// nodes the runtime keeps decoded between blocks, 1/4 for trie node encodings in front of the database (the
// store's node cache: what the runtime reopens its tries from and the pruner diffs against). A decoded node is
// counted at what a decoded branch costs in V8.

/** Memory the chain may use for the state beyond SQLite's own page cache. */
export interface StateCacheBudget {
  /** Bytes of the best block's state values kept in memory. */
  headCacheBytes: number;
  /** Trie nodes the runtime may keep in memory before it reopens its tries from the node store. */
  trieCacheNodes: number;
  /** Bytes of trie node encodings the store keeps in memory (Store.cacheTrieNodes). */
  nodeCacheBytes: number;
}

/** --state-cache-size's default: keeps a 1M-account node well under 600 MiB of RSS (docs/chain.md). */
export const DEFAULT_STATE_CACHE_BYTES = 128 * 2 ** 20;

/** Heap bytes of one in-memory trie node: its object, 16-slot children array, partial key, encoding and hash. */
export const TRIE_NODE_BYTES = 640;

export function stateCacheBudget(bytes: number): StateCacheBudget {
  const head = Math.floor((bytes * 3) / 8);
  const nodes = Math.floor(bytes / 4);
  return {
    headCacheBytes: head,
    trieCacheNodes: Math.floor((bytes - head - nodes) / TRIE_NODE_BYTES),
    nodeCacheBytes: nodes,
  };
}

export const DEFAULT_STATE_CACHE: StateCacheBudget = stateCacheBudget(DEFAULT_STATE_CACHE_BYTES);
