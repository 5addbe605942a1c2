// pallet_asset_conversion types with the kitchensink's configuration: AssetKind = NativeOrWithId<u32>,
// PoolId = (AssetKind, AssetKind), PoolAssetId = u32, Balance = u128.
import {
  enumType,
  field,
  newtype,
  sizedBytes,
  struct,
  tuple,
  u128,
  u32,
  variant,
  vec,
} from '../../scale/index.ts';
import type { ValueOf } from '../../scale/index.ts';

/** frame_support's `NativeOrWithId<AssetId>`: the native token or an Assets-pallet asset. */
export const NativeOrWithId = enumType(
  'frame_support::traits::tokens::fungible::union_of::NativeOrWithId',
  {
    Native: variant(0),
    WithId: variant(1, field(u32, 'AssetId')),
  },
  { params: [{ name: 'AssetId', type: u32 }] },
);
export type AssetKind = ValueOf<typeof NativeOrWithId>;

export const NATIVE: AssetKind = Object.freeze({ type: 'Native' });
export const withId = (id: number): AssetKind => ({ type: 'WithId', value: id });

/** `T::PoolId`: the pair as the pool locator orders it. */
export const PoolIdType = tuple(NativeOrWithId, NativeOrWithId);
export type PoolId = [AssetKind, AssetKind];

export const PoolInfo = struct(
  'pallet_asset_conversion::types::PoolInfo',
  { lp_token: field(u32, 'PoolAssetId') },
  { params: [{ name: 'PoolAssetId', type: u32 }] },
);
export type PoolInfoValue = ValueOf<typeof PoolInfo>;

/** `BalancePath<T>`: each asset of a swap with the amount that enters (first) or leaves a pool. */
export const BalancePathType = vec(tuple(NativeOrWithId, u128));
export type BalancePath = [AssetKind, bigint][];

export const Permill = newtype('sp_arithmetic::per_things::Permill', field(u32, 'u32'));
export const PERMILL_ONE = 1_000_000n;

/** `Permill * n` as sp_arithmetic computes it: rounded to nearest, ties down. */
export function permillOf(parts: number, n: bigint): bigint {
  const product = BigInt(parts) * n;
  const q = product / PERMILL_ONE;
  return (product % PERMILL_ONE) * 2n > PERMILL_ONE ? q + 1n : q;
}

export const PalletId = newtype('frame_support::PalletId', field(sizedBytes(8), '[u8; 8]'));

/** Derived `Ord` of NativeOrWithId: variant order first (Native < WithId), then the id. */
export function compareAssets(a: AssetKind, b: AssetKind): number {
  if (a.type === 'Native') return b.type === 'Native' ? 0 : -1;
  if (b.type === 'Native') return 1;
  return a.value === b.value ? 0 : a.value < b.value ? -1 : 1;
}

export const sameAsset = (a: AssetKind, b: AssetKind): boolean => compareAssets(a, b) === 0;

export const assetLabel = (a: AssetKind): string => (a.type === 'Native' ? 'Native' : `WithId(${a.value})`);
