// compactProofLength: the encoded size of sp-trie's compact form of a read proof, worked out by hand for a
// small trie and checked against the plain proof (readProof, from the same stored nodes) on random ones.
import { u8aToHex } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { compactLength } from '../src/scale/index.ts';
import { compactProofLength, readProof } from '../src/trie/proof.ts';
import { EMPTY_TRIE, newNodes, setNodeReader, trieRoot, updateTrie } from '../src/trie/trie.ts';

beforeAll(async () => {
  await cryptoWaitReady();
});

const vecLength = (items: Uint8Array[]) =>
  items.reduce((n, i) => n + compactLength(i.length) + i.length, compactLength(items.length));

/** A trie of `pairs` kept in a node store, as the runtime hands its nodes to the node; the last pair of a key wins. */
function stored(pairs: readonly (readonly [Uint8Array, Uint8Array])[]) {
  const state = new Map(pairs.map(([k, v]) => [u8aToHex(k), v] as const));
  setNodeReader(undefined);
  const trie = updateTrie(
    EMPTY_TRIE,
    [...state].sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  // Keyed by place and hash, as the node's database keys them: a read at the wrong path misses.
  const at = (h: Uint8Array, path: Uint8Array) => `${u8aToHex(path)}/${u8aToHex(h)}`;
  const nodes = new Map(newNodes(trie).map(([h, enc, path]) => [at(h, path), enc] as const));
  const root = trieRoot(trie);
  const lookup = (h: Uint8Array, path: Uint8Array) => nodes.get(at(h, path));
  const value = (k: Uint8Array) => state.get(u8aToHex(k));
  return {
    /** Changes the state behind the stored trie's back, as a dev node's in-place override does. */
    override: (k: Uint8Array, v: Uint8Array) => state.set(u8aToHex(k), v),
    proof: (keys: Uint8Array[]) => readProof(root, keys, lookup, value),
    compact: (keys: Uint8Array[]) => compactProofLength(root, keys, lookup, value),
  };
}

describe('compactProofLength', () => {
  it('drops the hashes of children in the proof and inlines the values read', () => {
    // Root: a branch with two leaves (one nibble of key each) whose 40-byte values live in value nodes.
    const trie = stored([
      [Uint8Array.of(0x00), new Uint8Array(40).fill(1)],
      [Uint8Array.of(0x10), new Uint8Array(40).fill(2)],
    ]);
    const proof = trie.proof([Uint8Array.of(0x00)]);
    expect(proof.map((n) => n.length).sort((a, b) => a - b)).toEqual([34, 40, 69]);
    expect(vecLength(proof)).toBe(1 + (2 + 69) + (1 + 34) + (1 + 40));
    // Root without the read leaf's hash (37); the leaf re-encoded with its value inline after an escape
    // byte (1 + header 1 + nibble 1 + length 1 + 40 = 44); the value node is gone.
    expect(trie.compact([Uint8Array.of(0x00)])).toBe(1 + (1 + 37) + (1 + 44));
    // An absent key only needs the root: nothing to drop or inline.
    expect(trie.compact([Uint8Array.of(0x20)])).toBe(1 + 2 + 69);
  });

  it('is never longer than the plain proof, and equal for a lone root', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.uint8Array({ minLength: 1, maxLength: 4 }), fc.uint8Array({ maxLength: 80 })), {
          maxLength: 40,
        }),
        fc.array(fc.uint8Array({ minLength: 1, maxLength: 4 }), { maxLength: 6 }),
        (pairs, keys) => {
          const trie = stored(pairs);
          expect(trie.compact(keys)).toBeLessThanOrEqual(vecLength(trie.proof(keys)));
        },
      ),
      { numRuns: 200 },
    );
    const lone = stored([[Uint8Array.of(1), Uint8Array.of(2)]]);
    expect(lone.compact([])).toBe(vecLength(lone.proof([])));
    const empty = stored([]);
    expect(empty.compact([Uint8Array.of(1)])).toBe(vecLength(empty.proof([Uint8Array.of(1)])));
  });

  it('leaves out a value the stored trie does not commit to (a state overridden in place)', () => {
    const trie = stored([
      [Uint8Array.of(0x00), new Uint8Array(40).fill(1)],
      [Uint8Array.of(0x10), new Uint8Array(40).fill(2)],
    ]);
    const before = trie.compact([Uint8Array.of(0x00)]);
    trie.override(Uint8Array.of(0x00), new Uint8Array(40).fill(9));
    const proof = trie.proof([Uint8Array.of(0x00)]);
    expect(proof.map((n) => n.length).sort((a, b) => a - b)).toEqual([34, 69]);
    // The leaf keeps its value hash: only the root's reference to it is dropped.
    expect(trie.compact([Uint8Array.of(0x00)])).toBe(1 + (1 + 37) + (1 + 34));
    expect(before).toBe(1 + (1 + 37) + (1 + 44));
  });
});
