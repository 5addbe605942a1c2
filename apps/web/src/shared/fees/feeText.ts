import { PHPU } from '@lumi/chain';
import { formatEstimate, formatExact } from '../format/index.ts';
import type { FormatToken } from '../format/token.ts';
import type { TxVerdict } from '../tx/txCheck.ts';
import type { FeeToken } from './feeAsset.ts';

const formatOf = (token: FeeToken, native: FormatToken): FormatToken => (token === 'PHPU' ? PHPU : native);

/**
 * A form's fee estimate in the asset that pays it, marked "≈"; "…" while unknown. `native` is how the active
 * chain profile writes its native token (undefined while the profile is read).
 */
export function feeEstimateText(
  verdict: Pick<TxVerdict, 'fee' | 'payment'>,
  locale: string,
  native: FormatToken | undefined,
): string {
  if (!native) return '…';
  if (verdict.payment)
    return formatEstimate(verdict.payment.amount, formatOf(verdict.payment.token, native), locale);
  return verdict.fee === undefined ? '…' : formatEstimate(verdict.fee, native, locale);
}

/** A fee actually paid, exact. */
export function paidFeeText(
  fee: { token: FeeToken; amount: bigint },
  locale: string,
  native: FormatToken,
): string {
  return formatExact(fee.amount, formatOf(fee.token, native), locale);
}
