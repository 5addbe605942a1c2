// The chain's shape from its encoded metadata: pure, run in the chain worker (worker/chainServer.ts), which
// has the metadata already, so the page neither decodes it nor loads the codecs for it.
import {
  assetPallets,
  detectAssetKindScheme,
  type AssetPallets,
  type AssetKindScheme,
} from '@lumi/chain/asset-kind';
import { decAnyMetadata, unifyMetadata } from '@polkadot-api/substrate-bindings';

export interface ChainShape {
  /** The metadata's pallet names. */
  pallets: readonly string[];
  assetPallets: AssetPallets;
  /** undefined without an AssetConversion the app speaks. */
  scheme: AssetKindScheme | undefined;
}

export function shapeOfMetadata(raw: Uint8Array): ChainShape {
  const md = unifyMetadata(decAnyMetadata(raw));
  return {
    pallets: md.pallets.map((p) => p.name),
    assetPallets: assetPallets(md),
    scheme: detectAssetKindScheme(md),
  };
}
