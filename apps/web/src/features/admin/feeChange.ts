import { FEE_DENOMINATOR } from '@lumi/chain';
import { message, type Message } from '../../shared/i18n/message.ts';

/** Above this (per mille, FRAME's LPFee unit) a fee change asks the admin to confirm it: 5 %. */
export const FEE_CONFIRM_PER_MILLE = 50;

/** Swap fee percent with at most one decimal ("1" or "0.3") → per mille; undefined when not valid. */
export function parseFeePercent(text: string): number | undefined {
  const m = /^\s*(\d{1,2})(?:[.,](\d))?\s*%?\s*$/u.exec(text);
  if (!m) return undefined;
  const perMille = Number(m[1]) * 10 + Number(m[2] ?? '0');
  return perMille < Number(FEE_DENOMINATOR) ? perMille : undefined;
}

/** What the review asks the admin to confirm before a fee change is signed; undefined when nothing. */
export function feeChangeConfirmation(perMille: number): Message | undefined {
  if (perMille <= FEE_CONFIRM_PER_MILLE) return undefined;
  return message('admin.fee.confirm', { fee: perMille / 10 });
}
