// Constant-product (Uniswap V2) math exactly as FRAME's pallet-asset-conversion computes it, so a quote shown
// in the app equals, to the unit, what the runtime executes. The LP fee is in per-mille (FRAME's `LPFee`,
// `1000 - fee` in the formulas), e.g. 3 = 0.3 %.

export type AmmErrorKind =
  | 'ZeroLiquidity'
  | 'AmountOutTooHigh'
  | 'Overflow'
  | 'InsufficientLiquidityMinted'
  | 'ZeroAmount'
  | 'InvalidFee';

export class AmmError extends Error {
  override readonly name = 'AmmError';
  constructor(readonly kind: AmmErrorKind) {
    super(`AMM: ${kind}`);
  }
}

/** FRAME's Balance is u128 and intermediate math uses u256 (HigherPrecisionBalance). */
export const U128_MAX = (1n << 128n) - 1n;
export const U256_MAX = (1n << 256n) - 1n;
export const FEE_DENOMINATOR = 1000n;

function checkU128(value: bigint): bigint {
  if (value < 0n || value > U128_MAX) throw new AmmError('Overflow');
  return value;
}

function checkU256(value: bigint): bigint {
  if (value > U256_MAX) throw new AmmError('Overflow');
  return value;
}

function checkFee(lpFeePerMille: bigint): bigint {
  if (lpFeePerMille < 0n || lpFeePerMille >= FEE_DENOMINATOR) throw new AmmError('InvalidFee');
  return lpFeePerMille;
}

/** Output for an exact input: floor(in·(1000−fee)·rOut / (rIn·1000 + in·(1000−fee))). */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint, lpFee: bigint): bigint {
  checkU128(amountIn);
  checkU128(reserveIn);
  checkU128(reserveOut);
  if (reserveIn === 0n || reserveOut === 0n) throw new AmmError('ZeroLiquidity');
  const inWithFee = checkU256(amountIn * (FEE_DENOMINATOR - checkFee(lpFee)));
  const numerator = checkU256(inWithFee * reserveOut);
  const denominator = checkU256(checkU256(reserveIn * FEE_DENOMINATOR) + inWithFee);
  return checkU128(numerator / denominator);
}

/** Input for an exact output: floor(rIn·out·1000 / ((rOut−out)·(1000−fee))) + 1. */
export function getAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint, lpFee: bigint): bigint {
  checkU128(amountOut);
  checkU128(reserveIn);
  checkU128(reserveOut);
  if (reserveIn === 0n || reserveOut === 0n) throw new AmmError('ZeroLiquidity');
  if (amountOut >= reserveOut) throw new AmmError('AmountOutTooHigh');
  const numerator = checkU256(checkU256(reserveIn * amountOut) * FEE_DENOMINATOR);
  const denominator = checkU256((reserveOut - amountOut) * (FEE_DENOMINATOR - checkFee(lpFee)));
  return checkU128(numerator / denominator + 1n);
}

/** The pool-ratio amount of the other asset: floor(amount·reserve2 / reserve1). */
export function quote(amount: bigint, reserve1: bigint, reserve2: bigint): bigint {
  checkU128(amount);
  checkU128(reserve1);
  checkU128(reserve2);
  if (reserve1 === 0n) throw new AmmError('Overflow');
  return checkU128(checkU256(amount * reserve2) / reserve1);
}

/** Floor square root of a non-negative bigint (Newton's method from an over-estimate, exact in integers). */
export function integerSqrt(value: bigint): bigint {
  if (value < 0n) throw new RangeError('square root of a negative number');
  if (value < 2n) return value;
  let x = 1n << BigInt(Math.ceil(value.toString(2).length / 2));
  for (;;) {
    const y = (x + value / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** LP tokens minted for the first deposit: isqrt(a1·a2) − MintMinLiquidity (which stays locked in the pool). */
export function lpForZeroSupply(amount1: bigint, amount2: bigint, mintMinLiquidity: bigint): bigint {
  checkU128(amount1);
  checkU128(amount2);
  const root = integerSqrt(checkU256(amount1 * amount2));
  if (root < mintMinLiquidity) throw new AmmError('InsufficientLiquidityMinted');
  return checkU128(root - mintMinLiquidity);
}

/** LP tokens minted for a later deposit: min(a1·supply/r1, a2·supply/r2), rounded down (pool's favour). */
export function lpForDeposit(
  amount1: bigint,
  amount2: bigint,
  reserve1: bigint,
  reserve2: bigint,
  totalSupply: bigint,
): bigint {
  const a = quote(amount1, reserve1, totalSupply);
  const b = quote(amount2, reserve2, totalSupply);
  return a < b ? a : b;
}

/** Amounts returned for burning `lpAmount`: floor(lp·reserve/supply) for each side (pool's favour). */
export function amountsForBurn(
  lpAmount: bigint,
  reserve1: bigint,
  reserve2: bigint,
  totalSupply: bigint,
): [bigint, bigint] {
  return [quote(lpAmount, totalSupply, reserve1), quote(lpAmount, totalSupply, reserve2)];
}

/**
 * The (amount1, amount2) that add_liquidity deposits given desired and minimum amounts, as FRAME chooses them:
 * keep amount1 desired if the pool-ratio amount2 fits, else keep amount2 desired. Empty pools take both as given.
 */
export function depositAmounts(
  desired1: bigint,
  desired2: bigint,
  min1: bigint,
  min2: bigint,
  reserve1: bigint,
  reserve2: bigint,
):
  | { amount1: bigint; amount2: bigint }
  | {
      error:
        | 'AssetOneDepositDidNotMeetMinimum'
        | 'AssetTwoDepositDidNotMeetMinimum'
        | 'OptimalAmountLessThanDesired';
    } {
  if (reserve1 === 0n || reserve2 === 0n) return { amount1: desired1, amount2: desired2 };
  const optimal2 = quote(desired1, reserve1, reserve2);
  if (optimal2 <= desired2) {
    if (optimal2 < min2) return { error: 'AssetTwoDepositDidNotMeetMinimum' };
    return { amount1: desired1, amount2: optimal2 };
  }
  const optimal1 = quote(desired2, reserve2, reserve1);
  if (optimal1 > desired1) return { error: 'OptimalAmountLessThanDesired' };
  if (optimal1 < min1) return { error: 'AssetOneDepositDidNotMeetMinimum' };
  return { amount1: optimal1, amount2: desired2 };
}
