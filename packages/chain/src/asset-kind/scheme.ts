// Which asset kind a chain's AssetConversion speaks, read from its metadata (never from a chain's name):
// FRAME's NativeOrWithId<u32> (Lumi, kitchensink) or an XCM Location (Asset Hub; v4 or v5 as its runtime uses).
import { PARENT, type XcmLocation } from './location.ts';

/** The part of a decoded metadata (polkadot-api's UnifiedMetadata fits) the decision reads. */
export interface MetadataLike {
  pallets: readonly { name: string; index: number; calls?: { type: number } | undefined }[];
  lookup: readonly {
    id: number;
    path: readonly string[];
    def: { tag: string; value?: unknown };
  }[];
}

/** Where asset ids live: the pallet indices a local asset's Location names (PalletInstance). */
export interface AssetPallets {
  assets: number | undefined;
  foreignAssets: number | undefined;
  poolAssets: number | undefined;
}

export type AssetKindScheme =
  | { type: 'NativeOrWithId'; pallets: AssetPallets }
  | {
      type: 'Location';
      xcmVersion: 4 | 5;
      /** The Location AssetConversion gives the native token (Asset Hub: the parent, `{1, Here}`). */
      native: XcmLocation;
      pallets: AssetPallets;
    };

interface Variant {
  name: string;
  fields: readonly { name?: string | undefined; type: number }[];
}

function variantsOf(md: MetadataLike, typeId: number): readonly Variant[] | undefined {
  const entry = md.lookup[typeId]?.id === typeId ? md.lookup[typeId] : md.lookup.find((t) => t.id === typeId);
  return entry?.def.tag === 'variant' ? (entry.def.value as readonly Variant[]) : undefined;
}

export function assetPallets(md: MetadataLike): AssetPallets {
  const index = (name: string) => md.pallets.find((p) => p.name === name)?.index;
  return { assets: index('Assets'), foreignAssets: index('ForeignAssets'), poolAssets: index('PoolAssets') };
}

/** The type path of AssetConversion's AssetKind (create_pool's asset1), or undefined without the pallet. */
export function assetKindPath(md: MetadataLike): readonly string[] | undefined {
  const pallet = md.pallets.find((p) => p.name === 'AssetConversion');
  if (!pallet?.calls) return undefined;
  const createPool = variantsOf(md, pallet.calls.type)?.find((v) => v.name === 'create_pool');
  const field = createPool?.fields.find((f) => f.name === 'asset1');
  if (!field) return undefined;
  return md.lookup.find((t) => t.id === field.type)?.path;
}

/**
 * The chain's asset-kind scheme, or undefined when it has no AssetConversion or an asset kind the app does not
 * know (the DEX features are then hidden).
 */
export function detectAssetKindScheme(
  md: MetadataLike,
  native: XcmLocation = PARENT,
): AssetKindScheme | undefined {
  const path = assetKindPath(md);
  if (!path) return undefined;
  const pallets = assetPallets(md);
  if (path.at(-1) === 'NativeOrWithId') return { type: 'NativeOrWithId', pallets };
  if (path.at(-1) !== 'Location') return undefined;
  const version = path.find((segment) => /^v\d+$/.test(segment));
  if (version === 'v4' || version === 'v5') {
    return { type: 'Location', xcmVersion: version === 'v4' ? 4 : 5, native, pallets };
  }
  return undefined;
}
