import { PHPU } from '@lumi/chain';
import type { TxVerdict } from '../tx/txCheck.ts';
import type { FeeToken } from './feeAsset.ts';

/**
 * A network fee as an amount of the token that pays it (the one its text names, feeText.ts), for its fiat
 * value: the asset chosen to pay it when there is one, else the native token; undefined while the fee or the
 * native token is unknown. Pure.
 */
export function feeAmount(
  verdict: Pick<TxVerdict, 'fee' | 'payment'>,
  native: { symbol?: string | undefined } | undefined,
): { amount: bigint; symbol: string } | undefined {
  if (native?.symbol === undefined) return undefined;
  if (verdict.payment) return paidFeeAmount(verdict.payment, { symbol: native.symbol });
  return verdict.fee === undefined ? undefined : { amount: verdict.fee, symbol: native.symbol };
}

/** A fee paid (or to be paid) in `token`, as an amount of that token's symbol. */
export function paidFeeAmount(
  fee: { token: FeeToken; amount: bigint },
  native: { symbol: string },
): { amount: bigint; symbol: string } {
  return { amount: fee.amount, symbol: fee.token === 'PHPU' ? PHPU.symbol : native.symbol };
}
