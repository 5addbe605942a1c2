import { assertDecimals, pow10, toDecimalString } from './decimal.ts';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from './defaults.ts';

export interface FiatFormatOptions {
  locale?: string;
  /** ISO 4217 code; default USD. */
  currency?: string;
  compact?: boolean;
  /** Default: the currency's own minor units (2 for USD and PHP, 0 for JPY). */
  maximumFractionDigits?: number;
}

/**
 * Formats a fiat value held as a fixed-point bigint (`value / 10^decimals`), e.g. a token amount times a forex
 * rate computed in integer arithmetic. A positive value too small to show is written "<$0.01".
 */
export function formatFiat(value: bigint, decimals: number, options: FiatFormatOptions = {}): string {
  assertDecimals(decimals);
  const locale = options.locale ?? DEFAULT_LOCALE;
  const currency = options.currency ?? DEFAULT_CURRENCY;
  const base: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    roundingMode: 'halfExpand',
    ...(options.compact ? { notation: 'compact', compactDisplay: 'short' } : {}),
  };
  const minorUnits = new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  const maximumFractionDigits = Math.min(options.maximumFractionDigits ?? minorUnits ?? 2, 100);
  const formatter = new Intl.NumberFormat(locale, {
    ...base,
    maximumFractionDigits,
    minimumFractionDigits: options.compact ? 0 : Math.min(minorUnits ?? 2, maximumFractionDigits),
  });

  if (decimals > maximumFractionDigits) {
    const smallestShown = pow10(decimals - maximumFractionDigits);
    const magnitude = value < 0n ? -value : value;
    if (magnitude !== 0n && magnitude < smallestShown) {
      const bound = formatter.format(toDecimalString(smallestShown, decimals) as Intl.StringNumericLiteral);
      return value < 0n ? `>-${bound}` : `<${bound}`;
    }
  }
  return formatter.format(toDecimalString(value, decimals) as Intl.StringNumericLiteral);
}

/**
 * A fiat value shown beside a token amount: always an estimate (a pool price and a forex rate), so marked "≈",
 * e.g. "≈ ₱1,234.56".
 */
export function formatFiatEstimate(value: bigint, decimals: number, options: FiatFormatOptions = {}): string {
  return `≈\u00a0${formatFiat(value, decimals, options)}`;
}
