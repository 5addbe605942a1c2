import { detectAssetKindScheme, type AssetKindScheme } from '@lumi/chain/asset-kind';
import type { PolkadotClient } from 'polkadot-api';
import { finalizedMetadata } from '../finalizedMetadata.ts';

/**
 * The asset kind the connected chain's AssetConversion takes (NativeOrWithId<u32> on Lumi, an XCM Location on
 * Asset Hub), read from the metadata of its finalized runtime. Rejects on a chain whose DEX the app cannot speak.
 */
export async function readAssetKindScheme(client: PolkadotClient): Promise<AssetKindScheme> {
  const scheme = detectAssetKindScheme(await finalizedMetadata(client));
  if (!scheme) throw new Error('this chain has no AssetConversion pallet with an asset kind the app knows');
  return scheme;
}
