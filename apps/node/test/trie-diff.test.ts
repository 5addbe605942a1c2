// The pruner's diff of two stored tries against the plain answer: every stored place of each trie, enumerated
// with the runtime's own decoder, and the two sets subtracted.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from '@lumi/runtime/bytes';
import {
  childPath,
  decodeNode,
  EMPTY_TRIE,
  newNodes,
  setNodeReader,
  storedTrie,
  type Trie,
  trieRoot,
  updateTrie,
  type VacatedPlace,
} from '@lumi/runtime/trie/trie';
import { type Place, storedChildren, trieDiff } from '../src/store/trie-diff.ts';

/** Keys over a few bytes so that tries get branches, shared partial keys and nodes of every kind. */
const key = fc
  .array(fc.constantFrom(0x00, 0x01, 0x10, 0x11, 0xab, 0xff), { minLength: 1, maxLength: 5 })
  .map((b) => toHex(Uint8Array.from(b)));
/** Short values make inline nodes, values of 33 bytes or more separate value hashes (trie V1). */
const value = fc.integer({ min: 1, max: 40 }).map((n) => new Uint8Array(n).fill(n));
const changes = fc.array(fc.tuple(key, fc.option(value, { nil: null })), { maxLength: 40 });

/** Every stored node's place, by walking decoded nodes from the root. */
function places(root: Uint8Array, store: Map<string, Uint8Array>): string[] {
  const out: string[] = [];
  const visit = (hash: Uint8Array, pos: Uint8Array): void => {
    const enc = store.get(toHex(hash));
    if (!enc) throw new Error('missing');
    out.push(`${toHex(pos)}:${toHex(hash)}`);
    const node = decodeNode(enc);
    node.children?.forEach((c, i) => {
      if (c?.lazy) visit(c.ref!, childPath(pos, node.partial, i));
    });
  };
  if (trieRoot(EMPTY_TRIE).every((b, i) => b === root[i])) return out;
  visit(root, new Uint8Array());
  return out;
}

const asStrings = (ps: readonly Place[]) => ps.map((p) => `${toHex(p.pos)}:${toHex(p.hash)}`).sort();

function stored(trie: Trie, store: Map<string, Uint8Array>): Uint8Array {
  for (const [hash, enc] of newNodes(trie)) store.set(toHex(hash), enc);
  return trieRoot(trie);
}

/** A trie of `some`'s writes (its deletions dropped: there is nothing to delete from), stored; its root. */
const storedFresh = (
  some: readonly (readonly [string, Uint8Array | null])[],
  store: Map<string, Uint8Array>,
) =>
  stored(
    updateTrie(
      EMPTY_TRIE,
      some.filter(([, v]) => v !== null),
    ),
    store,
  );

describe('trieDiff', () => {
  it('finds exactly the places one trie has and the other has not, both ways', () => {
    fc.assert(
      fc.property(changes, changes, (first, second) => {
        const store = new Map<string, Uint8Array>();
        const a = updateTrie(
          EMPTY_TRIE,
          first.filter(([, v]) => v !== null),
        );
        const rootA = stored(a, store);
        const rootB = stored(updateTrie(a, second), store);
        const lookup = (hash: Uint8Array) => store.get(toHex(hash));
        const before = places(rootA, store);
        const after = places(rootB, store);
        const { born, died } = trieDiff(rootA, rootB, lookup);
        expect(asStrings(born)).toEqual(after.filter((p) => !before.includes(p)).sort());
        expect(asStrings(died)).toEqual(before.filter((p) => !after.includes(p)).sort());
      }),
      { numRuns: 400 },
    );
  });

  it('lists a node’s stored children with their places, as the decoder sees them', () => {
    fc.assert(
      fc.property(changes, (some) => {
        const store = new Map<string, Uint8Array>();
        const root = storedFresh(some, store);
        for (const enc of store.values()) {
          const node = decodeNode(enc);
          const pos = Uint8Array.of(7, 1);
          const expected: string[] = [];
          node.children?.forEach((c, i) => {
            if (c?.lazy) expected.push(`${toHex(childPath(pos, node.partial, i))}:${toHex(c.ref!)}`);
          });
          expect(storedChildren(enc, pos).map((p) => `${toHex(p.pos)}:${toHex(p.hash)}`)).toEqual(expected);
        }
        expect(root.length).toBe(32);
      }),
      { numRuns: 200 },
    );
  });

  // The pruner takes a block's places from the runtime when it built on the parent's stored trie
  // (SealedBlock.trieVacated and trieNodes) and walks both tries only otherwise: both must count the same.
  it('agrees with what the runtime’s update says it replaced and added, on a kept and on a reopened trie', () => {
    fc.assert(
      fc.property(changes, changes, changes, fc.boolean(), (first, second, third, reopen) => {
        const store = new Map<string, Uint8Array>();
        const rootA = storedFresh(first, store);
        setNodeReader((hash) => store.get(toHex(hash)));
        try {
          // A block before the one compared, so the compared one starts from nodes of both kinds: read from the
          // store and handed to it by newNodes.
          let parent = updateTrie(storedTrie(rootA), second);
          const rootB = stored(parent, store);
          if (reopen) parent = storedTrie(rootB);
          const vacated: VacatedPlace[] = [];
          const child = updateTrie(parent, third, vacated);
          const added = newNodes(child);
          const rootC = trieRoot(child);
          for (const [hash, enc] of added) store.set(toHex(hash), enc);
          const lookup = (hash: Uint8Array) => store.get(toHex(hash));
          const { born, died } = trieDiff(rootB, rootC, lookup);
          // A place refilled with an equal node is in both of the runtime's lists and in neither of the walk's.
          const bornRt = asStrings(added.map(([hash, , pos]) => ({ pos, hash })));
          const diedRt = asStrings(vacated);
          const both = bornRt.filter((p) => diedRt.includes(p));
          expect(new Set(diedRt).size).toBe(diedRt.length);
          expect(bornRt.filter((p) => !both.includes(p))).toEqual(asStrings(born));
          expect(diedRt.filter((p) => !both.includes(p))).toEqual(asStrings(died));
        } finally {
          setNodeReader(undefined);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('refuses an encoding that is not a trie node', () => {
    expect(() => storedChildren(Uint8Array.of(0), new Uint8Array())).toThrow(/not a trie node/);
    expect(() => storedChildren(Uint8Array.of(0x80, 0x01), new Uint8Array())).toThrow();
  });
});
