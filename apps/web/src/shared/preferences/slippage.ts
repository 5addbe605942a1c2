// The app's slippage policy: the default tolerance, when to warn, the most a user may choose, and how the
// typed percentage is read. Only the app decides these; the chain takes whatever minimum the call carries.
import { message, type Message } from '../i18n/message.ts';

export const DEFAULT_SLIPPAGE_BPS = 50n;
/** Above this the app warns that the swap may be front-run or fill at a poor price. */
export const HIGH_SLIPPAGE_BPS = 500n;
export const MAX_SLIPPAGE_BPS = 5_000n;

/** "0.5" (percent) → 50 bps; at most two decimals, 0–50 %. */
export function parseSlippage(text: string): { ok: true; bps: bigint } | { ok: false; error: Message } {
  const match = /^\s*(\d{1,2})(?:[.,](\d{1,2}))?\s*%?\s*$/u.exec(text);
  if (!match) return { ok: false, error: message('slippage.invalid') };
  const bps = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (bps > MAX_SLIPPAGE_BPS) return { ok: false, error: message('slippage.tooHigh') };
  return { ok: true, bps };
}
