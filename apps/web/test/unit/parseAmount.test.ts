import { LPHPU, LUMI, PHPU } from '@lumi/chain';
import { englishOf } from './i18nEnglish.ts';
import { describe, expect, it } from 'vitest';
import { U128_MAX, parseTokenAmount, type AmountErrorReason } from '../../src/shared/format/index.ts';

type TokenSymbol = 'LUMI' | 'PHPU' | 'LPHPU';
const TOKENS = { LUMI, PHPU, LPHPU };
const ok = (value: bigint) => ({ ok: true, value });
// The English `error` exactly; the UI's `message` is checked to be in the catalogue below.
const no = (reason: AmountErrorReason, error: string): unknown =>
  expect.objectContaining({ ok: false, reason, error });

describe('parseTokenAmount: what each app locale accepts', () => {
  // [typed, token, value]: both app locales write 1,234.5, so one table serves both.
  const table: [string, TokenSymbol, bigint][] = [
    ['1', 'PHPU', 1_000_000n],
    ['1.5', 'PHPU', 1_500_000n],
    ['1,000.5', 'PHPU', 1_000_500_000n],
    ['1,234,567.000001', 'PHPU', 1_234_567_000_001n],
    ['1000.5', 'PHPU', 1_000_500_000n],
    ['.5', 'PHPU', 500_000n],
    ['1.', 'PHPU', 1_000_000n],
    [' 12 ', 'LUMI', 12_000_000_000_000n],
    ['0', 'LUMI', 0n],
    ['007', 'PHPU', 7_000_000n],
    ['0.000000000001', 'LUMI', 1n],
    ['99.999998', 'PHPU', 99_999_998n],
    ['12.345678', 'LUMI', 12_345_678_000_000n],
    ['1.000000001', 'LPHPU', 1_000_000_001n],
    ['340,282,366,920,938,463,463,374,607.431768211455', 'LUMI', U128_MAX],
  ];
  for (const locale of ['en-US', 'fil-PH']) {
    it.each(table)(`${locale}: "%s" %s is read exactly`, (text, symbol, value) => {
      expect(parseTokenAmount(text, TOKENS[symbol], locale)).toEqual(ok(value));
    });
  }
});

describe('parseTokenAmount: errors say what to type instead', () => {
  const table: [string, TokenSymbol, AmountErrorReason, string][] = [
    // A decimal comma is never a thousands separator in the wrong place.
    ['1,5', 'LUMI', 'decimal-separator', 'Use a point for decimals: 1.5.'],
    ['1,50', 'PHPU', 'decimal-separator', 'Use a point for decimals: 1.50.'],
    ['1.000,5', 'LUMI', 'decimal-separator', 'Use a point for decimals: 1,000.5.'],
    ['0,001', 'PHPU', 'decimal-separator', 'Use a point for decimals: 0.001.'],
    [',5', 'PHPU', 'decimal-separator', 'Use a point for decimals: 0.5.'],
    ['1,0000', 'PHPU', 'decimal-separator', 'Use a point for decimals: 1.0000.'],
    ['1.000.000', 'PHPU', 'misplaced-group', 'Write it as 1,000,000.'],
    [
      '12,34,567',
      'PHPU',
      'misplaced-group',
      'Use a comma only between groups of three digits, like 1,234.5.',
    ],
    ['1,000,5', 'PHPU', 'misplaced-group', 'Use a comma only between groups of three digits, like 1,234.5.'],
    [
      '1,000.5,5',
      'PHPU',
      'misplaced-group',
      'Use a comma only between groups of three digits, like 1,234.5.',
    ],
    ['', 'PHPU', 'empty', 'Enter an amount.'],
    ['   ', 'PHPU', 'empty', 'Enter an amount.'],
    ['-1', 'PHPU', 'negative', 'The amount cannot be negative.'],
    ['\u22121', 'PHPU', 'negative', 'The amount cannot be negative.'],
    ['abc', 'PHPU', 'not-a-number', 'Enter a number, like 1,234.5.'],
    ['1e5', 'PHPU', 'not-a-number', 'Enter a number, like 1,234.5.'],
    ['+1', 'PHPU', 'not-a-number', 'Enter a number, like 1,234.5.'],
    ['1 000', 'PHPU', 'not-a-number', 'Enter a number, like 1,234.5.'],
    ['1.2.3', 'PHPU', 'not-a-number', 'Enter a number, like 1,234.5.'],
    ['.', 'PHPU', 'not-a-number', 'Enter a number, like 1,234.5.'],
    ['0x10', 'PHPU', 'not-a-number', 'Enter a number, like 1,234.5.'],
    [
      '0.0000001',
      'PHPU',
      'too-many-decimals',
      'PHPU has 6 decimals: enter at most 6 digits after the point.',
    ],
    [
      '1.0000000000001',
      'LUMI',
      'too-many-decimals',
      'LUMI has 12 decimals: enter at most 12 digits after the point.',
    ],
    [
      '0.0000000001',
      'LPHPU',
      'too-many-decimals',
      'LPHPU has 9 decimals: enter at most 9 digits after the point.',
    ],
    ['340282366920938463463374607.431768211456', 'LUMI', 'too-large', 'The amount is too large.'],
  ];
  for (const locale of ['en-US', 'fil-PH']) {
    it.each(table)(`${locale}: "%s" %s → %s`, (text, symbol, reason, error) => {
      const parsed = parseTokenAmount(text, TOKENS[symbol], locale);
      expect(parsed).toEqual(no(reason, error));
      if (!parsed.ok) expect(englishOf(parsed.message)).not.toBe('');
    });
  }

  it('a token without decimals takes whole numbers only', () => {
    expect(parseTokenAmount('1.5', { symbol: 'NFT', decimals: 0 })).toEqual(
      no('too-many-decimals', 'NFT has no decimals: enter a whole number.'),
    );
    expect(parseTokenAmount('1,000', { symbol: 'NFT', decimals: 0 })).toEqual(ok(1000n));
  });
});

describe('parseTokenAmount in a decimal-comma locale', () => {
  // Not an app locale today: the rules are the locale's, not hard-wired to en-US.
  it('reads de-DE amounts and explains a decimal point', () => {
    expect(parseTokenAmount('1.234,5', PHPU, 'de-DE')).toEqual(ok(1_234_500_000n));
    expect(parseTokenAmount('1,5', PHPU, 'de-DE')).toEqual(ok(1_500_000n));
    expect(parseTokenAmount('1.5', PHPU, 'de-DE')).toEqual(
      no('decimal-separator', 'Use a comma for decimals: 1,5.'),
    );
    expect(parseTokenAmount('1,000.5', PHPU, 'de-DE')).toEqual(
      no('decimal-separator', 'Use a comma for decimals: 1.000,5.'),
    );
    expect(parseTokenAmount('0,0000001', PHPU, 'de-DE')).toEqual(
      no('too-many-decimals', 'PHPU has 6 decimals: enter at most 6 digits after the comma.'),
    );
  });

  it('reads space-grouped fr-FR amounts with any kind of space', () => {
    expect(parseTokenAmount('1 234,5', PHPU, 'fr-FR')).toEqual(ok(1_234_500_000n));
    expect(parseTokenAmount('1\u202f234,5', PHPU, 'fr-FR')).toEqual(ok(1_234_500_000n));
    expect(parseTokenAmount('1\u00a0234,5', PHPU, 'fr-FR')).toEqual(ok(1_234_500_000n));
  });
});
