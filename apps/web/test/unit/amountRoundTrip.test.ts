// Properties of the one amount formatter and parser, for every asset of the chain and both app locales.
import { ASSETS } from '@lumi/chain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPROX,
  U128_MAX,
  formatEstimate,
  formatExact,
  parseTokenAmount,
  separatorsOf,
  toDecimalString,
} from '../../src/shared/format/index.ts';

const LOCALES = ['en-US', 'fil-PH'] as const;
const amounts = fc.oneof(
  fc.bigInt({ min: 0n, max: U128_MAX }),
  // Small values, where every fraction digit matters.
  fc.bigInt({ min: 0n, max: 10n ** 15n }),
);

describe.each(LOCALES)('amounts in %s', (locale) => {
  const { group } = separatorsOf(locale);
  for (const token of ASSETS) {
    it(`${token.symbol} (${token.decimals} decimals): parse(formatExact(x)) === x`, () => {
      fc.assert(
        fc.property(amounts, (x) => {
          const text = formatExact(x, { decimals: token.decimals }, locale);
          expect(parseTokenAmount(text, token, locale)).toEqual({ ok: true, value: x });
        }),
      );
    });

    it(`${token.symbol}: formatExact never rounds (its digits are the exact decimal)`, () => {
      fc.assert(
        fc.property(amounts, (x) => {
          const text = formatExact(x, { decimals: token.decimals, symbol: token.symbol }, locale);
          expect(text.endsWith(`\u00a0${token.symbol}`)).toBe(true);
          const digits = text
            .slice(0, -token.symbol.length - 1)
            .split(group)
            .join('');
          expect(digits).toBe(toDecimalString(x, token.decimals));
        }),
      );
    });

    it(`${token.symbol}: an estimate is marked and within half its last shown digit`, () => {
      fc.assert(
        // Below u128's top, where rounding up could step past the largest amount there is.
        fc.property(fc.bigInt({ min: 0n, max: U128_MAX / 2n }), (x) => {
          const text = formatEstimate(x, { decimals: token.decimals }, locale);
          expect(text.startsWith(`${APPROX}\u00a0`)).toBe(true);
          const shown = text.slice(2);
          if (shown.startsWith('<')) return; // dust below the smallest shown digit
          const parsed = parseTokenAmount(shown, token, locale);
          if (!parsed.ok) throw new Error(`${shown}: ${parsed.error}`);
          const step = 10n ** BigInt(Math.max(0, token.decimals - 4));
          const diff = parsed.value > x ? parsed.value - x : x - parsed.value;
          expect(diff * 2n).toBeLessThanOrEqual(step);
        }),
      );
    });

    it(`${token.symbol}: a decimal comma is never read as a number`, () => {
      fc.assert(
        fc.property(amounts, (x) => {
          fc.pre(token.decimals > 0 && x % 10n ** BigInt(token.decimals) !== 0n);
          // The same amount written the German way: points between thousands, a comma before decimals.
          const text = formatExact(x, { decimals: token.decimals }, 'de-DE');
          const parsed = parseTokenAmount(text, token, locale);
          expect(parsed.ok).toBe(false);
          if (!parsed.ok) expect(parsed.reason).toBe('decimal-separator');
        }),
      );
    });
  }
});
