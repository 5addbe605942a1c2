// pallet_asset_conversion configuration (kitchensink's values unless Lumi's economy needs its own).
import { ASSET_CONVERSION_PALLET_ID, DEFAULT_LP_FEE_PER_MILLE, MINT_MIN_LIQUIDITY } from '@lumi/chain';
import { stringToU8a } from '@polkadot/util';
import { u128, u32 } from '../../scale/index.ts';
import { constant } from '../../support/constants.ts';
import { UNIT } from '../balances/constants.ts';
import { NATIVE, NativeOrWithId, PalletId, Permill } from './types.ts';

/** b"py/ascon": seeds the pool accounts and the pallet's own account. */
export const PALLET_ID = stringToU8a(ASSET_CONVERSION_PALLET_ID);
if (PALLET_ID.length !== 8) throw new Error('a PalletId is exactly 8 bytes');

/** Paid in LUMI by whoever creates a pool, to the pallet account (kitchensink charges 1 DOLLAR). */
export const POOL_SETUP_FEE = UNIT;
export const POOL_SETUP_FEE_ASSET = NATIVE;
/** Permill parts kept back from burned LP tokens: none, as kitchensink. */
export const LIQUIDITY_WITHDRAWAL_FEE = 0;
export const MAX_SWAP_PATH_LENGTH = 4;

export const constants = {
  LPFee: constant(u32, Number(DEFAULT_LP_FEE_PER_MILLE), [
    ' A % the liquidity providers will take of every swap. Represents 10ths of a percent.',
    ' Lumi: the default only; the live value is the `Dex.LpFee` runtime parameter.',
  ]),
  PoolSetupFee: constant(u128, POOL_SETUP_FEE, [' A one-time fee to setup the pool.']),
  PoolSetupFeeAsset: constant(NativeOrWithId, POOL_SETUP_FEE_ASSET, [
    ' Asset class from [`Config::Assets`] used to pay the [`Config::PoolSetupFee`].',
  ]),
  LiquidityWithdrawalFee: constant(Permill, LIQUIDITY_WITHDRAWAL_FEE, [' A fee to withdraw the liquidity.']),
  MintMinLiquidity: constant(u128, MINT_MIN_LIQUIDITY, [
    ' The minimum LP token amount that could be minted. Ameliorates rounding errors.',
  ]),
  MaxSwapPathLength: constant(u32, MAX_SWAP_PATH_LENGTH, [' The max number of hops in a swap.']),
  PalletId: constant(PalletId, PALLET_ID, [" The pallet's id, used for deriving its sovereign account ID."]),
};
