import { VALUE_DECIMALS } from '@lumi/chain';
import { useLocaleSettings } from './LocaleContext.ts';
import { formatBps } from './bps.ts';
import { formatFiat } from './fiat.ts';
import { formatShare } from './share.ts';
import { formatEstimate, formatExact, type FormatToken } from './token.ts';

/** The formatters bound to the user's locale and display currency. */
export function useFormat() {
  const { locale, currency } = useLocaleSettings();
  return {
    /** Every digit: reviews, results, toasts, anything that is not a live estimate. */
    token: (amount: bigint, token: FormatToken) => formatExact(amount, token, locale),
    /** A live form estimate: rounded, marked "≈". */
    estimate: (amount: bigint, token: FormatToken) => formatEstimate(amount, token, locale),
    fiat: (value: bigint | undefined, decimals = VALUE_DECIMALS) =>
      value === undefined ? '—' : formatFiat(value, decimals, { locale, currency }),
    percent: (share: bigint) => formatShare(share, locale),
    bps: (bps: bigint) => formatBps(bps, locale),
    locale,
    currency,
  };
}
