import { assertDecimals, pow10, toDecimalString } from './decimal.ts';
import { DEFAULT_LOCALE } from './defaults.ts';

export type RoundingMode = NonNullable<Intl.NumberFormatOptions['roundingMode']>;

export interface TokenAmountFormatOptions {
  locale?: string;
  /** Default: at most 4 fraction digits (2 in compact form), never more than the token has. */
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
  /** Short forms such as 1.23M. */
  compact?: boolean;
  /** Appended after a no-break space, e.g. "LUMI". */
  symbol?: string;
  /** Default halfExpand (0.5 rounds away from zero). */
  roundingMode?: RoundingMode;
}

const NBSP = '\u00a0';

/**
 * Formats a token amount given in its smallest unit (bigint) with the token's decimals. An amount that is not
 * zero but below the smallest shown digit is written "<0.0001" rather than rounded to 0 or up.
 */
export function formatTokenAmount(
  amount: bigint,
  decimals: number,
  options: TokenAmountFormatOptions = {},
): string {
  assertDecimals(decimals);
  const compact = options.compact ?? false;
  const maximumFractionDigits = Math.min(
    options.maximumFractionDigits ?? Math.min(decimals, compact ? 2 : 4),
    decimals,
    100,
  );
  const minimumFractionDigits = Math.min(options.minimumFractionDigits ?? 0, maximumFractionDigits);
  const formatter = new Intl.NumberFormat(options.locale ?? DEFAULT_LOCALE, {
    maximumFractionDigits,
    minimumFractionDigits,
    roundingMode: options.roundingMode ?? 'halfExpand',
    signDisplay: 'negative',
    ...(compact ? { notation: 'compact', compactDisplay: 'short' } : {}),
  });
  const suffix = options.symbol ? `${NBSP}${options.symbol}` : '';

  const smallestShown = pow10(decimals - maximumFractionDigits);
  const magnitude = amount < 0n ? -amount : amount;
  if (magnitude !== 0n && magnitude < smallestShown) {
    const bound = formatter.format(toDecimalString(smallestShown, decimals) as Intl.StringNumericLiteral);
    return (amount < 0n ? `>-${bound}` : `<${bound}`) + suffix;
  }
  return formatter.format(toDecimalString(amount, decimals) as Intl.StringNumericLiteral) + suffix;
}

/** A token for the formatters below: its decimals and, for a suffix, its symbol. */
export interface FormatToken {
  decimals: number;
  symbol?: string;
}

/**
 * Every digit of an amount, trailing zeros trimmed, grouped by the locale: what a review, a result, a toast
 * and Activity show. Never rounds, so reading the text back (without the symbol) gives the amount again.
 */
export function formatExact(amount: bigint, token: FormatToken, locale: string = DEFAULT_LOCALE): string {
  return formatTokenAmount(amount, token.decimals, {
    locale,
    maximumFractionDigits: token.decimals,
    ...(token.symbol ? { symbol: token.symbol } : {}),
  });
}

export const APPROX = '≈';

/** A live estimate of the form: rounded to at most four decimals and marked "≈". */
export function formatEstimate(amount: bigint, token: FormatToken, locale: string = DEFAULT_LOCALE): string {
  return `${APPROX}${NBSP}${formatTokenAmount(amount, token.decimals, {
    locale,
    ...(token.symbol ? { symbol: token.symbol } : {}),
  })}`;
}
