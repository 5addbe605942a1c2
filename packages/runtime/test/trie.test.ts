// The runtime's persistent trie: an incrementally updated trie must have exactly the root of one built
// afresh from the final contents, whatever the order of inserts and deletes.
import { u8aToHex } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_TRIE, newNodes, setNodeReader, storedTrie, trieRoot, updateTrie } from '../src/trie/trie.ts';

beforeAll(async () => {
  await cryptoWaitReady();
});

const fresh = (m: Map<string, Uint8Array>) =>
  u8aToHex(
    trieRoot(
      updateTrie(
        EMPTY_TRIE,
        [...m].sort(([a], [b]) => (a < b ? -1 : 1)),
      ),
    ),
  );

// Short keys over a small alphabet collide in prefixes often: splits, merges and values on branches.
const key = fc
  .array(fc.constantFrom(0x00, 0x01, 0x10, 0x11, 0xab, 0xff), { minLength: 0, maxLength: 4 })
  .map((b) => `0x${Buffer.from(b).toString('hex')}`);
const value = fc.oneof(
  fc.uint8Array({ minLength: 0, maxLength: 8 }),
  fc.uint8Array({ minLength: 32, maxLength: 40 }),
);

describe('trie', () => {
  it('has the well-known empty root', () => {
    expect(u8aToHex(trieRoot(EMPTY_TRIE))).toBe(
      '0x03170a2e7597b7b7e3d84c05391d139a62b157e78786d8c082f29dcf4c111314',
    );
    expect(u8aToHex(trieRoot(updateTrie(EMPTY_TRIE, [['0x01', null]])))).toBe(u8aToHex(trieRoot(EMPTY_TRIE)));
  });

  it('updated step by step, has the root of the same contents built at once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.tuple(key, fc.option(value, { nil: null })), { maxLength: 8 }), {
          maxLength: 6,
        }),
        (batches) => {
          const contents = new Map<string, Uint8Array>();
          let trie = EMPTY_TRIE;
          for (const batch of batches) {
            const before = trie;
            const beforeRoot = u8aToHex(trieRoot(before));
            trie = updateTrie(trie, batch);
            for (const [k, v] of batch) {
              if (v === null) contents.delete(k);
              else contents.set(k, v);
            }
            expect(u8aToHex(trieRoot(trie))).toBe(fresh(contents));
            // The previous version is untouched (blocks on it may still be built).
            expect(u8aToHex(trieRoot(before))).toBe(beforeRoot);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('stored and reopened from its root between batches (nodes read as used), keeps the same roots', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.tuple(key, fc.option(value, { nil: null })), { maxLength: 8 }), {
          maxLength: 6,
        }),
        (batches) => {
          const store = new Map<string, Uint8Array>();
          const reads: string[] = [];
          // Keyed by place and hash, as the node's database keys them: a read at the wrong path misses.
          const at = (hash: Uint8Array, path: Uint8Array) => `${u8aToHex(path)}/${u8aToHex(hash)}`;
          setNodeReader((hash, path) => {
            reads.push(at(hash, path));
            return store.get(at(hash, path));
          });
          try {
            const contents = new Map<string, Uint8Array>();
            let trie = EMPTY_TRIE;
            for (const batch of batches) {
              trie = updateTrie(trie, batch);
              for (const [k, v] of batch) {
                if (v === null) contents.delete(k);
                else contents.set(k, v);
              }
              const root = trieRoot(trie);
              expect(u8aToHex(root)).toBe(fresh(contents));
              for (const [h, enc, path] of newNodes(trie)) store.set(at(h, path), enc);
              // What a restarted host does: only the root hash is known, nodes are read as used.
              trie = storedTrie(root);
              expect(u8aToHex(trieRoot(trie))).toBe(u8aToHex(root));
            }
            expect(reads.every((h) => store.has(h))).toBe(true);
          } finally {
            setNodeReader(undefined);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('depends on every key and value, and not on the order they came in', () => {
    const a = updateTrie(EMPTY_TRIE, [
      ['0x0102', new Uint8Array([1])],
      ['0x01', new Uint8Array(40).fill(2)],
    ]);
    const b = updateTrie(EMPTY_TRIE, [
      ['0x01', new Uint8Array(40).fill(2)],
      ['0x0102', new Uint8Array([1])],
    ]);
    expect(u8aToHex(trieRoot(a))).toBe(u8aToHex(trieRoot(b)));
    const c = updateTrie(a, [['0x01', new Uint8Array(40).fill(3)]]);
    expect(u8aToHex(trieRoot(c))).not.toBe(u8aToHex(trieRoot(a)));
  });
});
