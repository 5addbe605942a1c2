// GET /api/pools/:id/stats?from&to&interval — a pool by its LP token id (0 is LUMI/PHPU on the dev chain):
// reserves, price, TVL in USD, 24 h volume and fees, fee APR and a price series.
// USD values: PHPU is a peso stablecoin (1 PHPU = 1 PHP), converted with the oracle's PHP-per-USD rate; LUMI
// is valued at the pool's own price in PHPU. Everything is integer math rendered as decimal strings.
import { PHPU } from '@lumi/chain';
import { encodeAddress } from '@lumi/chain/address';
import { hexToU8a } from '@polkadot/util';
import { z } from 'zod';
import { refKeyOf, type AssetNames } from '../../indexer/assets.ts';
import type { PoolRecord, PoolSnapshotRow } from '../../store/types.ts';
import { PRICE_ONE, divRound, formatScaled, formatUnits, priceScaled } from '../../util/decimal.ts';
import { HttpError } from '../errors.ts';
import { parseWith, type Route } from '../server.ts';
import type { RouteContext } from './context.ts';
import { bucketLast, rangeQuery, resolveRange } from './time-range.ts';

const DAY = 86_400_000;
const USD_DECIMALS = 6;
const idParam = z
  .string()
  .regex(/^\d{1,10}$/, 'must be the pool’s LP token id, a whole number')
  .transform(Number);

const PHPU_KEY = 'id' in PHPU.location ? String(PHPU.location.id) : '';

/** Values in USD (10^6 scale) of amounts of a pool's assets, given its reserves and PHP per USD (10^18). */
export class UsdValuer {
  constructor(
    readonly pool: PoolRecord,
    readonly reserve1: bigint,
    readonly reserve2: bigint,
    readonly phpPerUsd: bigint | undefined,
  ) {}

  #phpuToUsd(units: bigint): bigint | undefined {
    if (!this.phpPerUsd) return undefined;
    // units / 10^phpuDecimals PHP ÷ (rate / 10^18) PHP per USD, in 10^6 USD units.
    return divRound(
      units * PRICE_ONE * 10n ** BigInt(USD_DECIMALS),
      this.phpPerUsd * 10n ** BigInt(PHPU.decimals),
    );
  }

  /** Amount of side 1 or 2 in USD units, or undefined when the pool cannot be priced in PHPU. */
  value(side: 1 | 2, amount: bigint): bigint | undefined {
    const [mine, other] =
      side === 1 ? [this.pool.asset1, this.pool.asset2] : [this.pool.asset2, this.pool.asset1];
    if (mine === PHPU_KEY) return this.#phpuToUsd(amount);
    if (other !== PHPU_KEY) return undefined;
    const [rMine, rOther] = side === 1 ? [this.reserve1, this.reserve2] : [this.reserve2, this.reserve1];
    if (rMine === 0n) return undefined;
    return this.#phpuToUsd((amount * rOther) / rMine);
  }
}

const usd = (v: bigint | undefined) => (v === undefined ? null : formatUnits(v, USD_DECIMALS));

export function poolPrice(
  names: AssetNames,
  pool: PoolRecord,
  s: Pick<PoolSnapshotRow, 'reserve1' | 'reserve2'>,
): bigint | undefined {
  const d1 = names.decimals(pool.asset1);
  const d2 = names.decimals(pool.asset2);
  if (d1 === undefined || d2 === undefined) return undefined;
  return priceScaled(BigInt(s.reserve1), d1, BigInt(s.reserve2), d2);
}

export function poolRoutes(ctx: RouteContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/pools/:id/stats',
      handler: async ({ params, query }) => {
        const id = parseWith(idParam, params.id, 'id');
        const q = parseWith(rangeQuery, Object.fromEntries(query), 'query');
        const now = ctx.now();
        const range = resolveRange(q, now, DAY);
        if (typeof range === 'string') throw new HttpError(400, 'invalid_range', `Invalid range: ${range}.`);
        const pool = (await ctx.store.pools()).find((p) => p.lpToken === id);
        if (!pool) throw new HttpError(404, 'unknown_pool', `No pool with LP token ${id} has been indexed.`);
        const latest = await ctx.store.latestPoolSnapshot(id);
        if (!latest) throw new HttpError(404, 'unknown_pool', `Pool ${id} has no indexed state yet.`);
        const ss58 = ctx.chain()?.ss58Format ?? 42;
        const r1 = BigInt(latest.reserve1);
        const r2 = BigInt(latest.reserve2);
        const php = await ctx.store.forexAt('PHP', now);
        const valuer = new UsdValuer(pool, r1, r2, php ? BigInt(php.rate) : undefined);
        const tvl = (() => {
          const a = valuer.value(1, r1);
          const b = valuer.value(2, r2);
          return a === undefined || b === undefined ? undefined : a + b;
        })();

        const swaps = await ctx.store.swaps(id, now - DAY, now);
        let vol1 = 0n;
        let vol2 = 0n;
        let fee1 = 0n;
        let fee2 = 0n;
        for (const s of swaps) {
          const amountIn = BigInt(s.amountIn);
          const amountOut = BigInt(s.amountOut);
          // The LP fee is the part of the input that is not swapped: in·fee/1000.
          const fee = (amountIn * BigInt(s.lpFee)) / 1000n;
          if (s.sideIn === 1) {
            vol1 += amountIn;
            vol2 += amountOut;
            fee1 += fee;
          } else {
            vol2 += amountIn;
            vol1 += amountOut;
            fee2 += fee;
          }
        }
        const sumUsd = (a: bigint | undefined, b: bigint | undefined) =>
          a === undefined || b === undefined ? undefined : a + b;
        // Volume in USD counts each swap once, by its input side.
        const inputs1 = swaps.filter((s) => s.sideIn === 1).reduce((t, s) => t + BigInt(s.amountIn), 0n);
        const inputs2 = swaps.filter((s) => s.sideIn === 2).reduce((t, s) => t + BigInt(s.amountIn), 0n);
        const volumeUsd = sumUsd(valuer.value(1, inputs1), valuer.value(2, inputs2));
        const feesUsd = sumUsd(valuer.value(1, fee1), valuer.value(2, fee2));
        // APR in percent: fees of the last day × 365 / TVL × 100, with 4 decimals.
        const aprPercent =
          feesUsd !== undefined && tvl !== undefined && tvl > 0n
            ? formatUnits(divRound(feesUsd * 365n * 100n * 10_000n, tvl), 4)
            : null;

        const series = (await ctx.store.poolSnapshots(id, range.from, range.to)).map((s) => ({
          time: s.timestamp,
          block: s.block,
          price: poolPrice(ctx.names, pool, s),
        }));
        const start = await ctx.store.poolSnapshotAt(id, range.from);
        let points = bucketLast(series, range.interval);
        if (start && (points.length === 0 || points[0]!.time > range.from)) {
          points = [
            { time: range.from, block: start.block, price: poolPrice(ctx.names, pool, start) },
            ...points,
          ];
        }
        const price = poolPrice(ctx.names, pool, latest);
        const asset = (key: string) => ({
          key: refKeyOf(key),
          symbol: ctx.names.label(key),
          decimals: ctx.names.decimals(key) ?? null,
        });
        return {
          body: {
            id,
            lpToken: { id, symbol: ctx.names.pool(id) },
            asset1: asset(pool.asset1),
            asset2: asset(pool.asset2),
            account: encodeAddress(hexToU8a(pool.account), ss58),
            block: latest.block,
            reserves: { asset1: latest.reserve1, asset2: latest.reserve2 },
            lpSupply: latest.lpSupply,
            lpFeePerMille: latest.lpFee,
            price:
              price === undefined
                ? null
                : {
                    value: formatScaled(price),
                    unit: `${ctx.names.label(pool.asset2)} per ${ctx.names.label(pool.asset1)}`,
                  },
            phpPerUsd: php ? formatScaled(BigInt(php.rate)) : null,
            tvlUsd: usd(tvl),
            volume24h: {
              asset1: vol1.toString(),
              asset2: vol2.toString(),
              usd: usd(volumeUsd),
              swaps: new Set(swaps.map((s) => `${s.block}-${s.eventIndex}`)).size,
            },
            fees24h: { asset1: fee1.toString(), asset2: fee2.toString(), usd: usd(feesUsd) },
            feeAprPercent: aprPercent,
            priceSeries: {
              from: range.from,
              to: range.to,
              interval: range.interval,
              points: points.map((p) => ({
                time: p.time,
                block: p.block,
                price: p.price === undefined ? null : formatScaled(p.price),
              })),
            },
          },
        };
      },
    },
  ];
}
