import type { UnifiedMetadata } from '@polkadot-api/substrate-bindings';
import type { PolkadotClient } from 'polkadot-api';

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
  return unifyMetadata(decAnyMetadata(await client.getMetadata(block.hash)));
}
