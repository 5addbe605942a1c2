// pallet_assets configuration per instance (FRAME's `impl pallet_assets::Config<I> for Runtime`) and the
// constants metadata reports. Deposits are in LUMI planck (12 decimals).
import { ASSET_CONVERSION_PALLET_ID } from '@lumi/chain';
import { u128, u32 } from '../../scale/index.ts';
import { constant } from '../../support/constants.ts';
import { palletAccount } from '../../support/pallet-id.ts';
import { UNIT } from '../../primitives/currency.ts';

export interface AssetsConfig {
  /** The pallet's name in construct_runtime (its storage prefix, its events' and errors' pallet). */
  readonly name: 'Assets' | 'PoolAssets';
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
  /** Whether calls take the id as `Compact<u32>` (the default, kitchensink's) or a plain `u32` (Asset Hub's PoolAssets). */
  readonly compactIdParameter?: boolean;
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
  genesisSection: 'assets',
  createOrigin: 'AnySigned',
  ...DEPOSITS,
};

export const POOL_ASSETS_CONFIG: AssetsConfig = {
  name: 'PoolAssets',
  genesisSection: 'poolAssets',
  createOrigin: palletAccount(ASSET_CONVERSION_PALLET_ID),
  ...DEPOSITS,
};

export function makeConstants(cfg: AssetsConfig) {
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
