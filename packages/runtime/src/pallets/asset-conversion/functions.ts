// pallet_asset_conversion's logic shared by its calls: the pool locator, the pallet's arithmetic, reserves and
// swap paths, and the quotes behind AssetConversionApi. The do_* functions are in functions-liquidity.ts and
// functions-swap.ts; callers run them inside a transactional layer: like FRAME, a failure may come after
// partial writes, which the layer then discards.
import {
  ASSET_CONVERSION_PALLET_ID,
  AmmError,
  MINT_MIN_LIQUIDITY,
  getAmountIn as ammGetAmountIn,
  getAmountOut as ammGetAmountOut,
  lpForZeroSupply,
  quote as ammQuote,
} from '@lumi/chain';
import { u8aConcat, u8aToHex } from '@polkadot/util';
import type { AccountId } from '../../primitives/core.ts';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { blake2_256 } from '../../support/hashing.ts';
import { palletAccount } from '../../support/pallet-id.ts';
import { config, type Credit, type LpTokens, type PoolFungibles } from './config.ts';
import { MAX_SWAP_PATH_LENGTH, PALLET_ID } from './constants.ts';
import { errors } from './errors.ts';
import { NextPoolAssetId, Pools } from './storage.ts';
import { PoolIdType, compareAssets, nativeAsset, sameAsset } from './types.ts';
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
  const native = nativeAsset();
  if (sameAsset(asset1, native)) return [native, asset2];
  if (sameAsset(asset2, native)) return [native, asset1];
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
  pallet(() => ammGetAmountOut(amountIn, reserveIn, reserveOut, config.get().lpFee()));

/** Pallet::get_amount_in with the current LP fee. */
export const getAmountIn = (amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint =>
  pallet(() => ammGetAmountIn(amountOut, reserveIn, reserveOut, config.get().lpFee()));

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

/** T::Assets: the native token and the Assets pallet's tokens. */
export const fungibles = (): PoolFungibles => config.get().assets;
/** T::PoolAssets: the LP tokens. */
export const lpTokens = (): LpTokens => config.get().poolAssets;

export function requirePoolId(asset1: AssetKind, asset2: AssetKind): PoolId {
  const id = poolId(asset1, asset2);
  if (!id) throw errors.InvalidAssetPair;
  return id;
}

export function requirePool(id: PoolId): PoolInfoValue {
  const pool = Pools.get(id);
  if (!pool) throw errors.PoolNotFound;
  return pool;
}

/** Pallet::get_balance: what a pool account holds of `asset`, as its reducible (Expendable) balance. */
export const getBalance = (owner: AccountId, asset: AssetKind): bigint =>
  fungibles().reducibleBalance(asset, owner, 'Expendable');

/** Pallet::withdraw: keep_alive checks the Preserve-reducible balance first (polkadot-sdk#1698). */
export function withdraw(asset: AssetKind, who: AccountId, value: bigint, keepAlive: boolean): Credit {
  const preservation = keepAlive ? 'Preserve' : 'Expendable';
  if (keepAlive && fungibles().reducibleBalance(asset, who, 'Preserve') < value)
    throw DispatchError.token('NotExpendable');
  return fungibles().withdraw(asset, who, value, preservation);
}

export function nextLpToken(): number {
  const lpToken = NextPoolAssetId.get() ?? 0;
  if (lpToken >= U32_MAX) throw errors.IncorrectPoolAssetId;
  NextPoolAssetId.set(lpToken + 1);
  return lpToken;
}

export function touchIfNeeded(asset: AssetKind, who: AccountId, depositor: AccountId): boolean {
  if (!fungibles().shouldTouch(asset, who)) return false;
  fungibles().touch(asset, who, depositor);
  return true;
}

export function touchLpIfNeeded(lpToken: number, who: AccountId, depositor: AccountId): boolean {
  if (!lpTokens().shouldTouch(lpToken, who)) return false;
  lpTokens().touch(lpToken, who, depositor);
  return true;
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
    // By its SCALE bytes: a Location's GeneralIndex is a bigint, which JSON cannot hold.
    const key = u8aToHex(PoolIdType.encode(id));
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
  if (amountOut > fungibles().reducibleBalance(asset2, account, 'Preserve')) return undefined;
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
  if (amount > fungibles().reducibleBalance(asset2, account, 'Preserve')) return undefined;
  return orNone(() =>
    includeFee ? getAmountIn(amount, balance1, balance2) : quote(amount, balance2, balance1),
  );
}
