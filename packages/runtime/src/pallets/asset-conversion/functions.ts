// pallet_asset_conversion's logic (FRAME's do_* functions, the pool locator, the pallet's arithmetic and the
// quotes behind AssetConversionApi). Callers run the do_* functions inside a transactional layer: like FRAME,
// a failure may come after partial writes, which the layer then discards.
import {
  ASSET_CONVERSION_PALLET_ID,
  AmmError,
  MINT_MIN_LIQUIDITY,
  getAmountIn as ammGetAmountIn,
  getAmountOut as ammGetAmountOut,
  lpForZeroSupply,
  quote as ammQuote,
} from '@lumi/chain';
import { u8aConcat } from '@polkadot/util';
import * as union from '../../config/native-and-assets.ts';
import type { Credit } from '../../config/native-and-assets.ts';
import type { AccountId } from '../../primitives/core.ts';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { blake2_256 } from '../../support/hashing.ts';
import { palletAccount, poolAssetsFungibles } from '../assets/index.ts';
import { lpFee } from '../parameters/index.ts';
import {
  LIQUIDITY_WITHDRAWAL_FEE,
  MAX_SWAP_PATH_LENGTH,
  PALLET_ID,
  POOL_SETUP_FEE,
  POOL_SETUP_FEE_ASSET,
} from './constants.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { NextPoolAssetId, Pools } from './storage.ts';
import { NATIVE, PoolIdType, compareAssets, permillOf, sameAsset } from './types.ts';
import type { AssetKind, BalancePath, PoolId, PoolInfoValue } from './types.ts';

// The kitchensink's PoolLocator: Chain<WithFirstAsset<Native, ..>, Ascending<..>> with
// AccountIdConverter<AssetConversionPalletId, PoolId>, i.e. a pool account is
// blake2_256(SCALE((PalletId, pool_id))) = blake2_256(b"py/ascon" ++ SCALE(asset1) ++ SCALE(asset2)).

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

// The pallet's arithmetic is @lumi/chain's constant-product math (the same functions the app quotes with), with
// its failures turned into this pallet's errors. The LP fee is the live `Dex.LpFee` parameter.

function pallet<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (!(e instanceof AmmError)) throw e;
    const byKind: Record<AmmError['kind'], DispatchError> = {
      ZeroLiquidity: errors.ZeroLiquidity,
      AmountOutTooHigh: errors.AmountOutTooHigh,
      Overflow: errors.Overflow,
      InsufficientLiquidityMinted: errors.InsufficientLiquidityMinted,
      ZeroAmount: errors.ZeroAmount,
      // lpFee() only returns valid fees; a bad one could only come from a bug, reported as FRAME's underflow would.
      InvalidFee: errors.Overflow,
    };
    throw byKind[e.kind];
  }
}

/** Pallet::get_amount_out with the current LP fee. */
export const getAmountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint =>
  pallet(() => ammGetAmountOut(amountIn, reserveIn, reserveOut, lpFee()));

/** Pallet::get_amount_in with the current LP fee. */
export const getAmountIn = (amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint =>
  pallet(() => ammGetAmountIn(amountOut, reserveIn, reserveOut, lpFee()));

/** Pallet::quote: amount · reserve2 / reserve1. */
export const quote = (amount: bigint, reserve1: bigint, reserve2: bigint): bigint =>
  pallet(() => ammQuote(amount, reserve1, reserve2));

/** Pallet::mul_div: a · b / c in 256-bit precision, Overflow when c is zero or the result exceeds u128. */
export const mulDiv = (a: bigint, b: bigint, c: bigint): bigint => pallet(() => ammQuote(a, c, b));

/** Pallet::calc_lp_amount_for_zero_supply. */
export const lpAmountForZeroSupply = (amount1: bigint, amount2: bigint): bigint =>
  pallet(() => lpForZeroSupply(amount1, amount2, MINT_MIN_LIQUIDITY));

/** The pallet's own account (PalletId::into_account_truncating), where pool setup fees go. */
export const PALLET_ACCOUNT = palletAccount(ASSET_CONVERSION_PALLET_ID);

const U32_MAX = 0xffff_ffff;

function requirePoolId(asset1: AssetKind, asset2: AssetKind): PoolId {
  const id = poolId(asset1, asset2);
  if (!id) throw errors.InvalidAssetPair;
  return id;
}

function requirePool(id: PoolId): PoolInfoValue {
  const pool = Pools.get(id);
  if (!pool) throw errors.PoolNotFound;
  return pool;
}

/** Pallet::get_balance: what a pool account holds of `asset`, as its reducible (Expendable) balance. */
export const getBalance = (owner: AccountId, asset: AssetKind): bigint =>
  union.reducibleBalance(asset, owner, 'Expendable');

/** Pallet::withdraw: keep_alive checks the Preserve-reducible balance first (polkadot-sdk#1698). */
function withdraw(asset: AssetKind, who: AccountId, value: bigint, keepAlive: boolean): Credit {
  const preservation = keepAlive ? 'Preserve' : 'Expendable';
  if (keepAlive && union.reducibleBalance(asset, who, 'Preserve') < value)
    throw DispatchError.token('NotExpendable');
  return union.withdraw(asset, who, value, preservation);
}

function nextLpToken(): number {
  const lpToken = NextPoolAssetId.get() ?? 0;
  if (lpToken >= U32_MAX) throw errors.IncorrectPoolAssetId;
  NextPoolAssetId.set(lpToken + 1);
  return lpToken;
}

function touchIfNeeded(asset: AssetKind, who: AccountId, depositor: AccountId): boolean {
  if (!union.shouldTouch(asset, who)) return false;
  union.touch(asset, who, depositor);
  return true;
}

function touchLpIfNeeded(lpToken: number, who: AccountId, depositor: AccountId): boolean {
  if (!poolAssetsFungibles.shouldTouch(lpToken, who)) return false;
  poolAssetsFungibles.touch(lpToken, who, depositor);
  return true;
}

/** create_pool: registers the pair, pays the setup fee and creates the LP token. Returns the pool id. */
export function doCreatePool(creator: AccountId, asset1: AssetKind, asset2: AssetKind): PoolId {
  const id = requirePoolId(asset1, asset2);
  if (Pools.contains(id)) throw errors.PoolExists;
  const account = poolAccountOf(id);

  // PoolSetupFeeTarget = ResolveAssetTo<pallet account>: a credit it cannot take is dropped.
  const fee = withdraw(POOL_SETUP_FEE_ASSET, creator, POOL_SETUP_FEE, true);
  try {
    union.resolve(PALLET_ACCOUNT, fee);
  } catch (e) {
    if (!(e instanceof DispatchError)) throw e;
    union.dropCredit(fee);
  }

  touchIfNeeded(asset1, account, creator);
  touchIfNeeded(asset2, account, creator);
  const lpToken = nextLpToken();
  poolAssetsFungibles.create(lpToken, account, false, 1n);
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

  if (amount1 + reserve1 < union.minimumBalance(asset1)) throw errors.AmountOneLessThanMinimal;
  if (amount2 + reserve2 < union.minimumBalance(asset2)) throw errors.AmountTwoLessThanMinimal;

  union.transfer(asset1, who, account, amount1, 'Preserve');
  union.transfer(asset2, who, account, amount2, 'Preserve');

  const totalSupply = poolAssetsFungibles.totalIssuance(pool.lp_token);
  let lpTokenAmount: bigint;
  if (totalSupply === 0n) {
    lpTokenAmount = lpAmountForZeroSupply(amount1, amount2);
    poolAssetsFungibles.mintInto(pool.lp_token, account, MINT_MIN_LIQUIDITY);
  } else {
    const side1 = mulDiv(amount1, totalSupply, reserve1);
    const side2 = mulDiv(amount2, totalSupply, reserve2);
    lpTokenAmount = side1 < side2 ? side1 : side2;
  }
  if (lpTokenAmount <= MINT_MIN_LIQUIDITY) throw errors.InsufficientLiquidityMinted;

  poolAssetsFungibles.mintInto(pool.lp_token, mintTo, lpTokenAmount);
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

  const totalSupply = poolAssetsFungibles.totalIssuance(pool.lp_token);
  const withdrawalFeeAmount = permillOf(LIQUIDITY_WITHDRAWAL_FEE, lpTokenBurn);
  const lpRedeemAmount = lpTokenBurn > withdrawalFeeAmount ? lpTokenBurn - withdrawalFeeAmount : 0n;

  const amount1 = mulDiv(lpRedeemAmount, reserve1, totalSupply);
  const amount2 = mulDiv(lpRedeemAmount, reserve2, totalSupply);
  if (amount1 === 0n || amount1 < amount1MinReceive) throw errors.AssetOneWithdrawalDidNotMeetMinimum;
  if (amount2 === 0n || amount2 < amount2MinReceive) throw errors.AssetTwoWithdrawalDidNotMeetMinimum;
  const reserve1Left = reserve1 > amount1 ? reserve1 - amount1 : 0n;
  const reserve2Left = reserve2 > amount2 ? reserve2 - amount2 : 0n;
  if (reserve1Left < union.minimumBalance(asset1)) throw errors.ReserveLeftLessThanMinimal;
  if (reserve2Left < union.minimumBalance(asset2)) throw errors.ReserveLeftLessThanMinimal;

  // Burns the whole amount, withdrawal fee included (Expendable, Exact, Polite).
  poolAssetsFungibles.burnFrom(pool.lp_token, who, lpTokenBurn, false);
  union.transfer(asset1, account, withdrawTo, amount1, 'Expendable');
  union.transfer(asset2, account, withdrawTo, amount2, 'Expendable');

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

/** Pallet::get_reserves: the pool account's balances of the pair, in the order asked; fails when empty. */
export function getReserves(asset1: AssetKind, asset2: AssetKind): [bigint, bigint] {
  const id = poolId(asset1, asset2);
  if (!id) throw errors.InvalidAssetPair;
  const account = poolAccountOf(id);
  const balance1 = getBalance(account, asset1);
  const balance2 = getBalance(account, asset2);
  if (balance1 === 0n || balance2 === 0n) throw errors.PoolNotFound;
  return [balance1, balance2];
}

/** Pallet::validate_swap_path: 2..=MaxSwapPathLength assets, every pool in it distinct. */
export function validateSwapPath(path: readonly AssetKind[]): void {
  if (path.length < 2 || path.length > MAX_SWAP_PATH_LENGTH) throw errors.InvalidPath;
  const seen = new Set<string>();
  for (let i = 0; i + 1 < path.length; i++) {
    const id = requirePoolId(path[i]!, path[i + 1]!);
    const key = JSON.stringify(id);
    if (seen.has(key)) throw errors.NonUniquePath;
    seen.add(key);
  }
}

/** Pallet::balance_path_from_amount_in: the amount out of each hop for `amountIn` of path[0]. */
export function balancePathFromAmountIn(amountIn: bigint, path: readonly AssetKind[]): BalancePath {
  const out: BalancePath = [];
  let amount = amountIn;
  for (let i = 0; i < path.length; i++) {
    const asset1 = path[i]!;
    const asset2 = path[i + 1];
    out.push([asset1, amount]);
    if (!asset2) break;
    const [reserveIn, reserveOut] = getReserves(asset1, asset2);
    amount = getAmountOut(amount, reserveIn, reserveOut);
  }
  return out;
}

/** Pallet::balance_path_from_amount_out: the amount into each hop to get `amountOut` of the last asset. */
export function balancePathFromAmountOut(amountOut: bigint, path: readonly AssetKind[]): BalancePath {
  const out: BalancePath = [];
  let amount = amountOut;
  for (let i = path.length - 1; i >= 0; i--) {
    const asset2 = path[i]!;
    const asset1 = path[i - 1];
    out.push([asset2, amount]);
    if (!asset1) break;
    const [reserveIn, reserveOut] = getReserves(asset1, asset2);
    amount = getAmountIn(amount, reserveIn, reserveOut);
  }
  return out.reverse();
}

/** Pallet::credit_swap: moves the amounts along the pools; returns the credit of the last asset. */
function creditSwap(creditIn: Credit, path: BalancePath): Credit {
  let creditOut: Credit | undefined;
  for (let pos = 0; pos + 1 < path.length; pos++) {
    const [asset1] = path[pos]!;
    const [asset2, amountOut] = path[pos + 1]!;
    const poolFrom = poolAccountOf(requirePoolId(asset1, asset2));
    const next = path[pos + 2];
    if (next) {
      const poolTo = poolAccountOf(requirePoolId(asset2, next[0]));
      union.transfer(asset2, poolFrom, poolTo, amountOut, 'Preserve');
    } else {
      creditOut = withdraw(asset2, poolFrom, amountOut, true);
      break;
    }
  }
  if (!creditOut) throw errors.InvalidPath;
  const first = path[0];
  const second = path[1];
  if (!first || !second) throw errors.InvalidPath;
  const poolTo = poolAccountOf(requirePoolId(first[0], second[0]));
  resolveOrBelowMinimum(poolTo, creditIn);
  return creditOut;
}

function resolveOrBelowMinimum(who: AccountId, credit: Credit): void {
  try {
    union.resolve(who, credit);
  } catch (e) {
    if (e instanceof DispatchError) throw errors.BelowMinimum;
    throw e;
  }
}

/** Pallet::swap: takes path[0] from `sender`, pays the last asset to `sendTo`. */
function swap(sender: AccountId, path: BalancePath, sendTo: AccountId, keepAlive: boolean): void {
  const first = path[0];
  if (!first) throw errors.InvalidPath;
  const creditIn = withdraw(first[0], sender, first[1], keepAlive);
  const creditOut = creditSwap(creditIn, path);
  resolveOrBelowMinimum(sendTo, creditOut);
}

/** swap_exact_tokens_for_tokens: returns the amount of the last asset received. */
export function doSwapExactTokensForTokens(
  sender: AccountId,
  path: readonly AssetKind[],
  amountIn: bigint,
  amountOutMin: bigint | undefined,
  sendTo: AccountId,
  keepAlive: boolean,
): bigint {
  if (amountIn <= 0n) throw errors.ZeroAmount;
  if (amountOutMin !== undefined && amountOutMin <= 0n) throw errors.ZeroAmount;
  validateSwapPath(path);
  const balancePath = balancePathFromAmountIn(amountIn, path);
  const last = balancePath.at(-1);
  if (!last) throw errors.InvalidPath;
  const amountOut = last[1];
  if (amountOutMin !== undefined && amountOut < amountOutMin)
    throw errors.ProvidedMinimumNotSufficientForSwap;
  swap(sender, balancePath, sendTo, keepAlive);
  events.emit({
    type: 'SwapExecuted',
    value: { who: sender, send_to: sendTo, amount_in: amountIn, amount_out: amountOut, path: balancePath },
  });
  return amountOut;
}

/** swap_tokens_for_exact_tokens: returns the amount of path[0] taken. */
export function doSwapTokensForExactTokens(
  sender: AccountId,
  path: readonly AssetKind[],
  amountOut: bigint,
  amountInMax: bigint | undefined,
  sendTo: AccountId,
  keepAlive: boolean,
): bigint {
  if (amountOut <= 0n) throw errors.ZeroAmount;
  if (amountInMax !== undefined && amountInMax <= 0n) throw errors.ZeroAmount;
  validateSwapPath(path);
  const balancePath = balancePathFromAmountOut(amountOut, path);
  const first = balancePath[0];
  if (!first) throw errors.InvalidPath;
  const amountIn = first[1];
  if (amountInMax !== undefined && amountIn > amountInMax) throw errors.ProvidedMaximumNotSufficientForSwap;
  swap(sender, balancePath, sendTo, keepAlive);
  events.emit({
    type: 'SwapExecuted',
    value: { who: sender, send_to: sendTo, amount_in: amountIn, amount_out: amountOut, path: balancePath },
  });
  return amountIn;
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
  poolAssetsFungibles.create(lpToken, account, false, 1n);
  touchIfNeeded(asset1, account, provider);
  touchIfNeeded(asset2, account, provider);
  touchLpIfNeeded(lpToken, account, provider);
  Pools.insert(id, { lp_token: lpToken });
  if (amount1 === 0n || amount2 === 0n) return 0n;
  union.transfer(asset1, provider, account, amount1, 'Preserve');
  union.transfer(asset2, provider, account, amount2, 'Preserve');
  const lpTokenAmount = lpAmountForZeroSupply(amount1, amount2);
  poolAssetsFungibles.mintInto(lpToken, account, MINT_MIN_LIQUIDITY);
  poolAssetsFungibles.mintInto(lpToken, provider, lpTokenAmount);
  return lpTokenAmount;
}

// The quotes behind AssetConversionApi (FRAME's Pallet::quote_price_*): pure reads of the current state.

/** Pallet functions fail with DispatchErrors; the API answers None for them, as FRAME's `.ok()`. */
function orNone<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch (e) {
    if (e instanceof DispatchError) return undefined;
    throw e;
  }
}

/**
 * Amount of `asset2` that `amount` of `asset1` buys (with the live LP fee when `includeFee`, else at the pool
 * ratio). None for a zero amount, an unsupported pair, an empty pool, an output that rounds to zero, or one the
 * pool cannot pay while staying alive (swaps withdraw from pools with Preserve).
 */
export function quotePriceExactTokensForTokens(
  asset1: AssetKind,
  asset2: AssetKind,
  amount: bigint,
  includeFee: boolean,
): bigint | undefined {
  if (amount === 0n) return undefined;
  const account = poolAccount(asset1, asset2);
  if (!account) return undefined;
  const balance1 = getBalance(account, asset1);
  const balance2 = getBalance(account, asset2);
  if (balance1 === 0n) return undefined;
  const amountOut = orNone(() =>
    includeFee ? getAmountOut(amount, balance1, balance2) : quote(amount, balance1, balance2),
  );
  if (amountOut === undefined || amountOut === 0n) return undefined;
  if (amountOut > union.reducibleBalance(asset2, account, 'Preserve')) return undefined;
  return amountOut;
}

/**
 * Amount of `asset1` needed to buy exactly `amount` of `asset2` (with the live LP fee when `includeFee`). None
 * for a zero amount, an unsupported pair, an empty pool, or more than the pool can pay while staying alive.
 */
export function quotePriceTokensForExactTokens(
  asset1: AssetKind,
  asset2: AssetKind,
  amount: bigint,
  includeFee: boolean,
): bigint | undefined {
  if (amount === 0n) return undefined;
  const account = poolAccount(asset1, asset2);
  if (!account) return undefined;
  const balance1 = getBalance(account, asset1);
  const balance2 = getBalance(account, asset2);
  if (balance1 === 0n) return undefined;
  if (amount > union.reducibleBalance(asset2, account, 'Preserve')) return undefined;
  return orNone(() =>
    includeFee ? getAmountIn(amount, balance1, balance2) : quote(amount, balance2, balance1),
  );
}
