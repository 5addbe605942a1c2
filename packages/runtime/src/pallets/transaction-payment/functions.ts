// Fee computation (compute_fee_details), fee withdrawal and post-dispatch correction, as FRAME's
// pallet_transaction_payment with FungibleAdapter<Balances, ()> (fees are burned) and a constant multiplier.
import type { AccountId } from '../../primitives/core.ts';
import { FIXED_U128_ONE } from '../../primitives/runtime-types.ts';
import type { DispatchClass, Pays, Weight } from '../../primitives/weight.ts';
import { config } from './config.ts';
import { OPERATIONAL_FEE_MULTIPLIER, TRANSACTION_BYTE_FEE, WEIGHT_FEE_PER_REF_TIME } from './constants.ts';
import { events } from './events.ts';
import { NextFeeMultiplier } from './storage.ts';
import type { FeeDetailsValue } from './types.ts';

const U128_MAX = (1n << 128n) - 1n;
const sat = (v: bigint): bigint => (v > U128_MAX ? U128_MAX : v);

export const weightToFee = (w: Weight): bigint => sat(w.ref_time * WEIGHT_FEE_PER_REF_TIME);
export const lengthToFee = (len: number): bigint => sat(BigInt(len) * TRANSACTION_BYTE_FEE);

export const baseExtrinsicWeight = (cls: DispatchClass): Weight => config.get().baseExtrinsicWeight(cls);

export interface FeeInfo {
  /** The call's weight (without the base extrinsic weight). */
  weight: Weight;
  class: DispatchClass;
  paysFee: Pays;
}

/** compute_fee_details: base fee + length fee + multiplier × weight fee, plus the tip. */
export function computeFeeDetails(len: number, info: FeeInfo, tip: bigint): FeeDetailsValue {
  if (info.paysFee === 'No') return { inclusion_fee: undefined, tip };
  const multiplier = NextFeeMultiplier.get();
  return {
    inclusion_fee: {
      base_fee: weightToFee(baseExtrinsicWeight(info.class)),
      len_fee: lengthToFee(len),
      adjusted_weight_fee: sat((multiplier * weightToFee(info.weight)) / FIXED_U128_ONE),
    },
    tip,
  };
}

export function finalFee(d: FeeDetailsValue): bigint {
  const i = d.inclusion_fee;
  return sat((i ? i.base_fee + i.len_fee + i.adjusted_weight_fee : 0n) + d.tip);
}

export const computeFee = (len: number, info: FeeInfo, tip: bigint): bigint =>
  finalFee(computeFeeDetails(len, info, tip));

/** ChargeTransactionPayment::get_priority. */
export function priority(len: number, info: FeeInfo, tip: bigint, fee: bigint): bigint {
  const cfg = config.get();
  const maxBlockWeight = cfg.maxBlockWeight.ref_time;
  const maxBlockLength = BigInt(cfg.maxBlockLength(info.class));
  const total = info.weight.ref_time;
  const boundedWeight = total < 1n ? 1n : total > maxBlockWeight ? maxBlockWeight : total;
  const l = BigInt(len);
  const boundedLength = l < 1n ? 1n : l > maxBlockLength ? maxBlockLength : l;
  const perWeight = maxBlockWeight / boundedWeight;
  const perLength = maxBlockLength / boundedLength;
  const maxTx = perWeight < perLength ? perWeight : perLength;
  let p = sat((tip + 1n) * maxTx);
  if (info.class === 'Operational') p = sat(p + sat(fee * BigInt(OPERATIONAL_FEE_MULTIPLIER)) * maxTx);
  const U64_MAX = (1n << 64n) - 1n;
  return p > U64_MAX ? U64_MAX : p;
}

/**
 * OnChargeTransaction::withdraw_fee: takes the fee, keeping the payer alive. Returns the withdrawn amount,
 * or undefined when the account cannot pay (the transaction is then InvalidTransaction::Payment).
 */
export function withdrawFee(who: AccountId, fee: bigint): bigint | undefined {
  if (fee === 0n) return 0n;
  try {
    return config.get().currency.withdrawFee(who, fee);
  } catch {
    return undefined;
  }
}

/** correct_and_deposit_fee: refunds the overpayment, burns the rest, emits TransactionFeePaid. */
export function correctAndDepositFee(who: AccountId, correctedFee: bigint, tip: bigint, paid: bigint): void {
  const refund = paid > correctedFee ? paid - correctedFee : 0n;
  const { currency } = config.get();
  let refunded = 0n;
  if (refund > 0n && currency.totalBalance(who) > 0n) {
    try {
      refunded = currency.refund(who, refund);
    } catch {
      refunded = 0n;
    }
  }
  currency.burn(paid - refunded);
  events.emit({ type: 'TransactionFeePaid', value: { who, actual_fee: paid - refunded, tip } });
}

export const feeMultiplier = (): bigint => NextFeeMultiplier.get();
export { FIXED_U128_ONE };
