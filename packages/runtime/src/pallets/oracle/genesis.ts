// Oracle genesis: combined rates to start from (Values), e.g. so the swap UI shows PHP/USD before any feed.
// Seeds carry GENESIS_TIMESTAMP and are no member's raw value: the first fresh feed of a key replaces them.
import { GENESIS_FOREX_RATES, formatRate, parseRate } from '@lumi/chain/forex.ts';
import { z } from 'zod';
import { FIXED_U128_ONE } from '../../primitives/runtime-types.ts';
import { defineGenesis } from '../../support/genesis.ts';
import { GENESIS_TIMESTAMP } from './constants.ts';
import { Values } from './storage.ts';
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
  .object({ values: z.array(z.tuple([zCode, zRate])).default([]) })
  .strict()
  .default({ values: [] })
  .superRefine((cfg, ctx) => {
    const seen = new Set<string>();
    cfg.values.forEach(([code, rate], i) => {
      if (seen.has(code)) ctx.addIssue({ code: 'custom', path: ['values', i], message: `duplicate ${code}` });
      seen.add(code);
      if (code === 'USD' && rate !== FIXED_U128_ONE)
        ctx.addIssue({ code: 'custom', path: ['values', i], message: 'the USD rate must be exactly 1' });
    });
  });

export const genesis = defineGenesis(
  'oracle',
  schema,
  (cfg) => {
    for (const [code, value] of cfg.values)
      Values.insert(currencyCode(code), { value, timestamp: GENESIS_TIMESTAMP });
  },
  (preset) =>
    preset === 'development' || preset === 'local_testnet'
      ? { values: Object.entries(GENESIS_FOREX_RATES).map(([code, r]) => [code, formatRate(r)]) }
      : undefined,
);
