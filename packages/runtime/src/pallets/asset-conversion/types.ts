// pallet_asset_conversion types: AssetKind is the runtime's (NativeOrWithId<u32> on Lumi as kitchensink's, XCM
// Location on asset-hub-dev as Asset Hub's; src/primitives/asset-kind.ts), PoolId = (AssetKind, AssetKind),
// PoolAssetId = u32, Balance = u128.
import { AssetKindType } from '../../primitives/asset-kind.ts';
import type { AssetKind } from '../../primitives/asset-kind.ts';
import { field, newtype, sizedBytes, struct, tuple, u128, u32, vec } from '../../scale/index.ts';
import type { ValueOf } from '../../scale/index.ts';

// The asset kind is the runtime's, shared with AssetTxPayment (src/primitives/asset-kind.ts).
export {
  AssetKindType,
  assetLabel,
  compareAssets,
  isNativeAsset,
  nativeAsset,
  sameAsset,
} from '../../primitives/asset-kind.ts';
export type { AssetKind } from '../../primitives/asset-kind.ts';
// Lumi's asset kind (kitchensink's NativeOrWithId<u32>), for callers that build Lumi's values.
export { NATIVE, NativeOrWithId, withId } from '../../primitives/native-or-with-id.ts';
export type { NativeOrWithIdValue } from '../../primitives/native-or-with-id.ts';

/** `T::PoolId`: the pair as the pool locator orders it. */
export const PoolIdType = tuple(AssetKindType, AssetKindType);
export type PoolId = [AssetKind, AssetKind];

export const PoolInfo = struct(
  'pallet_asset_conversion::types::PoolInfo',
  { lp_token: field(u32, 'PoolAssetId') },
  { params: [{ name: 'PoolAssetId', type: u32 }] },
);
export type PoolInfoValue = ValueOf<typeof PoolInfo>;

/** `BalancePath<T>`: each asset of a swap with the amount that enters (first) or leaves a pool. */
export const BalancePathType = vec(tuple(AssetKindType, u128));
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
