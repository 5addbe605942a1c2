import { describe, expect, it } from 'vitest';
import {
  U128_MAX,
  formatFiat,
  formatShare,
  formatTokenAmount,
  parseTokenAmount,
  toDecimalString,
} from '../../src/lib/format/index.ts';

const NBSP = '\u00a0';
const LUMI = 12; // LUMI's decimals
const PHPU = 6; // PHPU's decimals

describe('toDecimalString', () => {
  it('is exact for zero, small, negative and u128 values', () => {
    expect(toDecimalString(0n, LUMI)).toBe('0');
    expect(toDecimalString(1n, LUMI)).toBe('0.000000000001');
    expect(toDecimalString(1_500_000n, PHPU)).toBe('1.5');
    expect(toDecimalString(-1_234_500n, 3)).toBe('-1234.5');
    expect(toDecimalString(42n, 0)).toBe('42');
    expect(toDecimalString(U128_MAX, LUMI)).toBe('340282366920938463463374607.431768211455');
  });

  it('refuses impossible decimals', () => {
    expect(() => toDecimalString(1n, -1)).toThrow(RangeError);
    expect(() => toDecimalString(1n, 1.5)).toThrow(RangeError);
    expect(() => toDecimalString(1n, 256)).toThrow(RangeError);
  });
});

describe('formatTokenAmount', () => {
  it('formats 12-decimal LUMI with separators and at most 4 fraction digits', () => {
    expect(formatTokenAmount(1_234_567_890_123_456_789n, LUMI)).toBe('1,234,567.8901');
    expect(formatTokenAmount(1_000_000_000_000n, LUMI, { symbol: 'LUMI' })).toBe(`1${NBSP}LUMI`);
  });

  it('formats 6-decimal PHPU', () => {
    expect(formatTokenAmount(56_000_000n, PHPU, { symbol: 'PHPU' })).toBe(`56${NBSP}PHPU`);
    expect(formatTokenAmount(1_234_567n, PHPU)).toBe('1.2346');
    expect(formatTokenAmount(1_234_567n, PHPU, { maximumFractionDigits: 6 })).toBe('1.234567');
    expect(formatTokenAmount(1_000_000n, PHPU, { minimumFractionDigits: 2 })).toBe('1.00');
  });

  it('rounds half away from zero on exact decimals, never through floats', () => {
    expect(formatTokenAmount(1_000_050_000_000n, LUMI)).toBe('1.0001'); // 1.00005 → 1.0001
    expect(formatTokenAmount(1_000_049_999_999n, LUMI)).toBe('1'); // 1.000049999999 → 1
    expect(formatTokenAmount(2_675_000n, PHPU, { maximumFractionDigits: 2 })).toBe('2.68'); // float gives 2.67
    expect(formatTokenAmount(-1_000_050_000_000n, LUMI)).toBe('-1.0001');
    expect(formatTokenAmount(1_999_999n, PHPU, { roundingMode: 'trunc' })).toBe('1.9999');
  });

  it('shows zero as 0 and dust as "<0.0001", never as 0', () => {
    expect(formatTokenAmount(0n, LUMI)).toBe('0');
    expect(formatTokenAmount(0n, PHPU, { symbol: 'PHPU' })).toBe(`0${NBSP}PHPU`);
    expect(formatTokenAmount(1n, LUMI)).toBe('<0.0001');
    expect(formatTokenAmount(99n, PHPU)).toBe('<0.0001');
    expect(formatTokenAmount(100n, PHPU)).toBe('0.0001');
    expect(formatTokenAmount(-1n, LUMI)).toBe('>-0.0001');
  });

  it('formats u128 maxima exactly', () => {
    expect(formatTokenAmount(U128_MAX, LUMI)).toBe('340,282,366,920,938,463,463,374,607.4318');
    expect(formatTokenAmount(U128_MAX, PHPU)).toBe('340,282,366,920,938,463,463,374,607,431,768.2115');
    expect(formatTokenAmount(U128_MAX, 0)).toBe('340,282,366,920,938,463,463,374,607,431,768,211,455');
  });

  it('has compact forms', () => {
    expect(formatTokenAmount(1_234_567_000_000_000_000n, LUMI, { compact: true })).toBe('1.23M');
    expect(formatTokenAmount(56_700_000n, PHPU, { compact: true, symbol: 'PHPU' })).toBe(`56.7${NBSP}PHPU`);
    expect(formatTokenAmount(U128_MAX, LUMI, { compact: true })).toBe('340,282,366,920,938.46T');
  });

  it('follows the locale', () => {
    expect(formatTokenAmount(1_234_567_890n, PHPU, { locale: 'de-DE' })).toBe('1.234,5679');
    expect(formatTokenAmount(1_234_567_890n, PHPU, { locale: 'fil-PH' })).toBe('1,234.5679');
  });
});

describe('formatFiat', () => {
  it('defaults to USD in en-US with the currency minor units', () => {
    expect(formatFiat(1_234_567n, 2)).toBe('$12,345.67');
    expect(formatFiat(0n, 18)).toBe('$0.00');
    expect(formatFiat(1_005n, 3)).toBe('$1.01');
  });

  it('formats PHP, JPY and compact values', () => {
    expect(formatFiat(5_612_345n, 4, { currency: 'PHP', locale: 'fil-PH' })).toBe('₱561.23');
    expect(formatFiat(150_000n, 2, { currency: 'JPY' })).toBe('¥1,500');
    expect(formatFiat(1_234_567_890n, 2, { compact: true })).toBe('$12.35M');
  });

  it('shows a positive value below a cent as "<$0.01"', () => {
    expect(formatFiat(1n, 18)).toBe('<$0.01');
    expect(formatFiat(10_000_000_000_000_000n, 18)).toBe('$0.01');
  });

  it('is exact on an 18-decimal u128 maximum', () => {
    expect(formatFiat(U128_MAX, 18)).toBe('$340,282,366,920,938,463,463.37');
  });
});

describe('parseTokenAmount', () => {
  it('reads amounts into the smallest unit exactly', () => {
    expect(parseTokenAmount('1,234.5', PHPU)).toEqual({ ok: true, value: 1_234_500_000n });
    expect(parseTokenAmount('0.000000000001', LUMI)).toEqual({ ok: true, value: 1n });
    expect(parseTokenAmount(' 12 ', LUMI)).toEqual({ ok: true, value: 12_000_000_000_000n });
    expect(parseTokenAmount('.5', PHPU)).toEqual({ ok: true, value: 500_000n });
    expect(parseTokenAmount('1.234,5', PHPU, 'de-DE')).toEqual({ ok: true, value: 1_234_500_000n });
    expect(parseTokenAmount('340282366920938463463374607.431768211455', LUMI)).toEqual({
      ok: true,
      value: U128_MAX,
    });
  });

  it('explains what is wrong', () => {
    expect(parseTokenAmount('', PHPU)).toEqual({ ok: false, error: 'Enter an amount.' });
    expect(parseTokenAmount('-1', PHPU)).toEqual({ ok: false, error: 'The amount cannot be negative.' });
    expect(parseTokenAmount('1.2.3', PHPU)).toMatchObject({ ok: false, error: 'Enter a number, like 12.5.' });
    expect(parseTokenAmount('1e5', PHPU)).toMatchObject({ ok: false });
    expect(parseTokenAmount('0.0000001', PHPU)).toEqual({
      ok: false,
      error: 'This token has 6 decimals: enter at most 6 digits after the point.',
    });
    expect(parseTokenAmount('340282366920938463463374607.431768211456', LUMI)).toEqual({
      ok: false,
      error: 'The amount is too large.',
    });
  });
});

describe('formatShare', () => {
  const E18 = 10n ** 18n;
  it('shows a pool share with up to four decimals of a percent, truncated', () => {
    expect(formatShare(E18, 'en-US')).toBe('100%');
    expect(formatShare(E18 / 2n, 'en-US')).toBe('50%');
    expect(formatShare((E18 * 123_456n) / 1_000_000n, 'en-US')).toBe('12.3456%');
    // Almost all of the pool (the locked minimum liquidity is nobody's) never reads 100 %.
    expect(formatShare(E18 - 1n, 'en-US')).toBe('99.9999%');
    expect(formatShare(0n, 'en-US')).toBe('0%');
    expect(formatShare(1n, 'en-US')).toBe('< 0.0001%');
    expect(formatShare(E18 / 3n, 'fil-PH')).toBe('33.3333%');
  });
});
