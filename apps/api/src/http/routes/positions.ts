// GET /api/pools/:id/positions/:address — an account's liquidity position in a pool: its deposits and
// withdrawals, what its share of the reserves is worth now against holding the deposited tokens, and how much
// of it fees paid for (@lumi/chain's positionInsight). The pool's state after each change is the indexed
// snapshot at the end of that change's block.
import { positionInsight, PositionError, type LiquidityChange, type PositionInsight } from '@lumi/chain';
import { encodeAddress } from '@lumi/chain/address';
import { hexToU8a } from '@polkadot/util';
import { z } from 'zod';
import { refKeyOf } from '../../indexer/assets.ts';
import type { ActivityRow, PoolSnapshotRow, Store } from '../../store/types.ts';
import { formatUnits } from '../../util/decimal.ts';
import { HttpError } from '../errors.ts';
import { parseWith, type Route } from '../server.ts';
import { accountOf } from './activity.ts';
import type { RouteContext } from './context.ts';
import { UsdValuer } from './pools.ts';

const idParam = z
  .string()
  .regex(/^\d{1,10}$/, 'must be the pool’s LP token id, a whole number')
  .transform(Number);

const PAGE = 100;

/** The account's liquidity rows in the pool, oldest first, read page by page from the activity index. */
async function liquidityRows(store: Store, account: string, pool: number): Promise<ActivityRow[]> {
  const rows: ActivityRow[] = [];
  let before: { block: number; eventIndex: number } | undefined;
  for (;;) {
    const page = await store.activity({
      account,
      before,
      limit: PAGE,
      kinds: ['liquidity_added', 'liquidity_removed'],
    });
    rows.push(...page.filter((r) => r.details?.pool === pool));
    const last = page[page.length - 1];
    if (page.length < PAGE || !last) break;
    before = { block: last.block, eventIndex: last.eventIndex };
  }
  return rows.reverse();
}

/**
 * The changes of the position the account holds: deposits whose LP was minted to it, and withdrawals it made
 * (burning its own LP). A deposit someone else minted to it counts; a withdrawal paid out to it from another
 * account's LP does not.
 */
function positionChanges(account: string, rows: readonly ActivityRow[]) {
  return rows.filter((r) =>
    r.kind === 'liquidity_added' ? r.details?.mintTo === account : r.counterparty === null,
  );
}

const str = (v: bigint) => v.toString();

function present(insight: PositionInsight): Record<keyof PositionInsight, string> {
  const out = {} as Record<keyof PositionInsight, string>;
  for (const key of Object.keys(insight) as (keyof PositionInsight)[]) out[key] = str(insight[key]);
  return out;
}

/** A stored decimal amount; anything else means the row is not what the indexer writes. */
function units(v: unknown, what: string): bigint {
  if (typeof v !== 'string' || !/^\d+$/.test(v)) {
    throw new HttpError(500, 'bad_index', `An indexed liquidity row has no valid ${what}.`);
  }
  return BigInt(v);
}

export function positionRoutes(ctx: RouteContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/pools/:id/positions/:address',
      handler: async ({ params }) => {
        const id = parseWith(idParam, params.id, 'id');
        const ss58 = ctx.chain()?.ss58Format ?? 42;
        const account = accountOf(params.address ?? '', ss58);
        const pool = (await ctx.store.pools()).find((p) => p.lpToken === id);
        if (!pool) throw new HttpError(404, 'unknown_pool', `No pool with LP token ${id} has been indexed.`);
        const latest = await ctx.store.latestPoolSnapshot(id);
        if (!latest) throw new HttpError(404, 'unknown_pool', `Pool ${id} has no indexed state yet.`);

        const rows = positionChanges(account, await liquidityRows(ctx.store, account, id));
        const snapshots = new Map<number, PoolSnapshotRow | undefined>();
        const changes: LiquidityChange[] = [];
        for (const row of rows) {
          if (!snapshots.has(row.block)) {
            snapshots.set(row.block, await ctx.store.poolSnapshotAtBlock(id, row.block));
          }
          const after = snapshots.get(row.block);
          if (!after)
            throw new HttpError(503, 'not_indexed', `Pool ${id} has no state indexed at block ${row.block}.`);
          changes.push({
            kind: row.kind === 'liquidity_added' ? 'added' : 'removed',
            amount1: units(row.details?.amount1, 'amount1'),
            amount2: units(row.details?.amount2, 'amount2'),
            lp: units(row.amount, 'LP amount'),
            poolAfter: {
              reserve1: BigInt(after.reserve1),
              reserve2: BigInt(after.reserve2),
              lpSupply: BigInt(after.lpSupply),
            },
          });
        }
        const now = {
          reserve1: BigInt(latest.reserve1),
          reserve2: BigInt(latest.reserve2),
          lpSupply: BigInt(latest.lpSupply),
        };
        let insight: PositionInsight | undefined;
        let unavailable: string | undefined;
        try {
          insight = positionInsight(changes, now);
        } catch (e) {
          if (!(e instanceof PositionError)) throw e;
          // LP tokens that came by transfer have no deposit to compare with: say so instead of a wrong figure.
          unavailable = e.message;
        }
        const php = await ctx.store.forexAt('PHP', ctx.now());
        const valuer = new UsdValuer(pool, now.reserve1, now.reserve2, php ? BigInt(php.rate) : undefined);
        // Values in asset 2 to USD, keeping the sign (a loss is negative).
        const usd = (v: bigint) => {
          const abs = valuer.value(2, v < 0n ? -v : v);
          return abs === undefined ? null : formatUnits(v < 0n ? -abs : abs, 6);
        };
        const asset = (key: string) => ({
          key: refKeyOf(key),
          symbol: ctx.names.label(key),
          decimals: ctx.names.decimals(key) ?? null,
        });
        return {
          body: {
            pool: id,
            address: encodeAddress(hexToU8a(account), ss58),
            asset1: asset(pool.asset1),
            asset2: asset(pool.asset2),
            block: latest.block,
            since: rows[0]?.timestamp ?? null,
            changes: rows.map((row, i) => ({
              block: row.block,
              blockHash: row.blockHash,
              timestamp: row.timestamp,
              kind: changes[i]!.kind,
              amount1: str(changes[i]!.amount1),
              amount2: str(changes[i]!.amount2),
              lp: str(changes[i]!.lp),
            })),
            position: insight ? present(insight) : null,
            unavailable: unavailable ?? null,
            usd: insight
              ? {
                  value: usd(insight.value),
                  heldValue: usd(insight.heldValue),
                  feesValue: usd(insight.feesValue),
                  impermanentLoss: usd(insight.impermanentLoss),
                  versusHolding: usd(insight.versusHolding),
                }
              : null,
            indexedTo: ctx.indexer.lastIndexed,
          },
        };
      },
    },
  ];
}
