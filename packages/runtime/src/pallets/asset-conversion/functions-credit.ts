// pallet_asset_conversion's SwapCredit: swaps of a credit already taken from someone (AssetTxPayment swaps the
// fee this way), as FRAME's `impl SwapCredit for Pallet`. Each runs in its own transactional layer, so a failed
// swap leaves the pools as they were and the caller still owns its credit (FRAME hands it back in the error).
import { transactional } from '../../support/context.ts';
import type { Credit } from './config.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { balancePathFromAmountIn, balancePathFromAmountOut, validateSwapPath } from './functions.ts';
import { creditSwap } from './functions-swap.ts';
import { sameAsset } from './types.ts';
import type { AssetKind, BalancePath } from './types.ts';

/** Credit::split: the first `amount` (at most the whole) and the rest; an asset credit keeps its source. */
export function splitCredit(credit: Credit, amount: bigint): [Credit, Credit] {
  const first = amount < credit.amount ? amount : credit.amount;
  return [
    { ...credit, amount: first },
    { ...credit, amount: credit.amount - first },
  ];
}

function checkPath(path: readonly AssetKind[], credit: Credit): void {
  validateSwapPath(path);
  const first = path[0];
  if (!first || !sameAsset(first, credit.asset)) throw errors.InvalidPath;
}

function emitExecuted(path: BalancePath): void {
  const first = path[0];
  const last = path.at(-1);
  if (!first || !last) throw errors.InvalidPath;
  events.emit({
    type: 'SwapCreditExecuted',
    value: { amount_in: first[1], amount_out: last[1], path },
  });
}

/**
 * SwapCredit::swap_tokens_for_exact_tokens: buys exactly `amountOut` of the path's last asset with part of
 * `creditIn`; returns that credit and the change (the unspent part of `creditIn`). Throws a DispatchError
 * (ZeroAmount, InvalidPath, ProvidedMaximumNotSufficientForSwap, a pool's) with nothing changed.
 */
export function swapCreditForExact(
  path: readonly AssetKind[],
  creditIn: Credit,
  amountOut: bigint,
): { out: Credit; change: Credit } {
  if (amountOut <= 0n || creditIn.amount <= 0n) throw errors.ZeroAmount;
  return transactional(() => {
    checkPath(path, creditIn);
    const balancePath = balancePathFromAmountOut(amountOut, path);
    const amountIn = balancePath[0]?.[1];
    if (amountIn === undefined) throw errors.InvalidPath;
    if (amountIn > creditIn.amount) throw errors.ProvidedMaximumNotSufficientForSwap;
    const [spent, change] = splitCredit(creditIn, amountIn);
    const out = creditSwap(spent, balancePath);
    emitExecuted(balancePath);
    return { out, change };
  });
}

/**
 * SwapCredit::swap_exact_tokens_for_tokens: swaps all of `creditIn` along the path; returns the credit of the
 * last asset, at least `amountOutMin` of it. Throws a DispatchError with nothing changed.
 */
export function swapExactCredit(
  path: readonly AssetKind[],
  creditIn: Credit,
  amountOutMin: bigint | undefined,
): Credit {
  if (creditIn.amount <= 0n) throw errors.ZeroAmount;
  if (amountOutMin !== undefined && amountOutMin <= 0n) throw errors.ZeroAmount;
  return transactional(() => {
    checkPath(path, creditIn);
    const balancePath = balancePathFromAmountIn(creditIn.amount, path);
    const amountOut = balancePath.at(-1)?.[1];
    if (amountOut === undefined) throw errors.InvalidPath;
    if (amountOutMin !== undefined && amountOut < amountOutMin)
      throw errors.ProvidedMinimumNotSufficientForSwap;
    const out = creditSwap(creditIn, balancePath);
    emitExecuted(balancePath);
    return out;
  });
}
