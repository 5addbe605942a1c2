// A sealed block for store tests: a header as SCALE encodes it, one small extrinsic, the given state changes.
import { compactToU8a, u8aConcat } from '@polkadot/util';
import type { Hex, SealedBlock, StoredTrieNode } from '@lumi/runtime/host';

export function testBlock(
  number: number,
  changes: ReadonlyMap<Hex, Uint8Array | null>,
  trieNodes?: StoredTrieNode[],
): SealedBlock {
  return {
    header: {
      parentHash: new Uint8Array(32),
      number,
      stateRoot: new Uint8Array(32),
      extrinsicsRoot: new Uint8Array(32),
      digest: [],
    },
    // Parent, number, state root, extrinsics root, no digest.
    encodedHeader: u8aConcat(new Uint8Array(32), compactToU8a(number), new Uint8Array(64), compactToU8a(0)),
    hash: new Uint8Array(32).fill(number + 1),
    extrinsics: [Uint8Array.of(4, 1)],
    changes: new Map(changes),
    ...(trieNodes ? { trieNodes } : {}),
  };
}
