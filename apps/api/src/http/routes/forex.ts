// GET /api/forex/:currency/history?from&to&interval — the rate of a currency per USD over time, for a chart.
// The series starts with the rate in force at `from` (so a chart has a left edge even between feeds), then one
// point per interval (the last value in it). Points this service fed say which source produced them;
// `simulated: true` marks rates from the simulated source.
import { formatRate } from '@lumi/chain/forex';
import { z } from 'zod';
import { HttpError, notOnThisChain } from '../errors.ts';
import { parseWith, type Route } from '../server.ts';
import type { RouteContext } from './context.ts';
import { bucketLast, rangeQuery, resolveRange } from './time-range.ts';

const currencyParam = z
  .string()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, 'must be an ISO-4217 currency code such as PHP'));

export function forexRoutes(ctx: RouteContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/forex/:currency/history',
      handler: async ({ params, query }) => {
        if (ctx.features()?.forexOracle === false) {
          throw notOnThisChain(
            'forexOracle',
            'This chain has no forex oracle: forex rates are a Lumi chain feature.',
          );
        }
        const currency = parseWith(currencyParam, params.currency, 'currency');
        const q = parseWith(rangeQuery, Object.fromEntries(query), 'query');
        const range = resolveRange(q, ctx.now(), 7 * 86_400_000);
        if (typeof range === 'string') throw new HttpError(400, 'invalid_range', `Invalid range: ${range}.`);
        const known = await ctx.store.forexCurrencies();
        if (currency !== 'USD' && !known.includes(currency)) {
          throw new HttpError(404, 'unknown_currency', `No ${currency} rate has been indexed.`, {
            currencies: known,
          });
        }
        const present = (
          p: { block: number; timestamp: number; rate: string; source: string | null },
          time: number,
        ) => ({
          time,
          block: p.block,
          rate: formatRate(BigInt(p.rate)),
          rateFixed: p.rate,
          source: p.source,
          simulated: p.source === 'simulated',
        });
        let points: ReturnType<typeof present>[] = [];
        if (currency !== 'USD') {
          const start = await ctx.store.forexAt(currency, range.from);
          const inRange = await ctx.store.forexHistory(currency, range.from, range.to);
          points = bucketLast(
            inRange.map((p) => present(p, p.timestamp)),
            range.interval,
          );
          if (start && (points.length === 0 || points[0]!.time > range.from)) {
            points.unshift(present(start, range.from));
          }
        }
        const feeder = ctx.feeder();
        return {
          body: {
            currency,
            base: 'USD',
            decimals: 18,
            from: range.from,
            to: range.to,
            interval: range.interval,
            feeder: feeder ? { source: feeder.source, simulated: feeder.simulated } : null,
            points,
          },
        };
      },
    },
  ];
}
