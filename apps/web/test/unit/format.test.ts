import { describe, expect, it } from 'vitest';
import {
  U128_MAX,
  formatFiat,
  formatBps,
  formatDecimalText,
  formatEstimate,
  formatExact,
  formatShare,
  formatSymbolAmount,
  formatTokenAmount,
  toDecimalString,
} from '../../src/shared/format/index.ts';

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

describe('formatExact and formatEstimate', () => {
  const lumi = { decimals: LUMI, symbol: 'LUMI' };
  const phpu = { decimals: PHPU, symbol: 'PHPU' };
  it.each([
    [12_345_678_000_000n, lumi, 'en-US', `12.345678${NBSP}LUMI`],
    [99_999_998n, phpu, 'en-US', `99.999998${NBSP}PHPU`],
    [1_234_567_890_123_456_789n, lumi, 'en-US', `1,234,567.890123456789${NBSP}LUMI`],
    [1n, lumi, 'fil-PH', `0.000000000001${NBSP}LUMI`],
    [5_000_000_000n, phpu, 'fil-PH', `5,000${NBSP}PHPU`],
    [0n, phpu, 'en-US', `0${NBSP}PHPU`],
    [U128_MAX, lumi, 'en-US', `340,282,366,920,938,463,463,374,607.431768211455${NBSP}LUMI`],
    [1_500_000n, { decimals: PHPU }, 'de-DE', '1,5'],
  ])('formatExact(%s) shows every digit: %o in %s → %s', (amount, token, locale, text) => {
    expect(formatExact(amount, token, locale)).toBe(text);
  });

  it.each([
    [12_345_678_000_000n, lumi, `≈${NBSP}12.3457${NBSP}LUMI`],
    [99_999_998n, phpu, `≈${NBSP}100${NBSP}PHPU`],
    [1n, lumi, `≈${NBSP}<0.0001${NBSP}LUMI`],
  ])('formatEstimate(%s) rounds and says so', (amount, token, text) => {
    expect(formatEstimate(amount, token, 'en-US')).toBe(text);
  });

  it('names amounts by symbol, with the source’s decimals or the registry’s', () => {
    expect(formatSymbolAmount({ asset: 'PHPU', amount: 99_999_998n }, 'en-US')).toBe(`99.999998${NBSP}PHPU`);
    expect(formatSymbolAmount({ asset: 'LPHPU', amount: 1n }, 'en-US')).toBe(`0.000000001${NBSP}LPHPU`);
    expect(formatSymbolAmount({ asset: 'asset:9', amount: 15n }, 'en-US', 1)).toBe(`1.5${NBSP}asset:9`);
    expect(formatSymbolAmount({ asset: 'asset:9', amount: 15n }, 'en-US')).toBe('15 base units of asset:9');
  });
});

describe('formatDecimalText and formatBps', () => {
  it('formats an API decimal for people, rounding only beyond the digits asked for', () => {
    expect(formatDecimalText('58.123456789012345678', 'en-US')).toBe('58.123457');
    expect(formatDecimalText('1234567.5', 'fil-PH')).toBe('1,234,567.5');
    expect(formatDecimalText('0.000000000000000001', 'en-US', 18)).toBe('0.000000000000000001');
    expect(formatDecimalText('58.5', 'de-DE', 2)).toBe('58,5');
  });

  it('writes basis points as a percentage', () => {
    expect(formatBps(50n, 'en-US')).toBe('0.5 %');
    expect(formatBps(1234n, 'en-US')).toBe('12.34 %');
    expect(formatBps(30n, 'fil-PH')).toBe('0.3 %');
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
