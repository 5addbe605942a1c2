// What a liquidity position earned and how it compares with holding the deposited tokens, from the account's
// deposits and withdrawals and the pool's state at each of them.
//
// For a constant-product pool, √(reserve1·reserve2) ÷ LP supply per LP unit changes only when fees stay in the
// pool: a deposit or withdrawal at the pool's ratio moves the root and the supply in proportion, and a swap
// moves the reserves along the curve, except for its fee. So the growth of that figure between the deposit and
// now is the share of the position that fees paid for, and the position's value without it, against the
// deposited tokens valued at today's price, is impermanent loss. Uniswap v2's analytics read positions the
// same way. All of it is integer arithmetic: amounts are exact token units, ratios are 10^18-scaled.
import { integerSqrt } from './amm.ts';

/** 10^18: the scale of ratios. */
export const RATIO_ONE = 10n ** 18n;

/** A pool's state: reserves of its two assets and the LP token supply. */
export interface PoolState {
  reserve1: bigint;
  reserve2: bigint;
  lpSupply: bigint;
}

/** One deposit or withdrawal of the position, with the pool's state right after it. */
export interface LiquidityChange {
  kind: 'added' | 'removed';
  amount1: bigint;
  amount2: bigint;
  /** LP units minted to or burned from the position. */
  lp: bigint;
  poolAfter: PoolState;
}

export interface PositionInsight {
  /** LP units the changes leave in the position. */
  lp: bigint;
  /** The position's share of the reserves now. */
  amount1: bigint;
  amount2: bigint;
  /** The tokens deposited and not yet withdrawn (withdrawals take their share of each deposit). */
  held1: bigint;
  held2: bigint;
  /** The part of amount1/amount2 that fees added since the deposits. */
  fees1: bigint;
  fees2: bigint;
  /** Values in asset 2 at the pool's price now. */
  value: bigint;
  heldValue: bigint;
  feesValue: bigint;
  /** value − feesValue − heldValue: what the price move cost (≤ 0 up to rounding) against holding. */
  impermanentLoss: bigint;
  /** value − heldValue: the position against holding, fees included. */
  versusHolding: bigint;
}

export class PositionError extends Error {
  override readonly name = 'PositionError';
}

/** √(r1·r2) ÷ supply, 10^18-scaled; undefined for an empty pool. */
export function rootPerLp(state: PoolState): bigint | undefined {
  if (state.lpSupply <= 0n || state.reserve1 <= 0n || state.reserve2 <= 0n) return undefined;
  return integerSqrt(state.reserve1 * state.reserve2 * RATIO_ONE * RATIO_ONE) / state.lpSupply;
}

/** amount1 in asset 2 at the pool's price (reserve2 ÷ reserve1), rounded down. */
function inAsset2(amount1: bigint, state: PoolState): bigint {
  return (amount1 * state.reserve2) / state.reserve1;
}

/**
 * The position's insight now, from its changes in order. Throws PositionError when the changes do not form a
 * position (a withdrawal of more LP than deposited, an empty pool), so the caller can say so rather than show a
 * wrong figure.
 */
export function positionInsight(changes: readonly LiquidityChange[], now: PoolState): PositionInsight {
  let lp = 0n;
  let held1 = 0n;
  let held2 = 0n;
  // Σ LP × rootPerLp at entry: the position's √k units as deposited, fees excluded.
  let entryRoot = 0n;
  for (const change of changes) {
    if (change.lp < 0n || change.amount1 < 0n || change.amount2 < 0n) {
      throw new PositionError('a liquidity change has a negative amount');
    }
    if (change.kind === 'added') {
      const root = rootPerLp(change.poolAfter);
      if (root === undefined) throw new PositionError('a deposit left the pool empty');
      lp += change.lp;
      held1 += change.amount1;
      held2 += change.amount2;
      entryRoot += change.lp * root;
    } else {
      if (change.lp > lp) throw new PositionError('a withdrawal burned more LP than the deposits minted');
      if (lp === 0n) continue;
      // A withdrawal takes its share of every deposit: the held tokens and the entry root shrink in proportion.
      held1 -= (held1 * change.lp) / lp;
      held2 -= (held2 * change.lp) / lp;
      entryRoot -= (entryRoot * change.lp) / lp;
      lp -= change.lp;
    }
  }
  if (lp === 0n) {
    return {
      lp,
      amount1: 0n,
      amount2: 0n,
      held1,
      held2,
      fees1: 0n,
      fees2: 0n,
      value: 0n,
      heldValue: 0n,
      feesValue: 0n,
      impermanentLoss: 0n,
      versusHolding: 0n,
    };
  }
  const rootNow = rootPerLp(now);
  if (rootNow === undefined || now.lpSupply < lp)
    throw new PositionError('the pool now holds less than the position');
  const amount1 = (lp * now.reserve1) / now.lpSupply;
  const amount2 = (lp * now.reserve2) / now.lpSupply;
  // The share of the position's √k that fees added: 1 − entry ÷ now, never negative (rounding can make the
  // entry root a hair above the current one when no fee was earned).
  const rootHeld = lp * rootNow;
  const feeShare = rootHeld > entryRoot ? ((rootHeld - entryRoot) * RATIO_ONE) / rootHeld : 0n;
  const fees1 = (amount1 * feeShare) / RATIO_ONE;
  const fees2 = (amount2 * feeShare) / RATIO_ONE;
  const value = inAsset2(amount1, now) + amount2;
  const heldValue = inAsset2(held1, now) + held2;
  const feesValue = inAsset2(fees1, now) + fees2;
  return {
    lp,
    amount1,
    amount2,
    held1,
    held2,
    fees1,
    fees2,
    value,
    heldValue,
    feesValue,
    impermanentLoss: value - feesValue - heldValue,
    versusHolding: value - heldValue,
  };
}
