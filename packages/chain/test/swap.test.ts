import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getAmountIn, getAmountOut } from '../src/amm.ts';
import { quoteSwap } from '../src/swap.ts';

const R_LUMI = 10_000n * 10n ** 12n;
const R_PHPU = 585_000n * 10n ** 6n;

describe('swap quotes', () => {
  it('exact in: FRAME’s amount out, minimum received from the tolerance, fee and impact', () => {
    const amount = 10n * 10n ** 12n; // 10 LUMI
    const result = quoteSwap({
      side: 'exactIn',
      amount,
      reserveIn: R_LUMI,
      reserveOut: R_PHPU,
      lpFee: 3n,
      slippageBps: 50n,
    });
    if (!result.ok) throw new Error(result.reason);
    const { quote } = result;
    expect(quote.amountOut).toBe(getAmountOut(amount, R_LUMI, R_PHPU, 3n));
    expect(quote.minReceived).toBe((quote.amountOut * 9_950n) / 10_000n);
    expect(quote.maxSold).toBe(amount);
    expect(quote.feeAmount).toBe(30_000_000_000n); // 0.3 % of 10 LUMI
    // 9.97 LUMI (after fee) against 10,000: 9.96 bps, rounded up (the conservative side) to 10.
    expect(quote.priceImpactBps).toBe(10n);
  });

  it('exact out: FRAME’s amount in, maximum sold rounded up', () => {
    const amount = 1_000n * 10n ** 6n; // 1,000 PHPU out
    const result = quoteSwap({
      side: 'exactOut',
      amount,
      reserveIn: R_LUMI,
      reserveOut: R_PHPU,
      lpFee: 3n,
      slippageBps: 100n,
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.quote.amountIn).toBe(getAmountIn(amount, R_LUMI, R_PHPU, 3n));
    expect(result.quote.maxSold).toBe((result.quote.amountIn * 10_100n + 9_999n) / 10_000n);
    expect(result.quote.minReceived).toBe(amount);
  });

  it('reports the states the form shows instead of a quote', () => {
    const base = { reserveIn: R_LUMI, reserveOut: R_PHPU, lpFee: 3n, slippageBps: 50n };
    expect(quoteSwap({ ...base, side: 'exactIn', amount: 0n })).toEqual({ ok: false, reason: 'zero-amount' });
    expect(quoteSwap({ ...base, side: 'exactIn', amount: 1n })).toEqual({ ok: false, reason: 'zero-amount' });
    expect(quoteSwap({ ...base, reserveIn: 0n, side: 'exactIn', amount: 5n })).toEqual({
      ok: false,
      reason: 'no-liquidity',
    });
    expect(quoteSwap({ ...base, side: 'exactOut', amount: R_PHPU })).toEqual({
      ok: false,
      reason: 'exceeds-reserve',
    });
  });

  it('never promises more than the pool pays, and impact grows with size (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: R_LUMI }), fc.bigInt({ min: 1n, max: R_LUMI }), (a, b) => {
        const [small, large] = a < b ? [a, b] : [b, a];
        const q = (amount: bigint) =>
          quoteSwap({
            side: 'exactIn',
            amount,
            reserveIn: R_LUMI,
            reserveOut: R_PHPU,
            lpFee: 3n,
            slippageBps: 0n,
          });
        const s = q(small);
        const l = q(large);
        if (!s.ok || !l.ok) return;
        expect(s.quote.amountOut).toBeLessThan(R_PHPU);
        expect(s.quote.priceImpactBps).toBeLessThanOrEqual(l.quote.priceImpactBps);
      }),
    );
  });
});
