import { describe, expect, it } from 'vitest';
import { usdInCurrency } from '../../src/features/liquidity/poolStats.ts';

const E18 = 10n ** 18n;
const rates = new Map([
  ['PHP', 58_500_000_000_000_000_000n],
  ['EUR', 920_000_000_000_000_000n],
]);

describe('usdInCurrency: the API’s USD figures in the display currency', () => {
  it.each([
    ['1234.567891', 'USD', 1_234_567_891_000_000_000_000n],
    ['1', 'PHP', 58_500_000_000_000_000_000n],
    ['0.000001', 'PHP', 58_500_000_000_000n],
    ['100', 'EUR', 92n * E18],
    ['0', 'PHP', 0n],
  ])('%s USD in %s', (usd, currency, value) => {
    expect(usdInCurrency(usd, rates, currency)).toBe(value);
  });

  it('is undefined without a figure, a rate, or with text that is not a decimal', () => {
    expect(usdInCurrency(null, rates, 'PHP')).toBeUndefined();
    expect(usdInCurrency('1', rates, 'JPY')).toBeUndefined();
    expect(usdInCurrency('-1', rates, 'PHP')).toBeUndefined();
    expect(usdInCurrency('1e3', rates, 'PHP')).toBeUndefined();
  });
});
