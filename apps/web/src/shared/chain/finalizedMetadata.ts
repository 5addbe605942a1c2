import type { UnifiedMetadata } from '@polkadot-api/substrate-bindings';
import type { PolkadotClient } from 'polkadot-api';

// Decoded metadata by its bytes. polkadot-api hands out the same bytes object for every block of one runtime, so
// the several readers of the chain's shape (the profile, balances, the DEX configuration, asset minimums) decode
// a runtime's metadata once between them instead of once each; a new runtime brings new bytes and a new decode.
const decoded = new WeakMap<Uint8Array, UnifiedMetadata>();

/**
 * The metadata of the chain's finalized runtime, decoded whatever its version. The codecs are imported when
 * first needed: the modules that read the chain's shape are on /dapp's first paint, the metadata codecs need not
 * be (they come with the client chunk, which has loaded by the time a client exists).
 */
export async function finalizedMetadata(client: PolkadotClient): Promise<UnifiedMetadata> {
  const [{ decAnyMetadata, unifyMetadata }, block] = await Promise.all([
    import('@polkadot-api/substrate-bindings'),
    client.getFinalizedBlock(),
  ]);
  const raw = await client.getMetadata(block.hash);
  let metadata = decoded.get(raw);
  if (!metadata) {
    metadata = unifyMetadata(decAnyMetadata(raw));
    decoded.set(raw, metadata);
  }
  return metadata;
}
