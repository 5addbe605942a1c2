import { detectAssetKindScheme, type AssetKindScheme } from '@lumi/chain/asset-kind';
import { decAnyMetadata, unifyMetadata } from '@polkadot-api/substrate-bindings';
import type { PolkadotClient } from 'polkadot-api';

/**
 * The asset kind the connected chain's AssetConversion takes (NativeOrWithId<u32> on Lumi, an XCM Location on
 * Asset Hub), read from the metadata of its finalized runtime. Rejects on a chain whose DEX the app cannot speak.
 */
export async function readAssetKindScheme(client: PolkadotClient): Promise<AssetKindScheme> {
  const block = await client.getFinalizedBlock();
  const scheme = detectAssetKindScheme(unifyMetadata(decAnyMetadata(await client.getMetadata(block.hash))));
  if (!scheme) throw new Error('this chain has no AssetConversion pallet with an asset kind the app knows');
  return scheme;
}
