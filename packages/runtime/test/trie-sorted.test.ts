// The one-pass trie of a sorted state (genesis): the same root, and the same stored nodes, as the persistent
// trie built key by key — which trie.test.ts and the node's proof tests check against independent code.
import { u8aToHex } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { sortedTrieRoot } from '../src/trie/sorted.ts';
import { EMPTY_TRIE, newNodes, trieRoot, updateTrie } from '../src/trie/trie.ts';

beforeAll(async () => {
  await cryptoWaitReady();
});

// Short keys over a small alphabet share prefixes often: keys that prefix others, branches with values.
const key = fc
  .array(fc.constantFrom(0x00, 0x01, 0x10, 0x11, 0xab, 0xff), { minLength: 0, maxLength: 5 })
  .map((b) => `0x${Buffer.from(b).toString('hex')}`);
const value = fc.oneof(
  fc.uint8Array({ minLength: 0, maxLength: 8 }),
  fc.uint8Array({ minLength: 20, maxLength: 40 }),
);

/** The sorted build's root and its sink's nodes as sorted `hash:encoding` hex. */
function sorted(m: Map<string, Uint8Array>): { root: string; nodes: string[] } {
  const nodes: string[] = [];
  const entries = [...m].sort(([a], [b]) => (a < b ? -1 : 1));
  const root = sortedTrieRoot(entries, (h, e, path) =>
    nodes.push(`${u8aToHex(path)}:${u8aToHex(h)}:${u8aToHex(e)}`),
  );
  return { root: u8aToHex(root), nodes: nodes.sort() };
}

/** The persistent trie's root and `newNodes` for the same contents. */
function incremental(m: Map<string, Uint8Array>): { root: string; nodes: string[] } {
  const trie = updateTrie(EMPTY_TRIE, m);
  const nodes = newNodes(trie).map(([h, e, path]) => `${u8aToHex(path)}:${u8aToHex(h)}:${u8aToHex(e)}`);
  return { root: u8aToHex(trieRoot(trie)), nodes: nodes.sort() };
}

describe('sortedTrieRoot', () => {
  it('gives the persistent trie’s root and stored nodes for any contents', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 40 }), (pairs) => {
        const m = new Map(pairs);
        expect(sorted(m)).toEqual(incremental(m));
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same for state-shaped keys (a shared 32-byte prefix, hashed account keys, long values)', () => {
    const m = new Map<string, Uint8Array>();
    const prefix = '26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9';
    for (let i = 0; i < 2000; i++) {
      const account = Buffer.alloc(48);
      account.writeUInt32BE(Math.imul(i + 1, 2654435761) >>> 0, 0);
      account.writeUInt32BE(i, 44);
      m.set(`0x${prefix}${account.toString('hex')}`, new Uint8Array(80).fill(i & 0xff));
    }
    m.set('0x3a636f6465', new Uint8Array(100).fill(7));
    m.set(`0x${prefix}`, Uint8Array.of(1, 2, 3));
    expect(sorted(m)).toEqual(incremental(m));
  });

  it('gives the empty root for no keys and refuses keys out of order', () => {
    expect(u8aToHex(sortedTrieRoot([], () => {}))).toBe(
      '0x03170a2e7597b7b7e3d84c05391d139a62b157e78786d8c082f29dcf4c111314',
    );
    expect(() =>
      sortedTrieRoot(
        [
          ['0x02', new Uint8Array(1)],
          ['0x01', new Uint8Array(1)],
        ],
        () => {},
      ),
    ).toThrow(/ascending/);
    expect(() =>
      sortedTrieRoot(
        [
          ['0x01', new Uint8Array(1)],
          ['0x01', new Uint8Array(1)],
        ],
        () => {},
      ),
    ).toThrow(/ascending/);
  });
});
