import { quoteSwap, type SwapQuoteResult } from '@lumi/chain';
import { describe, expect, it } from 'vitest';
import { englishOf } from './i18nEnglish.ts';
import { maxSwapIn, proposeMax } from '../../src/features/swap/maxSwapIn.ts';
import { impactBlocked, impactNeedsConfirmation, impactTier } from '../../src/features/swap/priceImpact.ts';
import { swapReviewGate } from '../../src/features/swap/reviewGate.ts';
import { swapAction, type SwapActionInput } from '../../src/features/swap/swapAction.ts';
import { swapValue } from '../../src/features/swap/swapLoss.ts';
import { highPriceImpactWarning } from '../../src/features/swap/warnings/highPriceImpact.ts';
import type { TxVerdict } from '../../src/shared/tx/txCheck.ts';

const LUMI = 10n ** 12n;
const PHPU = 10n ** 6n;
const POOL = { reserveIn: 10_000n * LUMI, reserveOut: 585_000n * PHPU, lpFee: 3n };
const quote = (amount: bigint): SwapQuoteResult =>
  quoteSwap({ side: 'exactIn', amount, ...POOL, slippageBps: 50n });
const DONE: TxVerdict = { pending: false, fee: 10n ** 9n, failure: undefined };
const FAILURE = { code: 'Token.NotExpendable', message: 'closes', fix: 'Keep at least 0.001 LUMI.' };

describe('price-impact tiers (Uniswap’s thresholds, strictly above)', () => {
  it.each([
    [0n, 'none'],
    [100n, 'none'],
    [101n, 'low'],
    [300n, 'low'],
    [301n, 'warn'],
    [500n, 'warn'],
    [501n, 'confirm'],
    [1_500n, 'confirm'],
    [1_501n, 'block'],
    [9_901n, 'block'],
  ] as const)('%s bps → %s', (bps, tier) => {
    expect(impactTier(bps)).toBe(tier);
  });

  it.each([
    [500n, false, false, false],
    [501n, false, true, false],
    [1_500n, false, true, false],
    [1_501n, false, true, true],
    [1_501n, true, true, false],
  ] as const)('%s bps, expert %s → confirm %s, blocked %s', (bps, expert, confirm, blocked) => {
    expect(impactNeedsConfirmation(bps)).toBe(confirm);
    expect(impactBlocked(bps, expert)).toBe(blocked);
  });
});

describe('the price-impact warning', () => {
  const warn = (impactBps: bigint, expertMode = false) =>
    highPriceImpactWarning({ impactBps, impact: `${impactBps} bps`, limit: '15 %', expertMode });
  it.each([
    [250n, false, undefined],
    [350n, false, 'caution'],
    [700n, false, 'danger'],
    [2_000n, false, 'danger'],
    [2_000n, true, 'danger'],
  ] as const)('%s bps (expert %s) → %s', (bps, expert, level) => {
    expect(warn(bps, expert)?.level).toBe(level);
  });
  it('says the swap is blocked and how to lift it, unless expert mode is on', () => {
    expect(englishOf(warn(2_000n)?.message)).toMatch(
      /above the 15 % limit, so this swap is blocked.*expert mode in Settings/u,
    );
    expect(englishOf(warn(2_000n, true)?.message)).toMatch(/Expert mode lets you swap anyway/u);
    expect(englishOf(warn(700n)?.message)).toMatch(/review asks you to confirm/u);
  });
});

describe('the Swap button', () => {
  const base: SwapActionInput = {
    account: '5Grw',
    pool: 'ready',
    amount: 'valid',
    quote: quote(10n * LUMI),
    tokenIn: 'LUMI',
    balanceIn: 10_000n * LUMI,
    expertMode: false,
    verdict: DONE,
  };
  it.each<[string, Partial<SwapActionInput>, string, string]>([
    ['no account', { account: undefined }, 'connect', 'Connect wallet'],
    ['no pool', { pool: 'missing' }, 'blocked', 'No liquidity'],
    ['no amount', { amount: 'empty', quote: undefined }, 'blocked', 'Enter an amount'],
    ['bad amount', { amount: 'invalid', quote: undefined }, 'blocked', 'Enter a valid amount'],
    ['zero out', { quote: { ok: false, reason: 'zero-amount' } }, 'blocked', 'Amount too small'],
    [
      'more than the pool',
      { quote: { ok: false, reason: 'exceeds-reserve' } },
      'blocked',
      'Not enough liquidity',
    ],
    ['pool loading', { pool: 'loading' }, 'wait', 'Swap'],
    ['balance loading', { balanceIn: undefined }, 'wait', 'Swap'],
    ['over the balance', { balanceIn: 9n * LUMI }, 'blocked', 'Insufficient LUMI balance'],
    ['impact above 15 %', { quote: quote(3_000n * LUMI) }, 'blocked', 'Price impact too high'],
    ['impact above 15 %, expert', { quote: quote(3_000n * LUMI), expertMode: true }, 'ready', 'Swap'],
    ['dry run fails', { verdict: { ...DONE, failure: FAILURE } }, 'blocked', 'Swap would fail'],
    [
      'check running',
      { verdict: { pending: true, fee: undefined, failure: undefined } },
      'wait',
      'Checking…',
    ],
    ['all good', {}, 'ready', 'Swap'],
  ])('%s', (_, change, kind, label) => {
    const action = swapAction({ ...base, ...change });
    expect({ kind: action.kind, label: englishOf(action.label) }).toEqual({ kind, label });
  });
  it('carries the dry run’s reason to show beside the button', () => {
    const action = swapAction({ ...base, verdict: { ...DONE, failure: FAILURE } });
    expect({ ...action, label: englishOf(action.label) }).toEqual({
      kind: 'blocked',
      label: 'Swap would fail',
      reason: FAILURE,
    });
  });
});

describe('the review gate', () => {
  it.each<[bigint, boolean, boolean, TxVerdict, boolean, boolean]>([
    [100n, false, false, DONE, false, false],
    [700n, false, false, DONE, true, true],
    [700n, false, true, DONE, true, false],
    [2_000n, false, true, DONE, true, true],
    [2_000n, true, true, DONE, true, false],
    [100n, false, false, { ...DONE, pending: true }, false, true],
    [100n, false, false, { ...DONE, failure: FAILURE }, false, true],
  ])(
    '%s bps, expert %s, ticked %s → asks %s, blocked %s',
    (impactBps, expertMode, confirmed, verdict, asks, blocked) => {
      expect(swapReviewGate({ impactBps, expertMode, confirmed, verdict })).toEqual({
        askConfirmation: asks,
        blocked,
      });
    },
  );
});

describe('Max', () => {
  const pool = POOL;
  const impactOf = (amount: bigint) => {
    const q = quote(amount);
    return q.ok ? q.quote.priceImpactBps : undefined;
  };
  it('never proposes more than the block threshold allows, and is the largest amount that does', () => {
    const max = maxSwapIn({ balance: 1_000_000n * LUMI, keep: 0n, ...pool });
    expect(impactOf(max)!).toBeLessThanOrEqual(1_500n);
    expect(impactOf(max + 1n)!).toBeGreaterThan(1_500n);
  });
  it.each([
    [100n * LUMI, 0n, 100n * LUMI],
    [100n * LUMI, LUMI, 99n * LUMI],
    [LUMI, 2n * LUMI, 0n],
  ])('a small balance %s keeping %s → %s', (balance, keep, expected) => {
    expect(maxSwapIn({ balance, keep, ...pool })).toBe(expected);
  });
  it('paying LUMI keeps the existential deposit and the fee of the call', async () => {
    const fee = 1_500_000_000n;
    const ed = 1_000_000_000n;
    const lumiFee = () => Promise.resolve({ token: 'native', amount: fee } as const);
    const amount = await proposeMax({
      balance: 100n * LUMI,
      token: 'native',
      keep: ed,
      pool,
      feeOf: lumiFee,
    });
    expect(amount).toBe(100n * LUMI - ed - fee);
    const phpu = await proposeMax({ balance: 5n * PHPU, token: 'PHPU', keep: 0n, pool, feeOf: lumiFee });
    expect(phpu).toBe(5n * PHPU);
  });

  it('keeps the fee in the token that pays it: PHPU paid with a PHPU fee, LUMI paid with a PHPU fee', async () => {
    const phpuFee = () => Promise.resolve({ token: 'PHPU', amount: 12_345n } as const);
    const phpu = await proposeMax({ balance: 5n * PHPU, token: 'PHPU', keep: 0n, pool, feeOf: phpuFee });
    expect(phpu).toBe(5n * PHPU - 12_345n);
    const ed = 1_000_000_000n;
    const lumi = await proposeMax({ balance: 100n * LUMI, token: 'native', keep: ed, pool, feeOf: phpuFee });
    expect(lumi).toBe(100n * LUMI - ed);
  });
});

describe('the loss in the display currency', () => {
  const market = {
    reserveLumi: 10_000n * LUMI,
    reservePhpu: 585_000n * PHPU,
    lpSupply: 1n,
    rates: new Map([['PHP', 58_500_000_000_000_000_000n]]),
  };
  it('values both sides at the pool price: paid minus received', () => {
    const q = quote(1_000n * LUMI);
    if (!q.ok) throw new Error('no quote');
    const value = swapValue(q.quote, '1to2', market, 'USD')!;
    // 1,000 LUMI at 58.5 PHP is 1,000 USD.
    expect(value.paid).toBe(1_000n * 10n ** 18n);
    expect(value.loss).toBe(value.paid - value.received);
    expect(value.loss).toBeGreaterThan(90n * 10n ** 18n);
  });
  it('is unknown without a rate for the currency', () => {
    const q = quote(LUMI);
    if (!q.ok) throw new Error('no quote');
    expect(swapValue(q.quote, '1to2', market, 'EUR')).toBeUndefined();
  });
});
