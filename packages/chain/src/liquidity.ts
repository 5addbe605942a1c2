// Adding and removing liquidity as the app previews it, with FRAME's pallet-asset-conversion rules (see amm.ts
// for the arithmetic): what a deposit takes and mints, what a withdrawal pays out, and the minimums the
// slippage tolerance allows.
import {
  FEE_DENOMINATOR,
  amountsForBurn,
  depositAmounts,
  lpForDeposit,
  lpForZeroSupply,
  quote,
} from './amm.ts';
import { MINT_MIN_LIQUIDITY } from './assets.ts';
import { BPS } from './swap.ts';

/** Permill of n rounded to the nearest, ties down (sp-arithmetic's `Permill * n`). */
export function permillOf(parts: number, n: bigint): bigint {
  if (!Number.isInteger(parts) || parts < 0 || parts > 1_000_000) throw new RangeError('not a Permill');
  const product = BigInt(parts) * n;
  const q = product / 1_000_000n;
  return (product % 1_000_000n) * 2n > 1_000_000n ? q + 1n : q;
}

const atLeast = (amount: bigint, slippageBps: bigint) => (amount * (BPS - slippageBps)) / BPS;

export interface PoolReserves {
  reserve1: bigint;
  reserve2: bigint;
  /** Total LP supply (including the minimum liquidity locked at creation). */
  lpSupply: bigint;
}

export interface DepositPlan {
  amount1: bigint;
  amount2: bigint;
  /** amount1_min / amount2_min for add_liquidity. */
  min1: bigint;
  min2: bigint;
  /** LP tokens the deposit mints at the current reserves. */
  lpMinted: bigint;
}

/**
 * The other side of a deposit at the pool ratio: given `amount` of asset 1 (`side` 1) or asset 2, the amounts
 * add_liquidity would take and what it would mint. Undefined when the pool is empty (the ratio is free then).
 */
export function planDeposit(
  side: 1 | 2,
  amount: bigint,
  pool: PoolReserves,
  slippageBps: bigint,
):
  | { ok: true; plan: DepositPlan }
  | { ok: false; reason: 'empty-pool' | 'zero-amount' | 'too-small' | 'mismatch' } {
  const { reserve1, reserve2, lpSupply } = pool;
  if (reserve1 === 0n || reserve2 === 0n) return { ok: false, reason: 'empty-pool' };
  if (amount <= 0n) return { ok: false, reason: 'zero-amount' };
  const desired1 = side === 1 ? amount : quote(amount, reserve2, reserve1);
  const desired2 = side === 2 ? amount : quote(amount, reserve1, reserve2);
  if (desired1 === 0n || desired2 === 0n) return { ok: false, reason: 'too-small' };
  const min1 = atLeast(desired1, slippageBps);
  const min2 = atLeast(desired2, slippageBps);
  const taken = depositAmounts(desired1, desired2, min1, min2, reserve1, reserve2);
  if ('error' in taken) return { ok: false, reason: 'mismatch' };
  const lpMinted =
    lpSupply === 0n
      ? lpForZeroSupply(taken.amount1, taken.amount2, MINT_MIN_LIQUIDITY)
      : lpForDeposit(taken.amount1, taken.amount2, reserve1, reserve2, lpSupply);
  if (lpMinted <= MINT_MIN_LIQUIDITY) return { ok: false, reason: 'too-small' };
  return { ok: true, plan: { amount1: desired1, amount2: desired2, min1, min2, lpMinted } };
}

export interface WithdrawalPlan {
  lpBurn: bigint;
  /** LP tokens kept back as the withdrawal fee. */
  fee: bigint;
  amount1: bigint;
  amount2: bigint;
  /** amount1_min_receive / amount2_min_receive for remove_liquidity. */
  min1: bigint;
  min2: bigint;
}

/** What burning `lpBurn` pays out now, after the LiquidityWithdrawalFee (Permill) and with slippage minimums. */
export function planWithdrawal(
  lpBurn: bigint,
  pool: PoolReserves,
  withdrawalFeePermill: number,
  slippageBps: bigint,
): WithdrawalPlan | undefined {
  if (lpBurn <= 0n || pool.lpSupply === 0n) return undefined;
  const fee = permillOf(withdrawalFeePermill, lpBurn);
  const redeem = lpBurn > fee ? lpBurn - fee : 0n;
  const [amount1, amount2] = amountsForBurn(redeem, pool.reserve1, pool.reserve2, pool.lpSupply);
  return {
    lpBurn,
    fee,
    amount1,
    amount2,
    min1: atLeast(amount1, slippageBps),
    min2: atLeast(amount2, slippageBps),
  };
}

/** `percent` % of an LP balance (whole percent, 1–100), rounded down; 100 % is the whole balance. */
export function percentOf(balance: bigint, percent: number): bigint {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError('percent must be 0–100');
  return percent === 100 ? balance : (balance * BigInt(percent)) / 100n;
}

/** The LP fee as a fraction for display: per-mille → basis points. */
export const lpFeeBps = (lpFeePerMille: bigint) => (lpFeePerMille * BPS) / FEE_DENOMINATOR;
