// How --state-cache-size is shared: half for the best block's state values (HeadState's cache), half for the
// trie nodes the runtime keeps between blocks. A node is counted at what a decoded branch costs in V8.
import type { ChainOptions } from './chain.ts';

/** Heap bytes of one in-memory trie node: its object, 16-slot children array, partial key, encoding and hash. */
export const TRIE_NODE_BYTES = 640;

export function stateCacheBudget(bytes: number): ChainOptions {
  const head = Math.floor(bytes / 2);
  return { headCacheBytes: head, trieCacheNodes: Math.floor((bytes - head) / TRIE_NODE_BYTES) };
}
