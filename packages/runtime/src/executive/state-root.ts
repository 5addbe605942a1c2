// The header's stateRoot: the trie root (LayoutV1) of the whole state after a block. The tries of recent
// blocks are kept by block hash, so the next block on top of one updates it along its changed keys only;
// a parent the runtime has not seen (a restarted host) is opened lazily from the host's node store when it
// keeps one (its nodes read as the block's changes reach them), else read in full from the host's state once.
import type { OverriddenTrie, StateReader, StorageChanges, StoredTrieNode, TrieNodeSource } from '../host.ts';
import { toHex } from '../support/bytes.ts';
import {
  EMPTY_TRIE,
  newNodes,
  setNodeReader,
  storedTrie,
  type Trie,
  trieRoot,
  updateTrie,
  type VacatedPlace,
} from '../trie/trie.ts';

/**
 * Blocks whose tries are kept, least recently used first out: the best block (used again by every block
 * or dry run built on it) and the few built on it. Few, so that replaced nodes die young.
 */
const KEPT = 4;
const tries = new Map<string, Trie>();

function remember(key: string, trie: Trie): void {
  tries.delete(key);
  tries.set(key, trie);
  while (tries.size > KEPT) tries.delete(tries.keys().next().value as string);
}

const NO_PREFIX = new Uint8Array();

let source: TrieNodeSource | undefined;

/** Trie nodes kept in memory by default before the kept tries are reopened from the node store. */
const DEFAULT_CACHED_NODES = 100_000;

/**
 * Nodes built by blocks since the kept tries were last reopened from the node store. Every node a block builds
 * stays reachable from the kept tries until a later block replaces it, so without a bound a long-running node
 * would end up holding every path it ever touched: the whole state.
 */
let builtSinceReopen = 0;

/** Installs the host's node store (Runtime.setTrieNodeSource); undefined: tries are rebuilt from state. */
export function setTrieNodeSource(s: TrieNodeSource | undefined): void {
  source = s;
  builtSinceReopen = 0;
  // Tries kept for another store's blocks are no guide to this one's.
  tries.clear();
  setNodeReader(s ? (hash, path) => s.node(hash, path) : undefined);
}

/**
 * Counts the nodes a block hands the node store; past the bound, forgets the kept tries, whose every node the
 * store now holds (or will once the block is committed, before any block is built on it): the next block
 * reopens its parent's trie from the store (storedParent) and reads only the nodes on its changed keys' paths.
 */
function countBuilt(nodes: number): void {
  builtSinceReopen += nodes;
  if (builtSinceReopen <= (source?.cachedNodes ?? DEFAULT_CACHED_NODES)) return;
  builtSinceReopen = 0;
  tries.clear();
}

/** The parent's trie from the host's node store, when the store holds its root node. */
function storedParent(parentHash: Uint8Array): Trie | undefined {
  const root = source?.stateRoot(parentHash);
  if (!root) return undefined;
  const trie = storedTrie(root);
  return trie.root && !source!.node(root, NO_PREFIX) ? undefined : trie;
}

/** The trie of a whole state, read key by key. */
function readTrie(state: StateReader): Trie {
  const all: [string, Uint8Array][] = [];
  for (let k = state.nextKey(NO_PREFIX); k; k = state.nextKey(NO_PREFIX, k)) {
    const v = state.get(k);
    if (v !== undefined) all.push([toHex(k), v]);
  }
  return updateTrie(EMPTY_TRIE, all);
}

export interface StateCommitment {
  /** The state root to put in the header. */
  root: Uint8Array;
  /** Keeps the trie for blocks built on this one, once the header (and so the hash) is known. */
  sealed(blockHash: Uint8Array): void;
  /** Trie nodes the host's node store does not hold yet, (hash, encoding, path); marks them as stored. */
  newNodes(): StoredTrieNode[];
  /**
   * The places of the parent trie's stored nodes this state replaced (see updateTrie), and the root of that
   * parent trie; undefined when the parent trie was not the store's (read from the state in full, or none).
   */
  vacated: { parentRoot: Uint8Array; places: VacatedPlace[] } | undefined;
}

/**
 * The state root after `changes` on top of the state of block `parentHash` (`parentState`; for block 0,
 * an all-zero parent hash and an empty state).
 */
export function commitState(
  parentHash: Uint8Array,
  parentState: StateReader | undefined,
  changes: StorageChanges,
): StateCommitment {
  const parentKey = toHex(parentHash);
  const cached = overridden.get(parentKey) ?? tries.get(parentKey);
  const stored = cached ?? (parentState && source ? storedParent(parentHash) : undefined);
  const parent = stored ?? (parentState ? readTrie(parentState) : EMPTY_TRIE);
  if (cached) remember(parentKey, cached);
  // A trie read from the state has no stored nodes to leave: it lists none, and the store finds out itself.
  const places: VacatedPlace[] | undefined = stored && source ? [] : undefined;
  const trie = updateTrie(parent, changes, places);
  return {
    vacated: places && { parentRoot: trieRoot(parent), places },
    root: trieRoot(trie),
    sealed: (hash) => remember(toHex(hash), trie),
    newNodes: () => {
      if (!source) return [];
      const nodes = newNodes(trie);
      countBuilt(nodes.length);
      return nodes;
    },
  };
}

/**
 * Tries of blocks whose state the host changed in place, which their header's root (and so the host's node
 * store) does not cover: kept out of the least-recently-used set, since they cannot be opened from the store
 * again. Only a dev node's overrides put anything here.
 */
const overridden = new Map<string, Trie>();

/**
 * The host changed the state of block `blockHash` outside any block (a dev node's storage overrides, or undoing
 * them): the kept trie of that block follows, so the next block's root covers the override. With no trie in
 * memory and no node store, the next block reads the (changed) state in full anyway.
 */
export function overrideState(blockHash: Uint8Array, changes: StorageChanges): OverriddenTrie | undefined {
  const key = toHex(blockHash);
  const base = overridden.get(key) ?? tries.get(key) ?? storedParent(blockHash);
  if (!base) return undefined;
  const trie = updateTrie(base, changes);
  overridden.set(key, trie);
  remember(key, trie);
  return source ? { root: trieRoot(trie), trieNodes: newNodes(trie) } : undefined;
}
