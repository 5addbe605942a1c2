import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENESIS_FOREX_RATES, formatRate, isCurrencyCode, parseRate } from '../src/forex.ts';
import { GENESIS_PHP_PER_USD, RATE_SCALE } from '../src/genesis.ts';

describe('forex', () => {
  it('parses decimal rates exactly into FixedU128', () => {
    expect(parseRate('58.50')).toBe(58_500_000_000_000_000_000n);
    expect(parseRate('1')).toBe(RATE_SCALE);
    expect(parseRate('0.000000000000000001')).toBe(1n);
    expect(parseRate('151.5')).toBe(151_500_000_000_000_000_000n);
  });

  it.each(['', '1.', '.5', '-1', '1e3', '1,5', ' 1', '0.0000000000000000001', '1'.repeat(40)])(
    'refuses %j',
    (s) => expect(() => parseRate(s)).toThrow(RangeError),
  );

  it('formats without trailing zeros and round-trips every FixedU128', () => {
    expect(formatRate(58_500_000_000_000_000_000n)).toBe('58.5');
    expect(formatRate(RATE_SCALE)).toBe('1');
    expect(formatRate(0n)).toBe('0');
    expect(() => formatRate(-1n)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }), (v) => {
        expect(parseRate(formatRate(v))).toBe(v);
      }),
    );
  });

  it('seeds PHP with the pool’s genesis number and USD at exactly 1', () => {
    expect(GENESIS_FOREX_RATES.PHP).toBe(GENESIS_PHP_PER_USD);
    expect(GENESIS_FOREX_RATES.USD).toBe(RATE_SCALE);
    for (const [code, rate] of Object.entries(GENESIS_FOREX_RATES)) {
      expect(isCurrencyCode(code)).toBe(true);
      expect(rate).toBeGreaterThan(0n);
    }
  });

  it('recognises ISO-4217 alphabetic codes only', () => {
    expect(isCurrencyCode('PHP')).toBe(true);
    for (const s of ['php', 'PH', 'PHPU', 'P1P', 'ÄBC']) expect(isCurrencyCode(s)).toBe(false);
  });
});
