// Oracle genesis: combined rates to start from (Values), e.g. so the swap UI shows PHP/USD before any feed, and
// the admin-set rules: the quorum, the maximum change per feed and each currency's bounds. Seeds carry
// GENESIS_TIMESTAMP and are no member's raw value: the first fresh feed of a key replaces them.
import { GENESIS_FOREX_RATES, formatRate, parseRate } from '@lumi/chain/forex';
import { z } from 'zod';
import { FIXED_U128_ONE } from '../../primitives/runtime-types.ts';
import { defineGenesis } from '../../support/genesis.ts';
import {
  DEFAULT_MAX_RATE_CHANGE,
  DEFAULT_QUORUM,
  GENESIS_TIMESTAMP,
  MAX_HAS_DISPATCHED_SIZE,
  PERBILL_ONE,
} from './constants.ts';
import { MaxRateChange, Quorum, RateBounds, Values } from './storage.ts';
import { currencyCode } from './types.ts';

const zCode = z.string().regex(/^[A-Z]{3}$/, 'not an ISO-4217 currency code (three uppercase letters)');

/** A decimal string such as "58.50" (JSON numbers are floats and are refused), positive. */
const zRate = z.string().transform((s, ctx) => {
  try {
    const v = parseRate(s);
    if (v === 0n) throw new RangeError('a rate must be positive');
    return v;
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: (e as Error).message });
    return z.NEVER;
  }
});

const schema = z
  .object({
    values: z.array(z.tuple([zCode, zRate])).default([]),
    quorum: z.number().int().min(1).max(MAX_HAS_DISPATCHED_SIZE).default(DEFAULT_QUORUM),
    /** Parts per billion (Perbill), as Substrate serialises a Perbill. */
    maxRateChange: z.number().int().min(0).max(PERBILL_ONE).default(DEFAULT_MAX_RATE_CHANGE),
    /** [code, min, max] with decimal strings. */
    bounds: z.array(z.tuple([zCode, zRate, zRate])).default([]),
  })
  .strict()
  .default({ values: [], quorum: DEFAULT_QUORUM, maxRateChange: DEFAULT_MAX_RATE_CHANGE, bounds: [] })
  .superRefine((cfg, ctx) => {
    const seen = new Set<string>();
    cfg.values.forEach(([code, rate], i) => {
      if (seen.has(code)) ctx.addIssue({ code: 'custom', path: ['values', i], message: `duplicate ${code}` });
      seen.add(code);
      if (code === 'USD' && rate !== FIXED_U128_ONE)
        ctx.addIssue({ code: 'custom', path: ['values', i], message: 'the USD rate must be exactly 1' });
    });
    const bounded = new Map<string, [bigint, bigint]>();
    cfg.bounds.forEach(([code, min, max], i) => {
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['bounds', i], message });
      if (bounded.has(code)) issue(`duplicate ${code}`);
      if (code === 'USD') issue('USD is pinned to 1 and takes no bounds');
      if (min > max) issue(`${code}: min is above max`);
      bounded.set(code, [min, max]);
    });
    cfg.values.forEach(([code, rate], i) => {
      const b = bounded.get(code);
      if (b && (rate < b[0] || rate > b[1]))
        ctx.addIssue({ code: 'custom', path: ['values', i], message: `${code} lies outside its bounds` });
    });
  });

/** Dev bounds: half to twice each genesis rate, wide enough for any plausible move, far from u128::MAX. */
const devBounds = (): [string, string, string][] =>
  Object.entries(GENESIS_FOREX_RATES)
    .filter(([code]) => code !== 'USD')
    .map(([code, r]) => [code, formatRate(r / 2n), formatRate(r * 2n)]);

export const genesis = defineGenesis(
  'oracle',
  schema,
  (cfg) => {
    for (const [code, value] of cfg.values)
      Values.insert(currencyCode(code), { value, timestamp: GENESIS_TIMESTAMP });
    Quorum.set(cfg.quorum);
    MaxRateChange.set(cfg.maxRateChange);
    for (const [code, min, max] of cfg.bounds) RateBounds.insert(currencyCode(code), { min, max });
  },
  (preset) =>
    preset === 'development' || preset === 'local_testnet'
      ? {
          values: Object.entries(GENESIS_FOREX_RATES).map(([code, r]) => [code, formatRate(r)]),
          // The presets have one oracle member (//Forex).
          quorum: 1,
          maxRateChange: DEFAULT_MAX_RATE_CHANGE,
          bounds: devBounds(),
        }
      : undefined,
);
