import { trieNodeDec, validateProofs } from '@polkadot-api/substrate-bindings';
import fc from 'fast-check';
import { createRuntime, type Runtime } from '@lumi/runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { TrieProver } from '../src/trie/trie.ts';
import { blake2_256, initCrypto } from '../src/util/hash.ts';
import { toHex } from '../src/util/hex.ts';

let runtime: Runtime;
beforeAll(async () => {
  await initCrypto();
  runtime = await createRuntime();
});
const enc = (s: string) => new TextEncoder().encode(s);

describe('TrieProver', () => {
  it('has the well-known empty root', () => {
    expect(toHex(TrieProver.of([]).root)).toBe(
      '0x03170a2e7597b7b7e3d84c05391d139a62b157e78786d8c082f29dcf4c111314',
    );
  });

  it('produces proofs that decode as Substrate trie nodes and link to one root', () => {
    const pairs: [Uint8Array, Uint8Array][] = [
      [enc('doe'), enc('reindeer')],
      [enc('dog'), enc('puppy')],
      [enc('dogglesworth'), enc('cat')],
      [enc('do'), new Uint8Array(40).fill(9)],
    ];
    for (let i = 0; i < 200; i++) pairs.push([blake2_256(Uint8Array.of(i, 1)), blake2_256(Uint8Array.of(i))]);
    const trie = TrieProver.of(pairs);
    const proof = trie.proof([enc('dog'), enc('do'), enc('absent'), pairs[50]![0]]);
    const result = validateProofs(proof.map(toHex));
    expect(result).not.toBeNull();
    expect(result!.rootHash).toBe(toHex(trie.root));
    for (const node of proof) {
      if (node.length === 40) continue; // the raw value node of 'do'
      const decoded = trieNodeDec(node);
      expect(['Leaf', 'Branch', 'LeafWithHash', 'BranchWithHash', 'Empty']).toContain(decoded.type);
    }
    const root = trieNodeDec(proof[0]!);
    expect(root.type).toMatch(/Branch/);
  });

  it('changes its root when any value changes', () => {
    const a = TrieProver.of([
      [enc('k1'), enc('v1')],
      [enc('k2'), enc('v2')],
    ]);
    const b = TrieProver.of([
      [enc('k1'), enc('v1')],
      [enc('k2'), enc('v3')],
    ]);
    expect(toHex(a.root)).not.toBe(toHex(b.root));
  });

  it('has the root the runtime puts in headers (two implementations, one trie)', () => {
    const CODE = '0x3a636f6465';
    const entry = fc.tuple(
      // Short keys share prefixes (branches, values on branches); long ones leave partial keys of more
      // than 63 nibbles (multi-byte node headers).
      fc
        .oneof(
          fc.uint8Array({ maxLength: 6 }),
          fc.integer({ min: 32, max: 200 }).chain((n) => fc.uint8Array({ minLength: n, maxLength: n })),
        )
        .map((b) => toHex(b)),
      fc.oneof(fc.uint8Array({ maxLength: 10 }), fc.uint8Array({ minLength: 30, maxLength: 70 })),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), fc.uint8Array({ maxLength: 40 }), (entries, code) => {
        const top = new Map<string, Uint8Array>([...entries, [CODE, code] as const]);
        const genesis = runtime.genesisBlockFromStorage(top);
        const trie = TrieProver.of([...top].map(([k, v]) => [Buffer.from(k.slice(2), 'hex'), v]));
        expect(toHex(genesis.header.stateRoot)).toBe(toHex(trie.root));
      }),
      { numRuns: 500 },
    );
  });
});
