// Read proofs and Merkle values at a block, from the trie nodes the runtime stored with each block: the
// nodes on each key's path from that block's state root, read from SQLite.
import { closestDescendantMerkleValue, compactProofLength, readProof } from '@lumi/runtime/trie/proof';
import { parseHeader } from '@lumi/runtime/block';
import type { BlockRef, Chain } from './chain.ts';

const rootOf = (ref: BlockRef): Uint8Array => parseHeader(ref.header).stateRoot;

/** The trie nodes proving `keys` (present or absent) in the state of `ref`. */
export function readProofAt(chain: Chain, ref: BlockRef, keys: readonly Uint8Array[]): Uint8Array[] {
  const state = chain.stateAt(ref);
  return readProof(
    rootOf(ref),
    keys,
    (h, path) => chain.store.trieNode(h, path),
    (k) => state.get(k),
  );
}

/** Encoded length of the compact form (sp-trie CompactProof) of `readProofAt(chain, ref, keys)`. */
export function compactProofLengthAt(chain: Chain, ref: BlockRef, keys: readonly Uint8Array[]): number {
  const state = chain.stateAt(ref);
  return compactProofLength(
    rootOf(ref),
    keys,
    (h, path) => chain.store.trieNode(h, path),
    (k) => state.get(k),
  );
}

/** The Merkle value of the closest trie node at or below `prefix` in the state of `ref`. */
export function merkleValueAt(chain: Chain, ref: BlockRef, prefix: Uint8Array): Uint8Array | undefined {
  chain.requireState(ref);
  return closestDescendantMerkleValue(rootOf(ref), prefix, (h, path) => chain.store.trieNode(h, path));
}
