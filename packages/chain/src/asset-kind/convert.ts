// Between the app's chain-agnostic asset reference and the value a chain's AssetConversion takes.
import { junctionsOf, locationKey, palletAssetLocation, type XcmLocation } from './location.ts';
import type { AssetKindScheme } from './scheme.ts';

/**
 * An asset as the app names it, whatever the chain's asset kind: the native token, an asset of the local
 * Assets pallet (by id), a foreign asset (ForeignAssets, by Location) or an LP token (PoolAssets, by id).
 */
export type AssetRef =
  | { type: 'Native' }
  | { type: 'Local'; id: number }
  | { type: 'Foreign'; location: XcmLocation }
  | { type: 'Pool'; id: number };

/** FRAME's NativeOrWithId<u32> as polkadot-api shapes it. */
export type NativeOrWithIdValue = { type: 'Native'; value?: undefined } | { type: 'WithId'; value: number };

/** The value of AssetConversion's AssetKind type: what its calls, storage and runtime API take. */
export type AssetKindValue = NativeOrWithIdValue | XcmLocation;

export class UnsupportedAssetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedAssetError';
  }
}

export function assetRefKey(ref: AssetRef): string {
  switch (ref.type) {
    case 'Native':
      return 'native';
    case 'Local':
      return `local:${ref.id}`;
    case 'Pool':
      return `pool:${ref.id}`;
    case 'Foreign':
      return `foreign:${locationKey(ref.location)}`;
  }
}

export const sameAssetRef = (a: AssetRef, b: AssetRef): boolean => assetRefKey(a) === assetRefKey(b);

/** The AssetKind value of `ref` on a chain of `scheme`; throws UnsupportedAssetError for one it cannot name. */
export function toAssetKind(scheme: AssetKindScheme, ref: AssetRef): AssetKindValue {
  if (ref.type === 'Pool')
    throw new UnsupportedAssetError('LP tokens are not traded through AssetConversion');
  if (scheme.type === 'NativeOrWithId') {
    if (ref.type === 'Native') return { type: 'Native', value: undefined };
    if (ref.type === 'Local') return { type: 'WithId', value: ref.id };
    throw new UnsupportedAssetError('this chain names assets by id: a foreign (Location) asset has none');
  }
  if (ref.type === 'Native') return scheme.native;
  if (ref.type === 'Foreign') return ref.location;
  if (scheme.pallets.assets === undefined) throw new UnsupportedAssetError('this chain has no Assets pallet');
  return palletAssetLocation(scheme.pallets.assets, ref.id);
}

const U32_MAX = 0xffff_ffffn;

/** The app's reference for an AssetKind value the chain returned (a pool id, an event), by `scheme`. */
export function fromAssetKind(scheme: AssetKindScheme, value: AssetKindValue): AssetRef {
  if ('type' in value) {
    if (scheme.type !== 'NativeOrWithId') throw new UnsupportedAssetError('expected a Location');
    return value.type === 'Native' ? { type: 'Native' } : { type: 'Local', id: value.value };
  }
  if (scheme.type !== 'Location') throw new UnsupportedAssetError('expected NativeOrWithId');
  if (locationKey(value) === locationKey(scheme.native)) return { type: 'Native' };
  const [pallet, index, ...rest] = junctionsOf(value);
  if (
    value.parents === 0 &&
    rest.length === 0 &&
    pallet?.type === 'PalletInstance' &&
    index?.type === 'GeneralIndex' &&
    typeof index.value === 'bigint' &&
    index.value <= U32_MAX
  ) {
    const id = Number(index.value);
    if (pallet.value === scheme.pallets.assets) return { type: 'Local', id };
    if (pallet.value === scheme.pallets.poolAssets) return { type: 'Pool', id };
  }
  return { type: 'Foreign', location: value };
}
