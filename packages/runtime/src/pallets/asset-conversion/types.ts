// pallet_asset_conversion types with the kitchensink's configuration: AssetKind = NativeOrWithId<u32>,
// PoolId = (AssetKind, AssetKind), PoolAssetId = u32, Balance = u128.
import { NativeOrWithId } from '../../primitives/native-or-with-id.ts';
import type { AssetKind } from '../../primitives/native-or-with-id.ts';
import { field, newtype, sizedBytes, struct, tuple, u128, u32, vec } from '../../scale/index.ts';
import type { ValueOf } from '../../scale/index.ts';

// NativeOrWithId is frame_support's, shared with AssetTxPayment (src/primitives/native-or-with-id.ts).
export {
  NATIVE,
  NativeOrWithId,
  compareAssets,
  sameAsset,
  withId,
} from '../../primitives/native-or-with-id.ts';
export type { AssetKind } from '../../primitives/native-or-with-id.ts';

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

export const assetLabel = (a: AssetKind): string => (a.type === 'Native' ? 'Native' : `WithId(${a.value})`);
