// The kitchensink's PoolLocator: Chain<WithFirstAsset<Native, ..>, Ascending<..>> with
// AccountIdConverter<AssetConversionPalletId, PoolId>, i.e. a pool account is
// blake2_256(SCALE((PalletId, pool_id))) = blake2_256(b"py/ascon" ++ SCALE(asset1) ++ SCALE(asset2)).
import { u8aConcat } from '@polkadot/util';
import type { AccountId } from '../../primitives/core.ts';
import { blake2_256 } from '../../support/hashing.ts';
import { PALLET_ID } from './constants.ts';
import { NATIVE, PoolIdType, compareAssets, sameAsset } from './types.ts';
import type { AssetKind, PoolId } from './types.ts';

/**
 * The pool id of a pair: (Native, other) when one side is native, else the pair in ascending order.
 * Undefined for a pair of the same asset (FRAME's `Err(())`).
 */
export function poolId(asset1: AssetKind, asset2: AssetKind): PoolId | undefined {
  if (sameAsset(asset1, asset2)) return undefined;
  if (sameAsset(asset1, NATIVE)) return [NATIVE, asset2];
  if (sameAsset(asset2, NATIVE)) return [NATIVE, asset1];
  return compareAssets(asset1, asset2) < 0 ? [asset1, asset2] : [asset2, asset1];
}

/** The account holding a pool's reserves (AccountIdConverter::try_convert). */
export function poolAccountOf(id: PoolId): AccountId {
  return blake2_256(u8aConcat(PALLET_ID, PoolIdType.encode(id)));
}

/** The pool account of a pair, in either order; undefined for an unsupported pair. */
export function poolAccount(asset1: AssetKind, asset2: AssetKind): AccountId | undefined {
  const id = poolId(asset1, asset2);
  return id && poolAccountOf(id);
}
