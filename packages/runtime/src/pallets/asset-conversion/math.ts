// The pallet's arithmetic is @lumi/chain's constant-product math (the same functions the app quotes with), with
// its failures turned into this pallet's errors. The LP fee is the live `Dex.LpFee` parameter.
import {
  AmmError,
  MINT_MIN_LIQUIDITY,
  getAmountIn as ammGetAmountIn,
  getAmountOut as ammGetAmountOut,
  lpForZeroSupply,
  quote as ammQuote,
} from '@lumi/chain';
import type { DispatchError } from '../../primitives/dispatch-error.ts';
import { lpFee } from '../parameters/index.ts';
import { errors } from './errors.ts';

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
