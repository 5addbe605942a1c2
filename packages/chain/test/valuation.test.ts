import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reducibleAsset, reducibleNative } from '../src/balances.ts';
import { VALUE_DECIMALS, fiatValue, lpPosition, rateOf, unitPrice, type Market } from '../src/valuation.ts';

const E18 = 10n ** 18n;
// 10,000 LUMI against 585,000 PHPU: 58.5 PHPU per LUMI, i.e. 1 USD per LUMI at 58.5 PHP per USD.
const market: Market = {
  reserveLumi: 10_000n * 10n ** 12n,
  reservePhpu: 585_000n * 10n ** 6n,
  lpSupply: 2_418_677_324_000n,
  rates: new Map([
    ['PHP', 58_500_000_000_000_000_000n],
    ['EUR', 920_000_000_000_000_000n],
  ]),
};

describe('fiat valuation', () => {
  it('values PHPU at 1 PHP and converts through USD', () => {
    expect(fiatValue('PHPU', 58_500_000n, market, 'USD')).toBe(E18); // 58.5 PHPU = $1
    expect(fiatValue('PHPU', 1_000_000n, market, 'PHP')).toBe(E18); // 1 PHPU = ₱1
    expect(fiatValue('PHPU', 58_500_000n, market, 'EUR')).toBe(920_000_000_000_000_000n);
  });

  it('values LUMI at the pool spot price', () => {
    expect(unitPrice('LUMI', market, 'USD')).toBe(E18);
    expect(unitPrice('LUMI', market, 'PHP')).toBe(58n * E18 + E18 / 2n);
    expect(fiatValue('LUMI', 3n * 10n ** 12n, market, 'USD')).toBe(3n * E18);
  });

  it('floors once, at the end', () => {
    // 1 smallest PHPU unit = 10^-6 PHP = 10^-6 / 58.5 USD = 17094017094.017… × 10^-18
    expect(fiatValue('PHPU', 1n, market, 'USD')).toBe(17_094_017_094n);
  });

  it('values LPHPU by what it can be burnt for', () => {
    const value = fiatValue('LPHPU', market.lpSupply, market, 'USD');
    // The whole supply is worth both reserves: 10,000 USD of LUMI + 10,000 USD of PHPU.
    expect(value).toBe(20_000n * E18);
  });

  it('is undefined without a rate or without liquidity', () => {
    expect(fiatValue('PHPU', 1n, market, 'JPY')).toBeUndefined();
    expect(fiatValue('PHPU', 1n, { ...market, rates: new Map() }, 'USD')).toBeUndefined();
    expect(fiatValue('LUMI', 1n, { ...market, reserveLumi: 0n }, 'USD')).toBeUndefined();
    expect(fiatValue('LPHPU', 1n, { ...market, lpSupply: 0n }, 'USD')).toBeUndefined();
  });

  it('treats USD as 1.0 even when the oracle omits it, and ignores a zero rate', () => {
    expect(rateOf(new Map(), 'USD')).toBe(E18);
    expect(rateOf(new Map([['PHP', 0n]]), 'PHP')).toBeUndefined();
  });

  it('is monotonic in the amount and never negative (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 1n << 100n }),
        fc.bigInt({ min: 0n, max: 1n << 100n }),
        (a, b) => {
          const [lo, hi] = a < b ? [a, b] : [b, a];
          for (const symbol of ['LUMI', 'PHPU'] as const) {
            const low = fiatValue(symbol, lo, market, 'PHP')!;
            const high = fiatValue(symbol, hi, market, 'PHP')!;
            expect(low >= 0n && low <= high).toBe(true);
          }
        },
      ),
    );
    expect(VALUE_DECIMALS).toBe(18);
  });
});

describe('LP position', () => {
  it('gives the share in parts per 10^18 and the underlying amounts', () => {
    const position = lpPosition(market.lpSupply / 4n, market)!;
    expect(position.share).toBe(E18 / 4n);
    expect(position.lumi).toBe(market.reserveLumi / 4n);
    expect(position.phpu).toBe(market.reservePhpu / 4n);
    expect(lpPosition(1n, { ...market, lpSupply: 0n })).toBeUndefined();
  });
});

describe('reducible balances', () => {
  const ED = 10_000_000_000n;
  it('keeps frozen funds not covered by reserves, and the existential deposit when preserving', () => {
    expect(reducibleNative({ free: 100n, reserved: 0n, frozen: 0n }, 'Expendable', ED)).toBe(100n);
    expect(reducibleNative({ free: 100n, reserved: 0n, frozen: 30n }, 'Expendable', ED)).toBe(70n);
    expect(reducibleNative({ free: 100n, reserved: 20n, frozen: 30n }, 'Expendable', ED)).toBe(90n);
    expect(reducibleNative({ free: 100n, reserved: 50n, frozen: 30n }, 'Expendable', ED)).toBe(100n);
    expect(reducibleNative({ free: 3n * ED, reserved: 0n, frozen: 0n }, 'Preserve', ED)).toBe(2n * ED);
    expect(reducibleNative({ free: ED / 2n, reserved: 0n, frozen: 0n }, 'Preserve', ED)).toBe(0n);
  });

  it('lets only liquid accounts of live assets move', () => {
    expect(reducibleAsset(500n, 'Liquid', true, 'Expendable', 10n)).toBe(500n);
    expect(reducibleAsset(500n, 'Liquid', true, 'Preserve', 10n)).toBe(490n);
    expect(reducibleAsset(500n, 'Frozen', true, 'Expendable', 10n)).toBe(0n);
    expect(reducibleAsset(500n, 'Liquid', false, 'Expendable', 10n)).toBe(0n);
  });
});
