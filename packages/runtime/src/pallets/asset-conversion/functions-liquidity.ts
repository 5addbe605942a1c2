// pallet_asset_conversion's pool lifecycle: create_pool (with its setup fee), add_liquidity, remove_liquidity,
// touch, and the pools genesis seeds.
import { MINT_MIN_LIQUIDITY } from '@lumi/chain';
import type { AccountId } from '../../primitives/core.ts';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { LIQUIDITY_WITHDRAWAL_FEE, POOL_SETUP_FEE } from './constants.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import {
  PALLET_ACCOUNT,
  fungibles,
  getBalance,
  lpAmountForZeroSupply,
  lpTokens,
  mulDiv,
  nextLpToken,
  poolAccountOf,
  quote,
  requirePool,
  requirePoolId,
  touchIfNeeded,
  touchLpIfNeeded,
  withdraw,
} from './functions.ts';
import { Pools } from './storage.ts';
import { nativeAsset, permillOf } from './types.ts';
import type { AssetKind, PoolId } from './types.ts';

/** create_pool: registers the pair, pays the setup fee and creates the LP token. Returns the pool id. */
export function doCreatePool(creator: AccountId, asset1: AssetKind, asset2: AssetKind): PoolId {
  const id = requirePoolId(asset1, asset2);
  if (Pools.contains(id)) throw errors.PoolExists;
  const account = poolAccountOf(id);

  // PoolSetupFeeTarget = ResolveAssetTo<pallet account>: a credit it cannot take is dropped.
  const fee = withdraw(nativeAsset(), creator, POOL_SETUP_FEE, true);
  try {
    fungibles().resolve(PALLET_ACCOUNT, fee);
  } catch (e) {
    if (!(e instanceof DispatchError)) throw e;
    fungibles().dropCredit(fee);
  }

  touchIfNeeded(asset1, account, creator);
  touchIfNeeded(asset2, account, creator);
  const lpToken = nextLpToken();
  lpTokens().create(lpToken, account, false, 1n);
  touchLpIfNeeded(lpToken, account, creator);

  Pools.insert(id, { lp_token: lpToken });
  events.emit({
    type: 'PoolCreated',
    value: { creator, pool_id: id, pool_account: account, lp_token: lpToken },
  });
  return id;
}

/** add_liquidity: deposits at the pool's ratio and mints LP tokens to `mintTo`. Returns the LP minted. */
export function doAddLiquidity(
  who: AccountId,
  asset1: AssetKind,
  asset2: AssetKind,
  amount1Desired: bigint,
  amount2Desired: bigint,
  amount1Min: bigint,
  amount2Min: bigint,
  mintTo: AccountId,
): bigint {
  const id = requirePoolId(asset1, asset2);
  if (amount1Desired <= 0n || amount2Desired <= 0n) throw errors.WrongDesiredAmount;
  const pool = requirePool(id);
  const account = poolAccountOf(id);
  const reserve1 = getBalance(account, asset1);
  const reserve2 = getBalance(account, asset2);

  let amount1: bigint;
  let amount2: bigint;
  if (reserve1 === 0n || reserve2 === 0n) {
    amount1 = amount1Desired;
    amount2 = amount2Desired;
  } else {
    const amount2Optimal = quote(amount1Desired, reserve1, reserve2);
    if (amount2Optimal <= amount2Desired) {
      if (amount2Optimal < amount2Min) throw errors.AssetTwoDepositDidNotMeetMinimum;
      amount1 = amount1Desired;
      amount2 = amount2Optimal;
    } else {
      const amount1Optimal = quote(amount2Desired, reserve2, reserve1);
      if (amount1Optimal > amount1Desired) throw errors.OptimalAmountLessThanDesired;
      if (amount1Optimal < amount1Min) throw errors.AssetOneDepositDidNotMeetMinimum;
      amount1 = amount1Optimal;
      amount2 = amount2Desired;
    }
  }

  if (amount1 + reserve1 < fungibles().minimumBalance(asset1)) throw errors.AmountOneLessThanMinimal;
  if (amount2 + reserve2 < fungibles().minimumBalance(asset2)) throw errors.AmountTwoLessThanMinimal;

  fungibles().transfer(asset1, who, account, amount1, 'Preserve');
  fungibles().transfer(asset2, who, account, amount2, 'Preserve');

  const totalSupply = lpTokens().totalIssuance(pool.lp_token);
  let lpTokenAmount: bigint;
  if (totalSupply === 0n) {
    lpTokenAmount = lpAmountForZeroSupply(amount1, amount2);
    lpTokens().mintInto(pool.lp_token, account, MINT_MIN_LIQUIDITY);
  } else {
    const side1 = mulDiv(amount1, totalSupply, reserve1);
    const side2 = mulDiv(amount2, totalSupply, reserve2);
    lpTokenAmount = side1 < side2 ? side1 : side2;
  }
  if (lpTokenAmount <= MINT_MIN_LIQUIDITY) throw errors.InsufficientLiquidityMinted;

  lpTokens().mintInto(pool.lp_token, mintTo, lpTokenAmount);
  events.emit({
    type: 'LiquidityAdded',
    value: {
      who,
      mint_to: mintTo,
      pool_id: id,
      amount1_provided: amount1,
      amount2_provided: amount2,
      lp_token: pool.lp_token,
      lp_token_minted: lpTokenAmount,
    },
  });
  return lpTokenAmount;
}

/** remove_liquidity: burns LP tokens for the pro-rata reserves, sent to `withdrawTo`. */
export function doRemoveLiquidity(
  who: AccountId,
  asset1: AssetKind,
  asset2: AssetKind,
  lpTokenBurn: bigint,
  amount1MinReceive: bigint,
  amount2MinReceive: bigint,
  withdrawTo: AccountId,
): [bigint, bigint] {
  const id = requirePoolId(asset1, asset2);
  if (lpTokenBurn <= 0n) throw errors.ZeroLiquidity;
  const pool = requirePool(id);
  const account = poolAccountOf(id);
  const reserve1 = getBalance(account, asset1);
  const reserve2 = getBalance(account, asset2);

  const totalSupply = lpTokens().totalIssuance(pool.lp_token);
  const withdrawalFeeAmount = permillOf(LIQUIDITY_WITHDRAWAL_FEE, lpTokenBurn);
  const lpRedeemAmount = lpTokenBurn > withdrawalFeeAmount ? lpTokenBurn - withdrawalFeeAmount : 0n;

  const amount1 = mulDiv(lpRedeemAmount, reserve1, totalSupply);
  const amount2 = mulDiv(lpRedeemAmount, reserve2, totalSupply);
  if (amount1 === 0n || amount1 < amount1MinReceive) throw errors.AssetOneWithdrawalDidNotMeetMinimum;
  if (amount2 === 0n || amount2 < amount2MinReceive) throw errors.AssetTwoWithdrawalDidNotMeetMinimum;
  const reserve1Left = reserve1 > amount1 ? reserve1 - amount1 : 0n;
  const reserve2Left = reserve2 > amount2 ? reserve2 - amount2 : 0n;
  if (reserve1Left < fungibles().minimumBalance(asset1)) throw errors.ReserveLeftLessThanMinimal;
  if (reserve2Left < fungibles().minimumBalance(asset2)) throw errors.ReserveLeftLessThanMinimal;

  // Burns the whole amount, withdrawal fee included (Expendable, Exact, Polite).
  lpTokens().burnFrom(pool.lp_token, who, lpTokenBurn, false);
  fungibles().transfer(asset1, account, withdrawTo, amount1, 'Expendable');
  fungibles().transfer(asset2, account, withdrawTo, amount2, 'Expendable');

  events.emit({
    type: 'LiquidityRemoved',
    value: {
      who,
      withdraw_to: withdrawTo,
      pool_id: id,
      amount1,
      amount2,
      lp_token: pool.lp_token,
      lp_token_burned: lpTokenBurn,
      withdrawal_fee: LIQUIDITY_WITHDRAWAL_FEE,
    },
  });
  return [amount1, amount2];
}

/** touch: creates the pool account's asset accounts on the caller's deposit. Returns how many it created. */
export function doTouch(who: AccountId, asset1: AssetKind, asset2: AssetKind): number {
  const id = requirePoolId(asset1, asset2);
  const pool = requirePool(id);
  const account = poolAccountOf(id);
  let refunds = 0;
  if (touchIfNeeded(asset1, account, who)) refunds++;
  if (touchIfNeeded(asset2, account, who)) refunds++;
  if (touchLpIfNeeded(pool.lp_token, account, who)) refunds++;
  events.emit({ type: 'Touched', value: { pool_id: id, who } });
  return refunds;
}

/**
 * Genesis (FRAME's setup_pool_from_genesis): creates the pool without setup fee and, when both amounts are
 * non-zero, seeds it from `provider`. Returns the LP minted to the provider.
 */
export function setupPoolFromGenesis(
  asset1: AssetKind,
  asset2: AssetKind,
  provider: AccountId,
  amount1: bigint,
  amount2: bigint,
): bigint {
  const id = requirePoolId(asset1, asset2);
  if (Pools.contains(id)) throw errors.PoolExists;
  const account = poolAccountOf(id);
  const lpToken = nextLpToken();
  lpTokens().create(lpToken, account, false, 1n);
  touchIfNeeded(asset1, account, provider);
  touchIfNeeded(asset2, account, provider);
  touchLpIfNeeded(lpToken, account, provider);
  Pools.insert(id, { lp_token: lpToken });
  if (amount1 === 0n || amount2 === 0n) return 0n;
  fungibles().transfer(asset1, provider, account, amount1, 'Preserve');
  fungibles().transfer(asset2, provider, account, amount2, 'Preserve');
  const lpTokenAmount = lpAmountForZeroSupply(amount1, amount2);
  lpTokens().mintInto(lpToken, account, MINT_MIN_LIQUIDITY);
  lpTokens().mintInto(lpToken, provider, lpTokenAmount);
  return lpTokenAmount;
}
