// The runtime's kept tries against a host node store: bounded in memory (past `cachedNodes` built nodes the
// tries are dropped and reopened from the store), and a dev override's trie handed to the store.
import { u8aToHex } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commitState, overrideState, setTrieNodeSource } from '../src/executive/state-root.ts';
import type { StateReader, StorageChanges } from '../src/host.ts';
import { EMPTY_TRIE, trieRoot, updateTrie } from '../src/trie/trie.ts';

beforeAll(async () => {
  await cryptoWaitReady();
});
afterEach(() => setTrieNodeSource(undefined));

/** A host: node store, block roots by hash, and the state itself (only for an independent root). */
function host(cachedNodes: number) {
  const nodes = new Map<string, Uint8Array>();
  const roots = new Map<string, Uint8Array>();
  const state = new Map<string, Uint8Array>();
  let reads = 0;
  // Keyed by place and hash, as the node's database keys them: a read at the wrong path misses.
  const at = (hash: Uint8Array, path: Uint8Array) => `${u8aToHex(path)}/${u8aToHex(hash)}`;
  setTrieNodeSource({
    node: (h, path) => {
      reads++;
      return nodes.get(at(h, path));
    },
    stateRoot: (b) => roots.get(u8aToHex(b)),
    cachedNodes,
  });
  const reader: StateReader = {
    get: () => {
      throw new Error('the trie must not be rebuilt from state');
    },
    nextKey: () => {
      throw new Error('the trie must not be rebuilt from state');
    },
  };
  let parent = new Uint8Array(32);
  let number = 0;
  const independentRoot = () =>
    u8aToHex(
      trieRoot(
        updateTrie(
          EMPTY_TRIE,
          [...state].sort(([a], [b]) => (a < b ? -1 : 1)),
        ),
      ),
    );
  const apply = (changes: StorageChanges) => {
    for (const [k, v] of changes) {
      if (v === null) state.delete(k);
      else state.set(k, v);
    }
  };
  return {
    reads: () => reads,
    independentRoot,
    /** Builds, seals and stores one block; returns its state root. */
    block(changes: StorageChanges): string {
      const c = commitState(parent, number === 0 ? undefined : reader, changes);
      const hash = new Uint8Array(32).fill(++number);
      c.sealed(hash);
      for (const [h, enc, path] of c.newNodes()) nodes.set(at(h, path), enc);
      roots.set(u8aToHex(hash), c.root);
      apply(changes);
      parent = hash;
      return u8aToHex(c.root);
    },
    override(changes: StorageChanges): void {
      const t = overrideState(parent, changes)!;
      for (const [h, enc, path] of t.trieNodes) nodes.set(at(h, path), enc);
      roots.set(u8aToHex(parent), t.root);
      apply(changes);
      expect(u8aToHex(t.root)).toBe(independentRoot());
    },
  };
}

const accounts = (from: number, n: number, tag: number): StorageChanges =>
  new Map(
    Array.from({ length: n }, (_, i) => [
      `0x${(from + i).toString(16).padStart(8, '0')}`,
      Uint8Array.of(tag, i & 0xff, ...new Array<number>(40).fill(tag)),
    ]),
  );

describe('kept tries and the node store', () => {
  it('past the node bound, reopens tries from the store (reading nodes) and keeps the same roots', () => {
    const small = host(50);
    for (let b = 0; b < 6; b++) expect(small.block(accounts(b * 37, 200, b))).toBe(small.independentRoot());
    expect(small.reads()).toBeGreaterThan(0);

    const large = host(1_000_000);
    for (let b = 0; b < 6; b++)
      expect(large.block(accounts(b * 37, 200, b + 100))).toBe(large.independentRoot());
    expect(large.reads()).toBe(0);
  });

  it("hands an override's trie to the store: its root is the overridden state's, and blocks continue from it", () => {
    const h = host(0);
    h.block(accounts(0, 100, 1));
    h.override(accounts(5, 3, 9));
    expect(h.block(accounts(200, 2, 2))).toBe(h.independentRoot());
    expect(h.block(accounts(7, 2, 3))).toBe(h.independentRoot());
  });
});
