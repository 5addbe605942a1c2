// The store: one implementation of the Store interface for SQLite and PostgreSQL, every query written once with
// Kysely. What differs between the two databases is in their Flavor (flavor.ts). A batch of blocks is one
// transaction with one multi-row statement per table (split only when it would exceed the bound-parameter
// limits), so a batch's rows commit together or not at all.
import type { Kysely, Transaction } from 'kysely';
import { checkBlocks } from './check.ts';
import type { Flavor } from './flavor.ts';
import {
  CHAIN_TABLES,
  grantRefusal,
  toActivityRow,
  toForexPoint,
  toPoolRecord,
  toSnapshot,
  toSwapRow,
} from './rows.ts';
import type { Tables } from './schema.ts';
import type {
  ActivityQuery,
  ActivityRow,
  FeederSubmission,
  ForexPoint,
  GrantReservation,
  GrantRequest,
  IndexedBlock,
  PoolRecord,
  PoolSnapshotRow,
  Store,
  SwapRow,
} from './types.ts';

/** Bound values per statement: SQLite allows 32,766, PostgreSQL 65,535. */
const MAX_PARAMETERS = 30_000;

/** Last row per key wins, as a replace would; ON CONFLICT DO UPDATE may touch a row only once per statement. */
function lastPerKey<T>(rows: readonly T[], key: (r: T) => string): T[] {
  return [...new Map(rows.map((r) => [key(r), r])).values()];
}

/** Runs `insert` on consecutive slices of `rows`, each small enough to bind in one statement. */
async function inSlices<T>(
  rows: readonly T[],
  columns: number,
  insert: (slice: readonly T[]) => Promise<unknown>,
): Promise<void> {
  const size = Math.floor(MAX_PARAMETERS / columns);
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function writeBlocks(trx: Transaction<Tables>, blocks: readonly IndexedBlock[]): Promise<void> {
  const headers = lastPerKey(blocks, (b) => String(b.number));
  await inSlices(headers, 3, (slice) =>
    trx
      .insertInto('blocks')
      .values(slice.map((b) => ({ number: b.number, hash: b.hash, timestamp: b.timestamp })))
      .onConflict((oc) =>
        oc
          .column('number')
          .doUpdateSet((eb) => ({ hash: eb.ref('excluded.hash'), timestamp: eb.ref('excluded.timestamp') })),
      )
      .execute(),
  );
  const pools = blocks.flatMap((b) => b.pools.map((p) => ({ ...p, firstBlock: b.number })));
  await inSlices(pools, 5, (slice) =>
    trx
      .insertInto('pools')
      .values(
        slice.map((p) => ({
          lp_token: p.lpToken,
          asset1: p.asset1,
          asset2: p.asset2,
          account: p.account,
          first_block: p.firstBlock,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute(),
  );
  await inSlices(
    blocks.flatMap((b) => b.activity),
    10,
    (slice) =>
      trx
        .insertInto('activity')
        .values(
          slice.map((a) => ({
            account: a.account,
            block: a.block,
            event_index: a.eventIndex,
            extrinsic_index: a.extrinsicIndex,
            kind: a.kind,
            direction: a.direction,
            asset: a.asset,
            amount: a.amount,
            counterparty: a.counterparty,
            details: a.details ? JSON.stringify(a.details) : null,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute(),
  );
  const snapshots = lastPerKey(
    blocks.flatMap((b) => b.poolSnapshots),
    (p) => `${p.lpToken}/${p.block}`,
  );
  await inSlices(snapshots, 6, (slice) =>
    trx
      .insertInto('pool_snapshots')
      .values(
        slice.map((p) => ({
          lp_token: p.lpToken,
          block: p.block,
          reserve1: p.reserve1,
          reserve2: p.reserve2,
          lp_supply: p.lpSupply,
          lp_fee: p.lpFee,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['lp_token', 'block']).doUpdateSet((eb) => ({
          reserve1: eb.ref('excluded.reserve1'),
          reserve2: eb.ref('excluded.reserve2'),
          lp_supply: eb.ref('excluded.lp_supply'),
          lp_fee: eb.ref('excluded.lp_fee'),
        })),
      )
      .execute(),
  );
  await inSlices(
    blocks.flatMap((b) => b.swaps),
    8,
    (slice) =>
      trx
        .insertInto('swaps')
        .values(
          slice.map((w) => ({
            lp_token: w.lpToken,
            block: w.block,
            event_index: w.eventIndex,
            hop: w.hop,
            side_in: w.sideIn,
            amount_in: w.amountIn,
            amount_out: w.amountOut,
            lp_fee: w.lpFee,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute(),
  );
  const forex = lastPerKey(
    blocks.flatMap((b) => b.forex),
    (f) => `${f.currency}/${f.block}`,
  );
  await inSlices(forex, 5, (slice) =>
    trx
      .insertInto('forex_updates')
      .values(
        slice.map((f) => ({
          currency: f.currency,
          block: f.block,
          rate: f.rate,
          feed_timestamp: f.feedTimestamp,
          sender: f.sender,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['currency', 'block']).doUpdateSet((eb) => ({
          rate: eb.ref('excluded.rate'),
          feed_timestamp: eb.ref('excluded.feed_timestamp'),
          sender: eb.ref('excluded.sender'),
        })),
      )
      .execute(),
  );
}

export class SqlStore implements Store {
  readonly #db: Kysely<Tables>;
  readonly #flavor: Flavor;
  readonly #release: () => Promise<void>;
  #closed = false;

  /** `release` runs once, on the first close (by default it closes the connection or pool). */
  constructor(db: Kysely<Tables>, flavor: Flavor, release: () => Promise<void> = () => db.destroy()) {
    this.#db = db;
    this.#flavor = flavor;
    this.#release = release;
  }

  async getMeta(key: string): Promise<string | undefined> {
    return (await this.#db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst())
      ?.value;
  }

  async setMeta(key: string, value: string): Promise<void> {
    await this.#db
      .insertInto('meta')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
  }

  async lastBlock(): Promise<{ number: number; hash: string } | undefined> {
    return this.#db
      .selectFrom('blocks')
      .select(['number', 'hash'])
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async applyBlocks(blocks: readonly IndexedBlock[]): Promise<void> {
    checkBlocks(blocks);
    if (blocks.length === 0) return;
    await this.#db.transaction().execute((trx) => writeBlocks(trx, blocks));
  }

  async resetChainData(): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      for (const t of CHAIN_TABLES) await trx.deleteFrom(t).execute();
    });
  }

  async pools(): Promise<PoolRecord[]> {
    const rows = await this.#db
      .selectFrom('pools')
      .select(['lp_token', 'asset1', 'asset2', 'account'])
      .orderBy('lp_token')
      .execute();
    return rows.map(toPoolRecord);
  }

  #snapshots(lpToken: number) {
    return this.#db
      .selectFrom('pool_snapshots as p')
      .innerJoin('blocks as b', 'b.number', 'p.block')
      .selectAll('p')
      .select('b.timestamp')
      .where('p.lp_token', '=', lpToken);
  }

  async latestPoolSnapshot(lpToken: number): Promise<PoolSnapshotRow | undefined> {
    const r = await this.#snapshots(lpToken).orderBy('p.block', 'desc').limit(1).executeTakeFirst();
    return r && toSnapshot(r);
  }

  async poolSnapshots(lpToken: number, from: number, to: number): Promise<PoolSnapshotRow[]> {
    const rows = await this.#snapshots(lpToken)
      .where('b.timestamp', '>=', from)
      .where('b.timestamp', '<=', to)
      .orderBy('p.block')
      .execute();
    return rows.map(toSnapshot);
  }

  async poolSnapshotAt(lpToken: number, time: number): Promise<PoolSnapshotRow | undefined> {
    const r = await this.#snapshots(lpToken)
      .where('b.timestamp', '<=', time)
      .orderBy('p.block', 'desc')
      .limit(1)
      .executeTakeFirst();
    return r && toSnapshot(r);
  }

  async swaps(lpToken: number, from: number, to: number): Promise<SwapRow[]> {
    const rows = await this.#db
      .selectFrom('swaps as s')
      .innerJoin('blocks as b', 'b.number', 's.block')
      .selectAll('s')
      .select('b.timestamp')
      .where('s.lp_token', '=', lpToken)
      .where('b.timestamp', '>=', from)
      .where('b.timestamp', '<=', to)
      .orderBy('s.block')
      .orderBy('s.event_index')
      .orderBy('s.hop')
      .execute();
    return rows.map(toSwapRow);
  }

  async activity(q: ActivityQuery): Promise<ActivityRow[]> {
    let query = this.#db
      .selectFrom('activity as a')
      .innerJoin('blocks as b', 'b.number', 'a.block')
      .selectAll('a')
      .select(['b.hash', 'b.timestamp'])
      .where('a.account', '=', q.account);
    const before = q.before;
    if (before) {
      // A row value comparison: both databases walk the primary key (account, block, event_index) backwards.
      query = query.where((eb) =>
        eb(eb.refTuple('a.block', 'a.event_index'), '<', eb.tuple(before.block, before.eventIndex)),
      );
    }
    if (q.kinds && q.kinds.length > 0) query = query.where('a.kind', 'in', q.kinds);
    const rows = await query
      .orderBy('a.block', 'desc')
      .orderBy('a.event_index', 'desc')
      .limit(q.limit)
      .execute();
    return rows.map(toActivityRow);
  }

  /** Forex rows with their block time and, when this service fed the value, the source it came from. */
  #forex(currency: string) {
    return this.#db
      .selectFrom('forex_updates as f')
      .innerJoin('blocks as b', 'b.number', 'f.block')
      .select((eb) => [
        'f.block',
        'b.timestamp',
        'f.rate',
        eb
          .selectFrom('feeder_submissions as s')
          .select('s.source')
          .whereRef('s.block', '=', 'f.block')
          .whereRef('s.sender', '=', 'f.sender')
          .limit(1)
          .as('source'),
      ])
      .where('f.currency', '=', currency);
  }

  async forexHistory(currency: string, from: number, to: number): Promise<ForexPoint[]> {
    const rows = await this.#forex(currency)
      .where('b.timestamp', '>=', from)
      .where('b.timestamp', '<=', to)
      .orderBy('f.block')
      .execute();
    return rows.map(toForexPoint);
  }

  async forexAt(currency: string, time: number): Promise<ForexPoint | undefined> {
    const r = await this.#forex(currency)
      .where('b.timestamp', '<=', time)
      .orderBy('f.block', 'desc')
      .limit(1)
      .executeTakeFirst();
    return r && toForexPoint(r);
  }

  async forexCurrencies(): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('forex_updates')
      .select('currency')
      .distinct()
      .orderBy('currency')
      .execute();
    return rows.map((r) => r.currency);
  }

  async reserveGrant(req: GrantRequest): Promise<GrantReservation> {
    return this.#db.transaction().execute(async (trx): Promise<GrantReservation> => {
      await this.#flavor.lockGrants(trx);
      const live = trx.selectFrom('faucet_grants').select('at').where('status', '<>', 'failed');
      const last = await live
        .where('address', '=', req.address)
        .where('at', '>', req.now - req.addressWindowMs)
        .orderBy('at', 'desc')
        .limit(1)
        .executeTakeFirst();
      const byIp = await live
        .where('ip', '=', req.ip)
        .where('at', '>', req.now - req.ipWindowMs)
        .orderBy('at')
        .execute();
      const refusal = grantRefusal(
        last?.at,
        byIp.map((r) => r.at),
        req,
      );
      if (refusal) return refusal;
      const { id } = await trx
        .insertInto('faucet_grants')
        .values({ address: req.address, ip: req.ip, at: req.now, status: 'pending' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ok: true, id };
    });
  }

  async completeGrant(id: number, txHashes: string[]): Promise<void> {
    await this.#db
      .updateTable('faucet_grants')
      .set({ status: 'sent', tx_hashes: JSON.stringify(txHashes) })
      .where('id', '=', id)
      .execute();
  }

  async cancelGrant(id: number): Promise<void> {
    await this.#db.updateTable('faucet_grants').set({ status: 'failed' }).where('id', '=', id).execute();
  }

  async recordSubmission(s: FeederSubmission): Promise<void> {
    await this.#db
      .insertInto('feeder_submissions')
      .values({
        tx_hash: s.txHash,
        block_hash: s.blockHash,
        block: s.block,
        source: s.source,
        sender: s.sender,
        rates: JSON.stringify(s.values),
        at: s.at,
      })
      .onConflict((oc) =>
        oc.column('tx_hash').doUpdateSet((eb) => ({
          block_hash: eb.ref('excluded.block_hash'),
          block: eb.ref('excluded.block'),
          source: eb.ref('excluded.source'),
          sender: eb.ref('excluded.sender'),
          rates: eb.ref('excluded.rates'),
          at: eb.ref('excluded.at'),
        })),
      )
      .execute();
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#release();
  }
}
