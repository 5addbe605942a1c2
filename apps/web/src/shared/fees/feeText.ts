import { LUMI, PHPU } from '@lumi/chain';
import { formatEstimate, formatExact } from '../format/index.ts';
import type { TxVerdict } from '../tx/txCheck.ts';
import type { FeeToken } from './feeAsset.ts';

const ASSETS = { LUMI, PHPU } as const;

/** A form's fee estimate in the asset that pays it, marked "≈"; "…" while unknown. */
export function feeEstimateText(verdict: Pick<TxVerdict, 'fee' | 'payment'>, locale: string): string {
  if (verdict.payment) return formatEstimate(verdict.payment.amount, ASSETS[verdict.payment.token], locale);
  return verdict.fee === undefined ? '…' : formatEstimate(verdict.fee, LUMI, locale);
}

/** A fee actually paid, exact. */
export function paidFeeText(fee: { token: FeeToken; amount: bigint }, locale: string): string {
  return formatExact(fee.amount, ASSETS[fee.token], locale);
}
