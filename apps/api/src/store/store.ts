// The store: one implementation of the Store interface for SQLite and PostgreSQL, every query written once with
// Kysely. What differs between the two databases is in their Flavor (flavor.ts). A batch of blocks is one
// transaction (write.ts writes it), so a batch's rows commit together or not at all.
import type { Kysely } from 'kysely';
import { checkBlocks, checkHashes } from './check.ts';
import { compileOnce, slot, type Run } from './compiled.ts';
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
  ActivityKind,
  ActivityQuery,
  ActivityRow,
  ExtrinsicLocation,
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
import { EXTRINSIC_HASHES_FROM } from './migrations.ts';
import { writeBlocks, writeExtrinsicHashes } from './write.ts';

/** An account's activity, newest first; values: account, limit, cursor block and event index, then kinds. */
function activityQuery(db: Kysely<Tables>, cursor: boolean, kinds: number) {
  let query = db
    .selectFrom('activity as a')
    .innerJoin('blocks as b', 'b.number', 'a.block')
    .selectAll('a')
    .select(['b.hash', 'b.timestamp'])
    .where('a.account', '=', slot<string>(0));
  if (cursor) {
    // A row value comparison: both databases walk the primary key (account, block, event_index) backwards.
    query = query.where((eb) =>
      eb(eb.refTuple('a.block', 'a.event_index'), '<', eb.tuple(slot<number>(2), slot<number>(3))),
    );
  }
  if (kinds > 0) {
    const slots = Array.from({ length: kinds }, (_, i) => slot<ActivityKind>(4 + i));
    query = query.where('a.kind', 'in', slots);
  }
  return query.orderBy('a.block', 'desc').orderBy('a.event_index', 'desc').limit(slot<number>(1));
}
type ActivityRowOf = Awaited<ReturnType<ReturnType<typeof activityQuery>['executeTakeFirstOrThrow']>>;

export class SqlStore implements Store {
  readonly #db: Kysely<Tables>;
  readonly #flavor: Flavor;
  readonly #release: () => Promise<void>;
  /** The activity query compiled once per shape: with or without a cursor, by number of kinds. */
  readonly #activityShapes = new Map<string, Run<ActivityRowOf>>();
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

  async addExtrinsicHashes(
    blocks: readonly { number: number; extrinsicHashes: string[] }[],
    missingFrom: number,
  ): Promise<void> {
    for (const b of blocks) checkHashes(b);
    await this.#db.transaction().execute(async (trx) => {
      await writeExtrinsicHashes(trx, blocks);
      await trx
        .insertInto('meta')
        .values({ key: EXTRINSIC_HASHES_FROM, value: String(missingFrom) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(missingFrom) }))
        .execute();
    });
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

  async poolSnapshotAtBlock(lpToken: number, block: number): Promise<PoolSnapshotRow | undefined> {
    const r = await this.#snapshots(lpToken)
      .where('p.block', '<=', block)
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
    const kinds = q.kinds ?? [];
    const shape = `${q.before ? 'cursor' : 'first'}/${kinds.length}`;
    let run = this.#activityShapes.get(shape);
    if (!run) {
      run = compileOnce(activityQuery(this.#db, q.before !== undefined, kinds.length));
      this.#activityShapes.set(shape, run);
    }
    const values = [q.account, q.limit, q.before?.block, q.before?.eventIndex, ...kinds];
    return (await run(this.#db, values)).map(toActivityRow);
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

  async extrinsicByHash(hash: string): Promise<ExtrinsicLocation | undefined> {
    const row = await this.#db
      .selectFrom('extrinsics as e')
      .innerJoin('blocks as b', 'b.number', 'e.block')
      .select(['e.block', 'e.extrinsic_index', 'b.hash'])
      .where('e.hash', '=', hash)
      .orderBy('e.block')
      .limit(1)
      .executeTakeFirst();
    return row && { blockNumber: row.block, blockHash: row.hash, index: row.extrinsic_index };
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
