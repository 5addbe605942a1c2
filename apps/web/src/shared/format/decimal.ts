export const U128_MAX = (1n << 128n) - 1n;

/** Token decimals are a u8 on chain; Intl cannot show more than 100 fraction digits anyway. */
export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`Token decimals must be an integer from 0 to 255, got ${String(decimals)}`);
  }
}

/**
 * The exact decimal text of `amount / 10^decimals`, e.g. (1234500n, 3) → "1234.5". Intl.NumberFormat formats
 * such strings without ever converting to a float, so no precision is lost even at u128 maxima.
 */
export function toDecimalString(amount: bigint, decimals: number): string {
  assertDecimals(decimals);
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString();
  if (decimals === 0) return (negative ? '-' : '') + digits;
  const padded = digits.padStart(decimals + 1, '0');
  const whole = padded.slice(0, padded.length - decimals);
  const fraction = padded.slice(padded.length - decimals).replace(/0+$/u, '');
  return (negative ? '-' : '') + whole + (fraction ? `.${fraction}` : '');
}

export function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/**
 * Decimal text from an API or a chart ("58.123456789012345678") for people: grouped by the locale, at most
 * `maximumFractionDigits` decimals (rounded half away from zero on the exact text, never through a float).
 */
export function formatDecimalText(text: string, locale: string, maximumFractionDigits = 6): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits, roundingMode: 'halfExpand' }).format(
    text as Intl.StringNumericLiteral,
  );
}
