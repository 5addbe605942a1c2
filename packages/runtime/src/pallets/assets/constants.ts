// pallet_assets configuration per instance (FRAME's `impl pallet_assets::Config<I> for Runtime`) and the
// constants metadata reports. Deposits are in the native token's planck.
import { ASSET_CONVERSION_PALLET_ID } from '@lumi/chain';
import { compact, field, u128, u32 } from '../../scale/index.ts';
import type { LocationValue } from '../../primitives/asset-kind.ts';
import { zU32 } from '../../genesis/zod.ts';
import { compareLocations, locationLabel, locationScheme } from '../../xcm/location-kind.ts';
import { V5Location } from '../../xcm/v5.ts';
import { constant } from '../../support/constants.ts';
import { palletAccount } from '../../support/pallet-id.ts';
import { UNIT } from '../../primitives/currency.ts';

import type { AssetIdKind } from './types.ts';

const U32_MAX = 0xffffffff;
const compareNumbers = (a: number, b: number): number => a - b;
const incrementU32 = (id: number): number | undefined => (id >= U32_MAX ? undefined : id + 1);

/** `AssetId = u32`, taken in calls as `Compact<u32>` (Lumi's Assets and PoolAssets, kitchensink's). */
export const U32_COMPACT_ID: AssetIdKind<number> = {
  type: u32,
  parameter: field(compact(u32), 'T::AssetIdParameter'),
  compare: compareNumbers,
  label: String,
  genesis: zU32,
  increment: incrementU32,
};

/** `AssetId = u32`, taken in calls as a plain `u32` (Asset Hub's PoolAssets). */
export const U32_PLAIN_ID: AssetIdKind<number> = {
  ...U32_COMPACT_ID,
  parameter: field(u32, 'T::AssetIdParameter'),
};

/** `AssetId = AssetIdParameter = xcm::v5::Location` (Asset Hub's ForeignAssets); a Location is not incrementable. */
export const LOCATION_ID: AssetIdKind<LocationValue> = {
  type: V5Location,
  parameter: field(V5Location, 'T::AssetIdParameter'),
  compare: compareLocations,
  label: locationLabel,
  genesis: locationScheme.genesis as AssetIdKind<LocationValue>['genesis'],
};

export interface AssetsConfig<Id = number> {
  /** The pallet's name in construct_runtime (its storage prefix, its events' and errors' pallet). */
  readonly name: 'Assets' | 'PoolAssets' | 'ForeignAssets';
  /** `T::AssetId` and `T::AssetIdParameter`. */
  readonly assetId: AssetIdKind<Id>;
  /** The genesis section (lowerCamelCase of the name). */
  readonly genesisSection: string;
  /**
   * CreateOrigin: who may call `create`. 'AnySigned' = EnsureSigned; an account = EnsureSignedBy that
   * account only (PoolAssets: the AssetConversion pallet account, so LP token ids cannot be squatted).
   */
  readonly createOrigin: 'AnySigned' | Uint8Array;
  readonly assetDeposit: bigint;
  readonly assetAccountDeposit: bigint;
  readonly metadataDepositBase: bigint;
  readonly metadataDepositPerByte: bigint;
  readonly approvalDeposit: bigint;
  readonly stringLimit: number;
  readonly removeItemsLimit: number;
}

export { palletAccount };

const DEPOSITS = {
  assetDeposit: 10n * UNIT,
  assetAccountDeposit: UNIT / 100n,
  metadataDepositBase: UNIT,
  metadataDepositPerByte: UNIT / 100n,
  approvalDeposit: UNIT / 100n,
  stringLimit: 50,
  removeItemsLimit: 1000,
} as const;

export const ASSETS_CONFIG: AssetsConfig = {
  name: 'Assets',
  assetId: U32_COMPACT_ID,
  genesisSection: 'assets',
  createOrigin: 'AnySigned',
  ...DEPOSITS,
};

export const POOL_ASSETS_CONFIG: AssetsConfig = {
  name: 'PoolAssets',
  assetId: U32_COMPACT_ID,
  genesisSection: 'poolAssets',
  createOrigin: palletAccount(ASSET_CONVERSION_PALLET_ID),
  ...DEPOSITS,
};

/** Asset Hub's ForeignAssets: assets of other consensus systems, named by their XCM Location. */
export const FOREIGN_ASSETS_CONFIG: AssetsConfig<LocationValue> = {
  name: 'ForeignAssets',
  assetId: LOCATION_ID,
  genesisSection: 'foreignAssets',
  createOrigin: 'AnySigned',
  ...DEPOSITS,
};

export function makeConstants<Id>(cfg: AssetsConfig<Id>) {
  return {
    RemoveItemsLimit: constant(u32, cfg.removeItemsLimit, [
      ' Most accounts or approvals one `destroy_accounts` / `destroy_approvals` call removes.',
    ]),
    AssetDeposit: constant(u128, cfg.assetDeposit, [' LUMI reserved from the creator of an asset class.']),
    AssetAccountDeposit: constant(u128, cfg.assetAccountDeposit, [
      ' LUMI reserved to keep an asset account that no provider or sufficient reference backs.',
    ]),
    MetadataDepositBase: constant(u128, cfg.metadataDepositBase, [
      ' LUMI reserved from the owner for setting metadata, before the per-byte part.',
    ]),
    MetadataDepositPerByte: constant(u128, cfg.metadataDepositPerByte, [
      ' LUMI reserved per byte of metadata name and symbol.',
    ]),
    ApprovalDeposit: constant(u128, cfg.approvalDeposit, [' LUMI reserved while an approval exists.']),
    StringLimit: constant(u32, cfg.stringLimit, [' Longest name or symbol, in bytes.']),
  };
}
