import { describe, expect, it } from 'vitest';
import { guardJumps } from '../../src/forex/jump-guard.ts';

const r = (s: string) => BigInt(Math.round(Number(s) * 1e6)) * 10n ** 12n;

describe('jump guard', () => {
  const last = new Map([
    ['PHP', r('58.5')],
    ['EUR', r('0.92')],
  ]);

  it('accepts moves up to the limit and holds back larger ones, both directions', () => {
    const next = new Map([
      ['PHP', r('61.425')], // +5.00 %: exactly the limit
      ['EUR', r('0.8739')], // −5.01 %
    ]);
    const { accepted, held } = guardJumps(next, last, 500n);
    expect([...accepted.keys()]).toEqual(['PHP']);
    expect(held).toEqual([
      { currency: 'EUR', last: r('0.92'), next: r('0.8739'), changeBps: 501n, reason: 'jump' },
    ]);
  });

  it('holds back a rise just above the limit', () => {
    const { held } = guardJumps(new Map([['PHP', r('61.425') + 1n]]), last, 500n);
    expect(held.map((h) => h.currency)).toEqual(['PHP']);
  });

  it('accepts currencies the chain has no value for yet', () => {
    const { accepted, held } = guardJumps(new Map([['JPY', r('151.5')]]), last, 100n);
    expect(accepted.get('JPY')).toBe(r('151.5'));
    expect(held).toEqual([]);
  });

  it('uses the configured percentage', () => {
    const next = new Map([['PHP', r('59.085')]]); // +1 %
    expect(guardJumps(next, last, 100n).held).toEqual([]);
    expect(guardJumps(next, last, 99n).held).toHaveLength(1);
  });

  describe('with the chain’s bounds', () => {
    const bounds = new Map([
      ['PHP', { min: r('29.25'), max: r('117') }],
      ['EUR', { min: r('0.46'), max: r('1.84') }],
    ]);

    it.each([
      ['inside bounds and within the jump', 'PHP', r('58.6'), undefined],
      ['at the maximum', 'PHP', r('117'), 'jump'],
      ['above the maximum', 'PHP', r('117') + 1n, 'out-of-bounds'],
      ['below the minimum', 'EUR', r('0.46') - 1n, 'out-of-bounds'],
      ['u128::MAX', 'EUR', (1n << 128n) - 1n, 'out-of-bounds'],
      ['a currency the chain has no bounds for', 'SGD', r('1.34'), 'no-bounds'],
    ])('%s', (_, currency, value, reason) => {
      const { accepted, held } = guardJumps(new Map([[currency, value]]), last, 500n, bounds);
      expect(held.map((h) => h.reason)).toEqual(reason ? [reason] : []);
      expect(accepted.has(currency)).toBe(reason === undefined);
    });

    it('measures no jump from an on-chain value outside the bounds, as the chain does', () => {
      const bad = new Map([['PHP', r('500')]]);
      const { accepted } = guardJumps(new Map([['PHP', r('58.5')]]), bad, 500n, bounds);
      expect(accepted.get('PHP')).toBe(r('58.5'));
    });
  });
});
