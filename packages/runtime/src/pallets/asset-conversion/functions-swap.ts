// pallet_asset_conversion's swaps: the credit moved pool to pool along a path, and the two swap calls' logic.
import type { AccountId } from '../../primitives/core.ts';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import type { Credit } from './config.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import {
  balancePathFromAmountIn,
  balancePathFromAmountOut,
  fungibles,
  poolAccountOf,
  requirePoolId,
  validateSwapPath,
  withdraw,
} from './functions.ts';
import type { AssetKind, BalancePath } from './types.ts';

/** Pallet::credit_swap: moves the amounts along the pools; returns the credit of the last asset. */
export function creditSwap(creditIn: Credit, path: BalancePath): Credit {
  let creditOut: Credit | undefined;
  for (let pos = 0; pos + 1 < path.length; pos++) {
    const [asset1] = path[pos]!;
    const [asset2, amountOut] = path[pos + 1]!;
    const poolFrom = poolAccountOf(requirePoolId(asset1, asset2));
    const next = path[pos + 2];
    if (next) {
      const poolTo = poolAccountOf(requirePoolId(asset2, next[0]));
      fungibles().transfer(asset2, poolFrom, poolTo, amountOut, 'Preserve');
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
    fungibles().resolve(who, credit);
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
