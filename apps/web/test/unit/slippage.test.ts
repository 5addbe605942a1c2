import { describe, expect, it } from 'vitest';
import { parseSlippage } from '../../src/shared/preferences/slippage.ts';

describe('slippage policy', () => {
  it('parses slippage tolerances', () => {
    expect(parseSlippage('0.5')).toEqual({ ok: true, bps: 50n });
    expect(parseSlippage('1')).toEqual({ ok: true, bps: 100n });
    expect(parseSlippage('0')).toEqual({ ok: true, bps: 0n });
    expect(parseSlippage('12.25 %')).toEqual({ ok: true, bps: 1_225n });
    expect(parseSlippage('0,1')).toEqual({ ok: true, bps: 10n });
    expect(parseSlippage('51')).toEqual({ ok: false, error: 'The slippage tolerance cannot exceed 50 %.' });
    expect(parseSlippage('abc').ok).toBe(false);
    expect(parseSlippage('0.123').ok).toBe(false);
  });
});
