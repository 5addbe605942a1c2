// The English catalogue says exactly what the amount parser's English `error` says, for every error, in a
// point-decimal and a comma-decimal locale: the screens read the catalogue, older callers and tests the text.
import { describe, expect, it } from 'vitest';
import { parseTokenAmount } from '../../src/shared/format/parse.ts';
import { englishOf } from './i18nEnglish.ts';

const LUMI = { symbol: 'LUMI', decimals: 12 };
const ONE = { symbol: 'ONE', decimals: 1 };
const WHOLE = { symbol: 'NFT', decimals: 0 };
const INPUTS = [
  '',
  '-1',
  '1,5',
  '1.5',
  '1,2,3',
  '1.2.3',
  'abc',
  '0.0000000000001',
  '0,0000000000001',
  '1.25',
  '1,25',
  '0.5',
];

describe('amount messages in English', () => {
  for (const locale of ['en-US', 'de-DE', 'fil-PH']) {
    for (const token of [LUMI, ONE, WHOLE]) {
      it(`match the parser's text in ${locale} for ${token.symbol}`, () => {
        let failures = 0;
        for (const input of INPUTS) {
          const parsed = parseTokenAmount(input, token, locale);
          if (parsed.ok) continue;
          failures++;
          expect(englishOf(parsed.message), `${locale} "${input}"`).toBe(parsed.error);
        }
        expect(failures).toBeGreaterThan(3);
      });
    }
  }
});
