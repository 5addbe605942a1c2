// Read proofs and Merkle values from the runtime's stored trie nodes, checked with polkadot-api's proof
// validation and trie node decoder (not ours): every node links to the state root, and walking the decoded
// nodes finds each key's value.
import {
  type HexString,
  type ProofTrieNode,
  trieNodeDec,
  validateProofs,
} from '@polkadot-api/substrate-bindings';
import fc from 'fast-check';
import { Bytes } from 'scale-ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { closestDescendantMerkleValue, readProof } from '@lumi/runtime/trie/proof';
import { EMPTY_TRIE, newNodes, setNodeReader, trieRoot, updateTrie } from '@lumi/runtime/trie/trie';
import { initCrypto } from '../src/util/hash.ts';
import { fromHex, toHex } from '@lumi/runtime/bytes';

beforeAll(async () => {
  await initCrypto();
});

/** A stored trie of `entries`: its root and its node store, as the runtime hands them to the node. */
function stored(entries: ReadonlyMap<string, Uint8Array>) {
  const nodes = new Map<string, Uint8Array>();
  const trie = updateTrie(EMPTY_TRIE, [...entries]);
  const root = trieRoot(trie);
  setNodeReader(undefined);
  for (const [h, enc] of newNodes(trie)) nodes.set(toHex(h), enc);
  return { root, lookup: (h: Uint8Array) => nodes.get(toHex(h)) };
}

type Decoded = ProofTrieNode | ReturnType<typeof trieNodeDec>;

/** The value of `key` found by walking polkadot-api's decoded proof nodes from the root; null if absent. */
function valueInProof(proof: { rootHash: HexString; proofs: Record<HexString, ProofTrieNode> }, key: string) {
  const nibbles = key.slice(2);
  let node: Decoded | undefined = proof.proofs[proof.rootHash];
  let at = 0;
  while (node) {
    if (node.type === 'Raw' || node.type === 'Empty' || node.type === 'Reserved') return null;
    if (!nibbles.startsWith(node.partialKey, at)) return null;
    at += node.partialKey.length;
    if (at === nibbles.length) {
      if (!('value' in node)) return null;
      if (node.type === 'LeafWithHash' || node.type === 'BranchWithHash') {
        const raw = proof.proofs[node.value];
        return raw?.type === 'Raw' ? raw.value : undefined;
      }
      // polkadot-api leaves a leaf's inline value with its SCALE length prefix (a branch's without).
      return node.type === 'Leaf' ? toHex(Bytes().dec(node.value)) : node.value;
    }
    if (!('children' in node)) return null;
    const ref = node.children[nibbles[at] as keyof typeof node.children];
    at++;
    if (!ref) return null;
    // 32 bytes: a hash to look up; shorter: the child's encoding inlined in its parent.
    node = ref.length === 66 ? proof.proofs[ref] : trieNodeDec(ref);
  }
  return undefined;
}

// Short keys share prefixes (branches, values on branches); long ones have multi-byte node headers.
const keyArb = fc
  .oneof(
    fc
      .array(fc.constantFrom(0x00, 0x01, 0x10, 0xab, 0xff), { minLength: 1, maxLength: 4 })
      .map((a) => Uint8Array.from(a)),
    fc.uint8Array({ minLength: 32, maxLength: 80 }),
  )
  .map(toHex);
// Under and over 33 bytes: inline values and separate value nodes.
const valueArb = fc.oneof(fc.uint8Array({ maxLength: 10 }), fc.uint8Array({ minLength: 33, maxLength: 60 }));

describe('stored trie proofs', () => {
  it('prove present and absent keys against the state root (polkadot-api validateProofs)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(keyArb, valueArb), { minLength: 1, maxLength: 40 }),
        keyArb,
        (pairs, absent) => {
          const entries = new Map(pairs);
          entries.delete(absent);
          const { root, lookup } = stored(entries);
          const keys = [...entries.keys()].slice(0, 5);
          const proof = readProof(root, [...keys, absent].map(fromHex), lookup, (k) => entries.get(toHex(k)));
          const checked = validateProofs(proof.map(toHex));
          expect(checked).not.toBeNull();
          expect(checked!.rootHash).toBe(toHex(root));
          for (const k of keys) expect(valueInProof(checked!, k)).toBe(toHex(entries.get(k)!));
          expect(valueInProof(checked!, absent)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('give a Merkle value for a prefix that changes exactly when a value under it changes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(keyArb, valueArb), { minLength: 2, maxLength: 30 }),
        fc.nat(),
        fc.integer({ min: 0, max: 3 }),
        valueArb,
        (pairs, pick, cut, changed) => {
          const entries = new Map(pairs);
          const keys = [...entries.keys()];
          const target = keys[pick % keys.length]!;
          const prefix = target.slice(0, Math.max(2, target.length - 2 * cut));
          const before = stored(entries);
          const m = closestDescendantMerkleValue(before.root, fromHex(prefix), before.lookup);
          expect(m).toBeDefined();
          // The whole state is under the empty prefix: its Merkle value is the state root.
          expect(toHex(closestDescendantMerkleValue(before.root, new Uint8Array(), before.lookup)!)).toBe(
            toHex(before.root),
          );
          const other = keys.find((k) => !k.startsWith(prefix));
          const inside = new Map(entries).set(target, changed);
          const after = stored(inside);
          const m2 = closestDescendantMerkleValue(after.root, fromHex(prefix), after.lookup);
          if (toHex(changed) === toHex(entries.get(target)!)) expect(toHex(m2!)).toBe(toHex(m!));
          else expect(toHex(m2!)).not.toBe(toHex(m!));
          if (other !== undefined) {
            const outside = stored(new Map(entries).set(other, Uint8Array.of(7, 7, 7)));
            const m3 = closestDescendantMerkleValue(outside.root, fromHex(prefix), outside.lookup);
            expect(toHex(m3!)).toBe(toHex(m!));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('has no Merkle value for a prefix no key starts with', () => {
    const entries = new Map([
      ['0x0101', Uint8Array.of(1)],
      ['0x0102', Uint8Array.of(2)],
    ]);
    const { root, lookup } = stored(entries);
    expect(closestDescendantMerkleValue(root, fromHex('0x02'), lookup)).toBeUndefined();
    expect(closestDescendantMerkleValue(root, fromHex('0x010203'), lookup)).toBeUndefined();
  });
});
