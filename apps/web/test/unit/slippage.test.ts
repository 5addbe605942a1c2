import { describe, expect, it } from 'vitest';
import { parseSlippage } from '../../src/shared/preferences/slippage.ts';
import { englishOf } from './i18nEnglish.ts';

describe('slippage policy', () => {
  it('parses slippage tolerances', () => {
    expect(parseSlippage('0.5')).toEqual({ ok: true, bps: 50n });
    expect(parseSlippage('1')).toEqual({ ok: true, bps: 100n });
    expect(parseSlippage('0')).toEqual({ ok: true, bps: 0n });
    expect(parseSlippage('12.25 %')).toEqual({ ok: true, bps: 1_225n });
    expect(parseSlippage('0,1')).toEqual({ ok: true, bps: 10n });
    const tooHigh = parseSlippage('51');
    expect(tooHigh.ok || englishOf(tooHigh.error)).toBe('The slippage tolerance cannot exceed 50 %.');
    const garbage = parseSlippage('abc');
    expect(garbage.ok || englishOf(garbage.error)).toBe(
      'Enter a percentage like 0.5 (two decimals at most).',
    );
    expect(parseSlippage('0.123').ok).toBe(false);
  });
});
