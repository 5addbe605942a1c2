// What the connected chain's metadata says about assets, read once per connection: the asset-kind scheme of its
// AssetConversion (if any), where its asset pallets sit and which pallets it has. Screens that list a profile's
// assets build their reads and calls from this (never from the profile's name).
import {
  assetPallets,
  detectAssetKindScheme,
  type AssetKindScheme,
  type AssetPallets,
} from '@lumi/chain/asset-kind';
import type { PolkadotClient } from 'polkadot-api';
import { finalizedMetadata } from '../finalizedMetadata.ts';

export interface ChainShape {
  /** The metadata's pallet names. */
  pallets: readonly string[];
  assetPallets: AssetPallets;
  /** undefined without an AssetConversion the app speaks. */
  scheme: AssetKindScheme | undefined;
}

export async function readChainShape(client: PolkadotClient): Promise<ChainShape> {
  const md = await finalizedMetadata(client);
  return {
    pallets: md.pallets.map((p) => p.name),
    assetPallets: assetPallets(md),
    scheme: detectAssetKindScheme(md),
  };
}
