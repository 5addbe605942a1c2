// pallet_asset_conversion: Uniswap-V2 pools between LUMI (native) and Assets-pallet tokens, LP tokens in PoolAssets.
// The LP fee is the `Dex.LpFee` runtime parameter (Parameters pallet), read at every quote and swap.
import { definePallet } from '../../support/pallet.ts';
import { calls } from './calls.ts';
import { constants } from './constants.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { genesis } from './genesis.ts';
import { storage } from './storage.ts';

export const AssetConversion = definePallet({
  name: 'AssetConversion',
  docs: ['Constant-product (x·y=k) liquidity pools and swaps between LUMI and Lumi assets.'],
  storage,
  calls,
  events,
  errors,
  constants,
  genesis,
});

export { doAddLiquidity, doCreatePool, doRemoveLiquidity } from './functions-liquidity.ts';
export { doSwapExactTokensForTokens, doSwapTokensForExactTokens } from './functions-swap.ts';
export {
  PALLET_ACCOUNT,
  getBalance,
  getReserves,
  poolAccount,
  poolAccountOf,
  poolId,
  quotePriceExactTokensForTokens,
  quotePriceTokensForExactTokens,
} from './functions.ts';
export { MAX_SWAP_PATH_LENGTH, PALLET_ID, POOL_SETUP_FEE } from './constants.ts';
export { errors as AssetConversionErrors } from './errors.ts';
export { events as AssetConversionEvents } from './events.ts';
export { NextPoolAssetId, Pools } from './storage.ts';
export * from './types.ts';
