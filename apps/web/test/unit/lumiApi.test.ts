import { describe, expect, it } from 'vitest';
import {
  createLumiApi,
  isApiUnavailable,
  parseActivity,
  parseForexHistory,
  parsePoolStats,
  type ActivityItem,
} from '../../src/shared/api/lumiApi.ts';
import {
  appendPage,
  describeActivity,
  prependNewest,
  typesFor,
} from '../../src/features/activity/describe.ts';
import { chartRange, toSeries } from '../../src/shared/charts/series.ts';
import { chainErrorMessages } from '../../src/shared/i18n/chainError.ts';
import { englishOf } from './i18nEnglish.ts';
import { HttpError, createHttpClient } from '../../src/shared/api/http.ts';

const base = {
  id: '7-2',
  block: 7,
  blockHash: '0xabc',
  timestamp: 1795284384020,
  extrinsicIndex: 1,
  eventIndex: 2,
};

describe('activity answers', () => {
  it('parses amounts as bigint and describes each kind with the formatting module', () => {
    const page = parseActivity({
      address: '5F',
      indexedTo: 9,
      nextCursor: 'Ni4y',
      items: [
        {
          ...base,
          type: 'transfer',
          direction: 'in',
          asset: 'PHPU',
          decimals: 6,
          amount: '5000000000',
          counterparty: '5Grw',
        },
        {
          ...base,
          id: '9-3',
          type: 'swap',
          direction: 'self',
          asset: null,
          decimals: null,
          amount: null,
          counterparty: null,
          details: { assetIn: 'LUMI', amountIn: '10000000000000', assetOut: 'PHPU', amountOut: '583000000' },
        },
        {
          ...base,
          id: '11-6',
          type: 'fee',
          direction: 'out',
          asset: 'LUMI',
          decimals: 12,
          amount: '1234567',
          counterparty: null,
        },
      ],
    });
    expect(page.nextCursor).toBe('Ni4y');
    expect(page.items[0]!.amount).toBe(5_000_000_000n);
    const lines = page.items.map((item) => describeActivity(item, 'en-US'));
    expect(lines[0]).toMatchObject({ amount: '+5,000\u00a0PHPU', tone: 'in' });
    expect(englishOf(lines[0]!.title)).toBe('Received');
    expect(lines[1]!.amount).toBe('\u221210\u00a0LUMI → +583\u00a0PHPU');
    expect(lines[2]!.amount).toBe('\u22120.000001234567\u00a0LUMI');
  });

  it('formats swap and liquidity assets the app has no registry for with the decimals the API gives', () => {
    const page = parseActivity({
      address: '5F',
      indexedTo: 9,
      nextCursor: null,
      items: [
        {
          ...base,
          type: 'swap',
          direction: 'self',
          asset: null,
          decimals: null,
          amount: null,
          counterparty: null,
          details: {
            assetIn: 'DOT',
            assetInDecimals: 10,
            amountIn: '100000000000',
            assetOut: 'USDT',
            assetOutDecimals: 6,
            amountOut: '41234567',
          },
        },
        {
          ...base,
          id: '9-4',
          type: 'liquidity_added',
          direction: 'out',
          asset: 'LP-DOT-USDT',
          decimals: 10,
          amount: '5000000000',
          counterparty: null,
          details: {
            asset1: 'DOT',
            asset1Decimals: 10,
            amount1: '25000000000',
            asset2: 'USDT',
            asset2Decimals: 6,
            amount2: '10500000',
          },
        },
      ],
    });
    const lines = page.items.map((item) => describeActivity(item, 'en-US'));
    expect(lines[0]!.amount).toBe('\u221210\u00a0DOT → +41.234567\u00a0USDT');
    expect(lines[1]!.amount).toBe('\u22122.5\u00a0DOT + 10.5\u00a0USDT → +0.5\u00a0LP-DOT-USDT');
    expect(() =>
      parseActivity({
        items: [
          {
            ...page.items[0],
            amountIn: undefined,
            details: { assetIn: 'DOT', assetInDecimals: 99, amountIn: '1', assetOut: 'USDT', amountOut: '1' },
          },
        ],
        nextCursor: null,
      }),
    ).toThrow(/assetInDecimals/);
  });

  it('describes a failed transaction as the action it was, marked failed with the decoded error', () => {
    const failed = (type: string, call: string, error: unknown) => ({
      ...base,
      type,
      direction: 'out',
      asset: null,
      amount: null,
      counterparty: null,
      details: { failure: { call, error } },
    });
    const page = parseActivity({
      items: [
        failed('swap', 'AssetConversion.swap_exact_tokens_for_tokens', {
          type: 'Module',
          value: { type: 'AssetConversion', value: { type: 'ProvidedMinimumNotSufficientForSwap' } },
        }),
        failed('transfer', 'Balances.transfer_keep_alive', {
          type: 'Token',
          value: { type: 'FundsUnavailable' },
        }),
        failed('liquidity_added', 'AssetConversion.add_liquidity', { type: 'Arithmetic' }),
        failed('liquidity_removed', 'AssetConversion.remove_liquidity', { type: 'Other' }),
        failed('call', 'Parameters.set_parameter', { type: 'BadOrigin' }),
      ],
      nextCursor: null,
    });
    expect(page.items[0]!.failure?.call).toBe('AssetConversion.swap_exact_tokens_for_tokens');
    // The row as a user reads it in English: the title, "Not executed", the decoded error and its fix.
    const said = page.items.map((item) => {
      const line = describeActivity(item, 'en-US');
      const error = line.failed && chainErrorMessages(line.failed);
      return {
        ...line,
        title: englishOf(line.title),
        amount: line.failed ? englishOf({ key: 'activity.notExecuted' }) : line.amount,
        failed: error && [englishOf(error.message), englishOf(error.fix)].filter(Boolean).join(' '),
      };
    });
    expect(said).toEqual([
      {
        title: 'Swap',
        amount: 'Not executed',
        tone: 'neutral',
        counterparty: null,
        failed: 'The price moved beyond your slippage tolerance. Raise it or try again.',
      },
      expect.objectContaining({
        title: 'Send',
        failed: 'The funds are not available (too low, or locked). Lower the amount.',
      }),
      expect.objectContaining({
        title: 'Add liquidity',
        failed: 'The amounts are out of range for the chain’s arithmetic.',
      }),
      expect.objectContaining({
        title: 'Remove liquidity',
        failed: 'The chain refused it for an unnamed reason.',
      }),

      expect.objectContaining({
        title: 'Parameters.set_parameter',
        failed: 'Your account is not allowed to do this.',
      }),
    ]);
    expect(() =>
      parseActivity({ items: [failed('swap', 'AssetConversion.swap', 'boom')], nextCursor: null }),
    ).toThrow(/failure.error is not an object/);
  });

  it('rejects malformed answers with a clear error', () => {
    expect(() => parseActivity({ items: [{ ...base, type: 'mint', direction: 'in' }] })).toThrow(
      /type "mint"/,
    );
    expect(() =>
      parseActivity({ items: [{ ...base, type: 'fee', direction: 'out', amount: '1.5', asset: 'LUMI' }] }),
    ).toThrow(/amount in base units/);
    expect(() => parseActivity({ nextCursor: null })).toThrow(/items is not a list/);
  });

  it('maps filters to API types and never repeats a row when appending', () => {
    expect(typesFor([])).toEqual([]);
    expect(typesFor(['fees', 'liquidity'])).toEqual(['liquidity_added', 'liquidity_removed', 'fee']);
    const row = (id: string) => ({ ...base, id }) as unknown as ActivityItem;
    expect(appendPage([row('a'), row('b')], [row('b'), row('c')]).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(prependNewest([row('b'), row('a')], [row('d'), row('c'), row('b')]).map((r) => r.id)).toEqual([
      'd',
      'c',
      'b',
      'a',
    ]);
    const shown = [row('a')];
    expect(prependNewest(shown, [row('a')])).toBe(shown);
  });
});

describe('history and pool answers', () => {
  it('turns decimal rates into chart points in time order', () => {
    const history = parseForexHistory({
      currency: 'PHP',
      from: 1000,
      to: 5000,
      feeder: { simulated: true },
      points: [
        { time: 3000, block: 2, rate: '58.5936', simulated: true },
        { time: 1000, block: 0, rate: '58.5', simulated: false },
      ],
    });
    expect(history.simulated).toBe(true);
    expect(toSeries(history.points.map((p) => ({ time: p.time, value: p.rate })))).toEqual({
      times: [1, 3],
      values: [58.5, 58.5936],
    });
    expect(() => parseForexHistory({ ...history, points: [{ time: 1, block: 0, rate: 'NaN' }] })).toThrow(
      /decimal/,
    );
  });

  it('reads pool stats with nulls where the API cannot price', () => {
    const stats = parsePoolStats({
      id: 0,
      price: { value: '58.5', unit: 'PHPU per LUMI' },
      tvlUsd: '20000',
      volume24h: { usd: null, swaps: 0 },
      fees24h: { usd: null },
      feeAprPercent: null,
      priceSeries: { points: [{ time: 1, block: 0, price: '58.5' }] },
    });
    expect(stats).toMatchObject({ tvlUsd: '20000', volume24hUsd: null, feeAprPercent: null, swaps24h: 0 });
  });

  it('computes each range window from now', () => {
    const now = 10 * 86_400_000 * 400;
    expect(chartRange('24h', now)).toEqual({ from: now - 86_400_000, to: now });
    expect(chartRange('7d', now).from).toBe(now - 7 * 86_400_000);
    expect(chartRange('all', now).from).toBe(now - 365 * 86_400_000);
  });
});

describe('API availability and the faucet request', () => {
  it('tells "no API behind the proxy" from other failures', () => {
    expect(isApiUnavailable(new HttpError(502, 'x', { error: 'api_unavailable' }))).toBe(true);
    expect(isApiUnavailable(new HttpError(502, 'x', { error: 'faucet_failed' }))).toBe(false);
    expect(isApiUnavailable(new HttpError(429, 'x', { error: 'rate_limited' }))).toBe(false);
  });

  it('posts the faucet request with the anti-forgery header and surfaces the API’s refusal', async () => {
    const seen: { url: string; method: string; token: string | null }[] = [];
    const client = createHttpClient({
      readCookies: () => 'XSRF-TOKEN=tok123',
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        seen.push({
          url: input instanceof Request ? input.url : input.toString(),
          method: init?.method ?? 'GET',
          token: headers.get('X-XSRF-TOKEN'),
        });
        return Promise.resolve(
          new Response(
            JSON.stringify({ error: 'rate_limited', message: 'This address already received test tokens.' }),
            { status: 429 },
          ),
        );
      },
    });
    const api = createLumiApi(client);
    await expect(api.claimFaucet('5Grw')).rejects.toThrow('This address already received test tokens.');
    expect(seen.at(-1)).toEqual({ url: '/api/faucet', method: 'POST', token: 'tok123' });
  });
});
