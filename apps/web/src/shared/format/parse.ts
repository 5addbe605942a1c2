// Reading what a user typed as a token amount, strictly per the active locale: "1,5" in an en-US app is not
// fifteen, it is a decimal comma written in the wrong convention, and the user is told how to write it.
import { U128_MAX, assertDecimals, pow10 } from './decimal.ts';
import { DEFAULT_LOCALE } from './defaults.ts';
import { message, type Message } from '../i18n/message.ts';

/** What an amount field needs to know of its token. */
export interface AmountToken {
  symbol: string;
  decimals: number;
}

export type AmountErrorReason =
  | 'empty'
  | 'negative'
  | 'not-a-number'
  | 'decimal-separator'
  | 'misplaced-group'
  | 'too-many-decimals'
  | 'too-large';

export type ParsedAmount =
  | { ok: true; value: bigint }
  /** `error` in English; `message` for the UI in the user's language. */
  | { ok: false; reason: AmountErrorReason; error: string; message: Message };

export interface Separators {
  group: string;
  decimal: string;
}

const SPACES = /[\s\u00a0\u202f]/gu;

export function separatorsOf(locale: string): Separators {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

const NAMES: Record<string, string> = { '.': 'a point', ',': 'a comma', '٫': 'a decimal mark' };
const nameOf = (separator: string) => NAMES[separator] ?? `“${separator}”`;
/** The catalogue context naming a separator in words (i18next `context`: amount.decimalSeparator_point…). */
const CONTEXTS: Record<string, string> = { '.': 'point', ',': 'comma', '٫': 'mark' };
const named = (separator: string): Record<string, string> => {
  const context = CONTEXTS[separator];
  return context ? { separator, context } : { separator };
};

/**
 * The digits of a number written with `sep`, or undefined when it does not read as one: the whole part either
 * has no group separators or groups of exactly three digits after a first group of one to three (that does
 * not start with 0); group separators never appear after the decimal separator.
 */
function read(text: string, sep: Separators): { whole: string; fraction: string } | undefined {
  const [wholeText = '', fraction = '', ...rest] = text.split(sep.decimal);
  if (rest.length > 0 || !/^\d*$/u.test(fraction)) return undefined;
  const groups = wholeText.split(sep.group);
  if (!groups.every((g) => /^\d*$/u.test(g))) return undefined;
  if (groups.length > 1) {
    const [first = '', ...others] = groups;
    if (!/^[1-9]\d{0,2}$/u.test(first) || others.some((g) => g.length !== 3)) return undefined;
  }
  const whole = groups.join('');
  if (whole + fraction === '') return undefined;
  return { whole, fraction };
}

/** The other common convention: a comma for decimals and points between thousands, or the reverse. */
function foreign(sep: Separators): Separators | undefined {
  if (sep.decimal === '.') return { group: '.', decimal: ',' };
  if (sep.decimal === ',') return { group: ',', decimal: '.' };
  return undefined;
}

/** Digits written back in the locale's convention, for a suggestion ("1,000.5"). */
function suggest(whole: string, fraction: string, locale: string): string {
  const digits = whole.replace(/^0+(?=\d)/u, '') || '0';
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: Math.min(fraction.length, 100),
    minimumFractionDigits: Math.min(fraction.length, 100),
  }).format(`${digits}${fraction ? `.${fraction}` : ''}` as Intl.StringNumericLiteral);
}

const fail = (reason: AmountErrorReason, error: string, said: Message): ParsedAmount => ({
  ok: false,
  reason,
  error,
  message: said,
});

/**
 * Reads a token amount typed in `locale` into the token's smallest unit, exactly ("1,234.5" PHPU → 1234500000n);
 * never through a float. Pure. Errors say what to type instead.
 */
export function parseTokenAmount(
  text: string,
  token: AmountToken,
  locale: string = DEFAULT_LOCALE,
): ParsedAmount {
  assertDecimals(token.decimals);
  const sep = separatorsOf(locale);
  const spaceGrouped = SPACES.test(sep.group);
  SPACES.lastIndex = 0;
  const trimmed = text.trim();
  if (trimmed === '') return fail('empty', 'Enter an amount.', message('amount.empty'));
  if (/^[-\u2212]/u.test(trimmed))
    return fail('negative', 'The amount cannot be negative.', message('amount.negative'));
  // Locales that group with a (no-break) space accept any kind of space there; others accept none.
  const normalized = spaceGrouped ? trimmed.replace(SPACES, sep.group) : trimmed;
  const example = suggest('1234', '5', locale);

  const native = read(normalized, sep);
  if (!native) {
    const other = foreign(sep);
    const otherReading = other ? read(normalized, other) : undefined;
    if (otherReading && otherReading.fraction !== '') {
      return fail(
        'decimal-separator',
        `Use ${nameOf(sep.decimal)} for decimals: ${suggest(otherReading.whole, otherReading.fraction, locale)}.`,
        message('amount.decimalSeparator', {
          ...named(sep.decimal),
          example: suggest(otherReading.whole, otherReading.fraction, locale),
        }),
      );
    }
    if (otherReading) {
      const example = suggest(otherReading.whole, '', locale);
      return fail('misplaced-group', `Write it as ${example}.`, message('amount.writeAs', { example }));
    }
    if (normalized.includes(sep.group) && read(normalized.split(sep.group).join(''), sep)) {
      return fail(
        'misplaced-group',
        `Use ${nameOf(sep.group)} only between groups of three digits, like ${example}.`,
        message('amount.groupOnly', { ...named(sep.group), example }),
      );
    }
    return fail('not-a-number', `Enter a number, like ${example}.`, message('amount.notNumber', { example }));
  }

  const { whole, fraction } = native;
  if (fraction.length > token.decimals) {
    return fail(
      'too-many-decimals',
      token.decimals === 0
        ? `${token.symbol} has no decimals: enter a whole number.`
        : `${token.symbol} has ${token.decimals} ${token.decimals === 1 ? 'decimal' : 'decimals'}: enter at most ${token.decimals} ${token.decimals === 1 ? 'digit' : 'digits'} after ${nameOf(sep.decimal).replace(/^a /u, 'the ')}.`,
      token.decimals === 0
        ? message('amount.noDecimals', { symbol: token.symbol })
        : message('amount.tooManyDecimals', {
            symbol: token.symbol,
            count: token.decimals,
            ...named(sep.decimal),
          }),
    );
  }
  const value =
    BigInt(whole || '0') * pow10(token.decimals) + BigInt(fraction.padEnd(token.decimals, '0') || '0');
  if (value > U128_MAX) return fail('too-large', 'The amount is too large.', message('amount.tooLarge'));
  return { ok: true, value };
}
