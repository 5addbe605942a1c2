// TrieProver.compactProofLength: the encoded size of sp-trie's compact form of a read proof, worked out by
// hand for a small trie and checked against the plain proof on random ones.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { TrieProver } from '../src/trie/trie.ts';
import { initCrypto } from '../src/util/hash.ts';
import { encodeCompact } from '../src/util/scale.ts';

beforeAll(async () => {
  await initCrypto();
});

const vecLength = (items: Uint8Array[]) =>
  items.reduce((n, i) => n + encodeCompact(i.length).length + i.length, encodeCompact(items.length).length);

describe('compactProofLength', () => {
  it('drops the hashes of children in the proof and inlines the values read', () => {
    // Root: a branch with two leaves (one nibble of key each) whose 40-byte values live in value nodes.
    const trie = TrieProver.of([
      [Uint8Array.of(0x00), new Uint8Array(40).fill(1)],
      [Uint8Array.of(0x10), new Uint8Array(40).fill(2)],
    ]);
    const proof = trie.proof([Uint8Array.of(0x00)]);
    expect(proof.map((n) => n.length).sort((a, b) => a - b)).toEqual([34, 40, 69]);
    expect(vecLength(proof)).toBe(1 + (2 + 69) + (1 + 34) + (1 + 40));
    // Root without the read leaf's hash (37); the leaf re-encoded with its value inline after an escape
    // byte (1 + header 1 + nibble 1 + length 1 + 40 = 44); the value node is gone.
    expect(trie.compactProofLength([Uint8Array.of(0x00)])).toBe(1 + (1 + 37) + (1 + 44));
    // An absent key only needs the root: nothing to drop or inline.
    expect(trie.compactProofLength([Uint8Array.of(0x20)])).toBe(1 + 2 + 69);
  });

  it('is never longer than the plain proof, and equal for a lone root', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.uint8Array({ minLength: 1, maxLength: 4 }), fc.uint8Array({ maxLength: 80 })), {
          maxLength: 40,
        }),
        fc.array(fc.uint8Array({ minLength: 1, maxLength: 4 }), { maxLength: 6 }),
        (pairs, keys) => {
          const trie = TrieProver.of(pairs);
          expect(trie.compactProofLength(keys)).toBeLessThanOrEqual(vecLength(trie.proof(keys)));
        },
      ),
      { numRuns: 200 },
    );
    const lone = TrieProver.of([[Uint8Array.of(1), Uint8Array.of(2)]]);
    expect(lone.compactProofLength([])).toBe(vecLength(lone.proof([])));
  });
});
