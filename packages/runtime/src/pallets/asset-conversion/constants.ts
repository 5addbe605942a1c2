// pallet_asset_conversion configuration (kitchensink's values unless Lumi's economy needs its own).
import { ASSET_CONVERSION_PALLET_ID, DEFAULT_LP_FEE_PER_MILLE, MINT_MIN_LIQUIDITY } from '@lumi/chain';
import { stringToU8a } from '@polkadot/util';
import { u128, u32 } from '../../scale/index.ts';
import { constant } from '../../support/constants.ts';
import { UNIT } from '../../primitives/currency.ts';
import { AssetKindType, PalletId, Permill, nativeAsset } from './types.ts';
import type { AssetKind } from './types.ts';
import type { Constant } from '../../support/constants.ts';

/** b"py/ascon": seeds the pool accounts and the pallet's own account. */
export const PALLET_ID = stringToU8a(ASSET_CONVERSION_PALLET_ID);
if (PALLET_ID.length !== 8) throw new Error('a PalletId is exactly 8 bytes');

/** Paid in LUMI by whoever creates a pool, to the pallet account (kitchensink charges 1 DOLLAR). */
export const POOL_SETUP_FEE = UNIT;
/** Permill parts kept back from burned LP tokens: none, as kitchensink. */
export const LIQUIDITY_WITHDRAWAL_FEE = 0;
export const MAX_SWAP_PATH_LENGTH = 4;

export const constants = {
  LPFee: constant(u32, Number(DEFAULT_LP_FEE_PER_MILLE), [
    ' Default LP fee in per-mille of each swap input (3 = 0.3 %); the live value is the',
    ' `Dex.LpFee` runtime parameter.',
  ]),
  PoolSetupFee: constant(u128, POOL_SETUP_FEE, [
    ' What `create_pool` charges its caller (1 LUMI), paid to the pallet account.',
  ]),
  // The native token is the runtime's asset kind's, known once the runtime is configured: read when metadata
  // is built, not at declaration.
  PoolSetupFeeAsset: {
    type: AssetKindType,
    get value(): AssetKind {
      return nativeAsset();
    },
    docs: [' The asset the pool setup fee is paid in: native LUMI.'],
  } satisfies Constant<AssetKind>,
  LiquidityWithdrawalFee: constant(Permill, LIQUIDITY_WITHDRAWAL_FEE, [
    ' Share of withdrawn liquidity kept back on `remove_liquidity`: none.',
  ]),
  MintMinLiquidity: constant(u128, MINT_MIN_LIQUIDITY, [
    ' LP tokens locked forever by the first deposit into a pool, so its supply never returns',
    ' to zero.',
  ]),
  MaxSwapPathLength: constant(u32, MAX_SWAP_PATH_LENGTH, [
    ' Most assets a swap path may list (so at most 3 hops).',
  ]),
  PalletId: constant(PalletId, PALLET_ID, [' Seed of the pallet account and of every pool account.']),
};
