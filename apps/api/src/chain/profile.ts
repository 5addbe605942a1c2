// The chain profile the service runs with when started with `--profile auto`: read from the connected node by
// @lumi/chain's readProfile (the web app's reader for a custom endpoint) over the finalized runtime's metadata.
// And, for a built-in profile, which of its assets the node does not know (a profile meant for another chain).
import { assetRefKey, detectAssetKindScheme } from '@lumi/chain/asset-kind';
import { readProfile, type ChainProfile } from '@lumi/chain/profiles';
import { decAnyMetadata, unifyMetadata } from '@polkadot-api/substrate-bindings';
import type { ChainConnection } from './connection.ts';

export async function readNodeProfile(conn: ChainConnection): Promise<ChainProfile> {
  const { client } = conn;
  const { hash } = await client.getFinalizedBlock();
  const metadata = unifyMetadata(decAnyMetadata(await client.getMetadata(hash)));
  const shape = { pallets: metadata.pallets.map((p) => p.name), scheme: detectAssetKindScheme(metadata) };
  return readProfile(client, shape, conn.endpoint);
}

/**
 * The symbols of a built-in profile's assets that the chain's asset pallets have no metadata for. LP tokens are
 * left out: pool assets rarely carry metadata, the profile names them itself.
 */
export function assetsNotOnChain(profile: ChainProfile, onChain: ChainProfile): string[] {
  const known = new Set(onChain.assets.map((a) => assetRefKey(a.ref)));
  return profile.assets
    .filter((a) => a.ref.type !== 'Native' && a.ref.type !== 'Pool' && !known.has(assetRefKey(a.ref)))
    .map((a) => a.symbol);
}
