// How --state-cache-size is shared: half for the best block's state values (HeadState's cache), half for the
// trie nodes the runtime keeps between blocks. A node is counted at what a decoded branch costs in V8.

/** Memory the chain may use for the state beyond SQLite's own page cache. */
export interface StateCacheBudget {
  /** Bytes of the best block's state values kept in memory. */
  headCacheBytes: number;
  /** Trie nodes the runtime may keep in memory before it reopens its tries from the node store. */
  trieCacheNodes: number;
}

/** --state-cache-size's default: keeps a 1M-account node well under 600 MiB of RSS (docs/chain.md). */
export const DEFAULT_STATE_CACHE_BYTES = 128 * 2 ** 20;

/** Heap bytes of one in-memory trie node: its object, 16-slot children array, partial key, encoding and hash. */
export const TRIE_NODE_BYTES = 640;

export function stateCacheBudget(bytes: number): StateCacheBudget {
  const head = Math.floor(bytes / 2);
  return { headCacheBytes: head, trieCacheNodes: Math.floor((bytes - head) / TRIE_NODE_BYTES) };
}

export const DEFAULT_STATE_CACHE: StateCacheBudget = stateCacheBudget(DEFAULT_STATE_CACHE_BYTES);
