// The one valuation path beside amounts (fiatOf), the peg check and the rate note's decision, table by table.
import { parseRate, VALUE_DECIMALS, type Market } from '@lumi/chain';
import { ASSET_HUB_DEV, ASSET_HUB_POLKADOT, LUMI_DEV, type ChainProfile } from '@lumi/chain/profiles';
import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../src/shared/api/lumiApi.ts';
import { fiatOf, type FiatInputs, type FiatResult } from '../../src/shared/fiat/fiatOf.ts';
import { isOffPeg, pegOf } from '../../src/shared/fiat/peg.ts';
import { formatFiatEstimate } from '../../src/shared/format/fiat.ts';
import { fiatNotice, type FiatNoticeInput } from '../../src/features/fiat/rateNotice.ts';
import { rateHealth } from '../../src/features/forex/rateHealth.ts';
import { rowValues } from '../../src/features/activity/rowValues.ts';
import { age } from '../../src/features/forex/age.ts';
import { feeAmount, paidFeeAmount } from '../../src/shared/fees/feeAmount.ts';

const ONE = 10n ** BigInt(VALUE_DECIMALS);
const LUMI = (n: bigint) => n * 10n ** 12n;
const PHPU = (n: bigint) => n * 10n ** 6n;

// 1,000 LUMI against 58,500 PHPU: 1 LUMI = 58.5 PHPU, at the Oracle's 58.5 PHP per USD 1 LUMI = $1.
const market: Market = {
  reserveLumi: LUMI(1000n),
  reservePhpu: PHPU(58_500n),
  lpSupply: LUMI(1000n),
  rates: new Map([
    ['PHP', parseRate('58.5')],
    ['EUR', parseRate('0.92')],
  ]),
};
const at = (currency: string, profile: ChainProfile | undefined = LUMI_DEV): FiatInputs => ({
  profile,
  market,
  currency,
});
const value = (v: bigint): FiatResult => ({ ok: true, value: v });
const none = (reason: string): FiatResult => ({ ok: false, reason }) as FiatResult;

describe('fiatOf', () => {
  it.each<[string, bigint, string, FiatInputs, FiatResult]>([
    ['1 PHPU is 1 PHP, whatever the rate', PHPU(1n), 'PHPU', at('PHP'), value(ONE)],
    ['58.5 PHPU is 1 USD at 58.5 PHP per USD', PHPU(585n) / 10n, 'PHPU', at('USD'), value(ONE)],
    ['58.5 PHPU is 0.92 EUR through USD', PHPU(585n) / 10n, 'PHPU', at('EUR'), value(parseRate('0.92'))],
    ['1 LUMI at the pool price is 58.5 PHP', LUMI(1n), 'LUMI', at('PHP'), value(parseRate('58.5'))],
    ['1 LUMI is 1 USD', LUMI(1n), 'LUMI', at('USD'), value(ONE)],
    // 10 % of the LP supply burns for 100 LUMI ($100) and 5,850 PHPU ($100).
    ['an LP token is its share of the reserves', LUMI(100n), 'LPHPU', at('USD'), value(200n * ONE)],
    ['zero is worth zero (a real value, not a missing one)', 0n, 'LUMI', at('USD'), value(0n)],
    ['one smallest PHPU unit floors, never rounds up', 1n, 'PHPU', at('USD'), value(17_094_017_094n)],
    ['an asset the chain profile lacks has no value', PHPU(1n), 'USDT', at('USD'), none('unpriced')],
    [
      'an Asset Hub asset is not valued (no forex oracle)',
      PHPU(1n),
      'USDT',
      at('USD', ASSET_HUB_POLKADOT),
      none('no-oracle'),
    ],
    ['asset-hub-dev hides fiat even for LUMI', LUMI(1n), 'LUMI', at('PHP', ASSET_HUB_DEV), none('no-oracle')],
    ['a currency the Oracle does not quote', PHPU(1n), 'PHPU', at('JPY'), none('no-rate')],
    [
      'no PHP rate at all',
      PHPU(1n),
      'PHPU',
      { ...at('USD'), market: { ...market, rates: new Map() } },
      none('no-rate'),
    ],
    ['the pool not read yet', LUMI(1n), 'LUMI', { ...at('USD'), market: undefined }, none('no-market')],
    ['the profile not read yet', LUMI(1n), 'LUMI', { ...at('USD'), profile: undefined }, none('no-market')],
    [
      'an empty pool gives LUMI no price',
      LUMI(1n),
      'LUMI',
      { ...at('USD'), market: { ...market, reserveLumi: 0n, reservePhpu: 0n } },
      none('no-market'),
    ],
    [
      'no LP supply gives LPHPU no price',
      LUMI(1n),
      'LPHPU',
      { ...at('USD'), market: { ...market, lpSupply: 0n } },
      none('no-market'),
    ],
  ])('%s', (_, amount, symbol, inputs, expected) => {
    expect(fiatOf(amount, symbol, inputs)).toEqual(expected);
  });

  it('an asset named like a priced one but of another kind is not valued', () => {
    const impostor: ChainProfile = {
      ...LUMI_DEV,
      assets: [{ ref: { type: 'Local', id: 7 }, symbol: 'LUMI', name: 'Fake', decimals: 12 }],
    };
    expect(fiatOf(LUMI(1n), 'LUMI', at('USD', impostor))).toEqual(none('unpriced'));
  });
});

describe('formatFiatEstimate', () => {
  it.each([
    [parseRate('1234.567'), 'PHP', 'en-US', '≈\u00a0₱1,234.57'],
    [parseRate('1234.567'), 'USD', 'en-US', '≈\u00a0$1,234.57'],
    [1n, 'USD', 'en-US', '≈\u00a0<$0.01'],
    [0n, 'PHP', 'fil-PH', '≈\u00a0₱0.00'],
  ])('%s %s in %s', (v, currency, locale, text) => {
    expect(formatFiatEstimate(v, VALUE_DECIMALS, { currency, locale })).toBe(text);
  });
});

describe('pegOf', () => {
  const php = parseRate('58.5');
  it.each<[string, bigint, bigint, bigint | undefined, bigint | undefined, boolean]>([
    ['the genesis pool on the genesis rate', LUMI(1000n), PHPU(58_500n), php, 0n, false],
    ['the Oracle at 60 puts the pool 2.56 % above', LUMI(1000n), PHPU(58_500n), parseRate('60'), 256n, true],
    ['2 % above (199 bps once floored) is not yet off', LUMI(1020n), PHPU(58_500n), php, 199n, false],
    ['2.1 % above is off', LUMI(1021n), PHPU(58_500n), php, 209n, true],
    ['below the peg counts the same', LUMI(970n), PHPU(58_500n), php, -300n, true],
    ['no PHP rate', LUMI(1000n), PHPU(58_500n), undefined, undefined, false],
    ['an empty pool', 0n, 0n, php, undefined, false],
  ])('%s', (_, reserveLumi, reservePhpu, rate, deviation, off) => {
    const peg = pegOf(reserveLumi, reservePhpu, rate);
    expect(peg?.deviationBps).toBe(deviation);
    expect(peg ? isOffPeg(peg) : false).toBe(off);
  });
});

describe('fiatNotice', () => {
  const NOW = 1_800_000_000_000;
  const HOUR = 3_600_000;
  const health =
    (fedAt: Record<string, number>, quorum = 1) =>
    (currency: string) =>
      rateHealth({
        currency,
        fedAt: fedAt[currency] ?? 0,
        feedTimes: fedAt[currency] ? [fedAt[currency]] : [],
        quorum,
        expiresInMs: HOUR,
        now: NOW,
      });
  const fresh = NOW - 180_000;
  const base: FiatNoticeInput = {
    hasOracle: true,
    currency: 'USD',
    phpFedAt: fresh,
    health: health({ PHP: fresh }),
    peg: { deviationBps: 0n },
  };
  const kinds = (input: FiatNoticeInput) => {
    const n = fiatNotice(input);
    return n.show ? n.warnings.map((w) => (w.kind === 'off-peg' ? w.kind : `${w.kind}:${w.currency}`)) : null;
  };

  it.each<[string, Partial<FiatNoticeInput>, string[] | null]>([
    ['a fresh rate on the peg: the age alone', {}, []],
    ['no oracle on the chain: nothing at all', { hasOracle: false }, null],
    ['the Oracle not read yet: nothing', { phpFedAt: undefined, health: undefined }, null],
    ['a genesis PHP rate is stale', { phpFedAt: 0, health: health({}) }, ['stale:PHP']],
    ['a PHP rate fed an hour ago is stale', { health: health({ PHP: NOW - HOUR }) }, ['stale:PHP']],
    ['a fresh rate under quorum', { health: health({ PHP: fresh }, 2) }, ['under-quorum:PHP']],
    ['USD, the base, is never marked', { currency: 'USD', health: health({ PHP: fresh }) }, []],
    ['PHP as display currency is judged once', { currency: 'PHP', health: health({}) }, ['stale:PHP']],
    [
      'EUR as display currency is judged too',
      { currency: 'EUR', health: health({ PHP: fresh }) },
      ['stale:EUR'],
    ],
    ['2.56 % above the peg', { peg: { deviationBps: 256n } }, ['off-peg']],
    ['exactly 2 % is not off', { peg: { deviationBps: -200n } }, []],
    ['no pool: no peg check', { peg: undefined }, []],
    [
      'stale and off the peg at once',
      { phpFedAt: 0, health: health({}), peg: { deviationBps: -250n } },
      ['stale:PHP', 'off-peg'],
    ],
  ])('%s', (_, change, expected) => {
    expect(kinds({ ...base, ...change })).toEqual(expected);
  });

  it('says a genesis rate is from genesis and a fed one when', () => {
    expect(fiatNotice({ ...base, phpFedAt: 0 })).toMatchObject({ age: { kind: 'genesis' } });
    expect(fiatNotice(base)).toMatchObject({ age: { kind: 'fed', at: fresh } });
  });
});

describe('rowValues', () => {
  const item = (change: Partial<ActivityItem>): ActivityItem => ({
    id: '1',
    type: 'transfer',
    block: 1,
    blockHash: '0x00',
    timestamp: 0,
    direction: 'in',
    asset: 'PHPU',
    decimals: 6,
    amount: 5n,
    counterparty: null,
    ...change,
  });
  it.each<[string, Partial<ActivityItem>, ReturnType<typeof rowValues>]>([
    ['a transfer: what moved', {}, [{ amount: 5n, symbol: 'PHPU' }]],
    ['a fee: the fee', { type: 'fee', asset: 'LUMI', amount: 7n }, [{ amount: 7n, symbol: 'LUMI' }]],
    [
      'an own swap: both legs, paid then received',
      {
        type: 'swap',
        direction: 'self',
        swap: { paid: { asset: 'LUMI', amount: 1n }, received: { asset: 'PHPU', amount: 58n } },
      },
      [
        { amount: 1n, symbol: 'LUMI' },
        { amount: 58n, symbol: 'PHPU' },
      ],
    ],
    [
      'a swap paying out to this account: only what came in',
      {
        type: 'swap',
        direction: 'in',
        swap: { paid: { asset: 'LUMI', amount: 1n }, received: { asset: 'PHPU', amount: 58n } },
      },
      [{ amount: 58n, symbol: 'PHPU' }],
    ],
    ['a swap the index has no legs for: nothing', { type: 'swap', direction: 'self' }, []],
    [
      'liquidity: the LP tokens',
      { type: 'liquidity_added', asset: 'LPHPU', amount: 9n },
      [{ amount: 9n, symbol: 'LPHPU' }],
    ],
    ['a failed transaction: nothing', { failure: { call: 'x', error: { type: 'Other' } } }, []],
    ['no amount: nothing', { type: 'call', asset: null, amount: null }, []],
  ])('%s', (_, change, expected) => {
    expect(rowValues(item(change))).toEqual(expected);
  });
});

describe('age', () => {
  const now = Date.UTC(2026, 10, 26, 12, 0, 0);
  it.each<[string, number, string]>([
    ['a time a few seconds ahead of this clock (a block timestamp leading it)', now + 4_000, 'now'],
    ['the same moment', now, 'now'],
    ['seconds ago', now - 12_000, '12 seconds ago'],
    ['minutes ago', now - 3 * 60_000, '3 minutes ago'],
    ['hours ago', now - 2 * 3_600_000, '2 hours ago'],
  ])('%s', (_what, at, text) => {
    expect(age(at, now, 'en-US')).toBe(text);
  });
});

describe('feeAmount', () => {
  const native = { symbol: 'LUMI', decimals: 12 };
  const payment = (token: 'native' | 'PHPU', amount: bigint) => ({ token, amount, automatic: false });
  it.each<
    [string, Parameters<typeof feeAmount>[0], { symbol?: string } | undefined, ReturnType<typeof feeAmount>]
  >([
    [
      'the native estimate when no asset is chosen',
      { fee: 7n, payment: undefined },
      native,
      { amount: 7n, symbol: 'LUMI' },
    ],
    [
      'the chosen asset and its amount',
      { fee: 7n, payment: payment('PHPU', 400n) },
      native,
      { amount: 400n, symbol: 'PHPU' },
    ],
    [
      'the native token chosen explicitly',
      { fee: 7n, payment: payment('native', 9n) },
      native,
      { amount: 9n, symbol: 'LUMI' },
    ],
    ['nothing while the fee is unknown', { fee: undefined, payment: undefined }, native, undefined],
    ['nothing while the native token is read', { fee: 7n, payment: undefined }, undefined, undefined],
    ['nothing for a native token without a symbol', { fee: 7n, payment: undefined }, {}, undefined],
  ])('%s', (_name, verdict, token, expected) => {
    expect(feeAmount(verdict, token)).toEqual(expected);
  });

  it('values a fee paid in PHPU as PHPU and one paid natively as the native token', () => {
    expect(paidFeeAmount({ token: 'PHPU', amount: 3n }, native)).toEqual({ amount: 3n, symbol: 'PHPU' });
    expect(paidFeeAmount({ token: 'native', amount: 3n }, { symbol: 'DOT' })).toEqual({
      amount: 3n,
      symbol: 'DOT',
    });
  });

  it('a fee in PHPU on Lumi is valued through the one valuation path', () => {
    const fee = feeAmount({ fee: 7n, payment: payment('PHPU', PHPU(2n)) }, native)!;
    expect(fiatOf(fee.amount, fee.symbol, at('PHP'))).toEqual(value(2n * ONE));
    // On a chain without the forex oracle nothing is valued, whatever pays the fee.
    expect(fiatOf(fee.amount, fee.symbol, at('PHP', ASSET_HUB_DEV))).toEqual(none('no-oracle'));
  });
});
