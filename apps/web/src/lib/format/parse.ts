import { U128_MAX, assertDecimals, pow10 } from './decimal.ts';
import { DEFAULT_LOCALE } from './defaults.ts';

export type ParsedAmount = { ok: true; value: bigint } | { ok: false; error: string };

function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/**
 * Reads what a user typed as a token amount into the smallest unit, exactly: "1,234.5" with 6 decimals →
 * 1234500000n. Never goes through a float; rejects more fraction digits than the token has and values
 * beyond u128.
 */
export function parseTokenAmount(
  text: string,
  decimals: number,
  locale: string = DEFAULT_LOCALE,
): ParsedAmount {
  assertDecimals(decimals);
  const { group, decimal } = separators(locale);
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Enter an amount.' };
  if (trimmed.startsWith('-')) return { ok: false, error: 'The amount cannot be negative.' };

  // Group separators are optional; spaces (including the no-break spaces some locales group with) are ignored.
  const compacted = trimmed
    .split(group)
    .join('')
    .replace(/[\s\u00a0\u202f]/gu, '');
  const [whole = '', fraction = '', ...rest] = compacted.split(decimal);
  if (rest.length > 0 || !/^\d*$/u.test(whole) || !/^\d*$/u.test(fraction) || whole + fraction === '') {
    return { ok: false, error: 'Enter a number, like 12.5.' };
  }
  if (fraction.length > decimals) {
    return {
      ok: false,
      error:
        decimals === 0
          ? 'This token has no decimals: enter a whole number.'
          : `This token has ${decimals} decimals: enter at most ${decimals} digits after the point.`,
    };
  }
  const value = BigInt(whole || '0') * pow10(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (value > U128_MAX) return { ok: false, error: 'The amount is too large.' };
  return { ok: true, value };
}
