// AssetConversionApi's logic (FRAME's view functions behind the runtime API): pure reads of the current
// execution context's state. src/apis/asset-conversion.ts serves them through state_call.
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { getBalance, getReserves as palletGetReserves } from './functions.ts';
import { poolAccount } from './locator.ts';
import { getAmountIn, getAmountOut, quote } from './math.ts';
import type { AssetKind } from './types.ts';
import * as union from './union.ts';

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

/** The pool's balances of `asset1` and `asset2`, in that order; None for an unsupported pair or an empty pool. */
export function getReserves(asset1: AssetKind, asset2: AssetKind): [bigint, bigint] | undefined {
  return orNone(() => palletGetReserves(asset1, asset2));
}
