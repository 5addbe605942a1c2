// The networked store: PostgreSQL through node-postgres (a connection pool). Same tables, keys and semantics as
// the SQLite store; a batch of blocks is one transaction with one multi-row statement per table.
import pg from 'pg';
import { checkBlocks } from './check.ts';
import { SchemaTooNewError } from './errors.ts';
import { PG_MIGRATIONS } from './postgres-migrations.ts';
import {
  CHAIN_TABLES,
  FOREX_SELECT,
  grantRefusal,
  toActivityRow,
  toForexPoint,
  toPoolRecord,
  toSnapshot,
  toSwapRow,
  type Row,
} from './rows.ts';
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

/** pg_advisory_xact_lock key held while migrating ("LumiApi" in ASCII). */
const MIGRATION_LOCK = '0x4c756d69417069';

// Block numbers, timestamps and ids are BIGINT; they are far below 2^53, and a value that is not is refused
// rather than rounded. NUMERIC (amounts) keeps the driver's default: exact decimal text.
function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`BIGINT ${text} does not fit a JavaScript number`);
  return n;
}
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PostgresStoreOptions {
  /** Pool size (default 10). */
  maxConnections?: number;
  /** An idle pooled connection failed (the pool drops it and reconnects on demand). */
  onIdleError?: (error: Error) => void;
}

export async function openPostgresStore(
  url: string,
  options: PostgresStoreOptions = {},
): Promise<PostgresStore> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 15_000,
    application_name: 'lumi-api',
    types: TYPES,
  });
  pool.on('error', (e) => options.onIdleError?.(e));
  try {
    await migrate(pool);
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw e;
  }
  return new PostgresStore(pool);
}

async function inTransaction<T>(pool: pg.Pool, work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  let broken: Error | undefined;
  try {
    await c.query('BEGIN');
    const result = await work(c);
    await c.query('COMMIT');
    return result;
  } catch (e) {
    await c.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw e;
  } finally {
    // A connection whose rollback failed is in an unknown state: destroy it instead of reusing it.
    c.release(broken);
  }
}

async function migrate(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (c) => {
    // Taken before anything else, so a second process starting at the same time waits here and then finds
    // the steps already applied (CREATE TABLE IF NOT EXISTS alone races).
    await c.query('SELECT pg_advisory_xact_lock($1::bigint)', [BigInt(MIGRATION_LOCK).toString()]);
    await c.query(
      `CREATE TABLE IF NOT EXISTS lumi_schema_migrations (
         version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
    );
    const { rows } = await c.query<{ v: number }>(
      'SELECT COALESCE(MAX(version), 0) AS v FROM lumi_schema_migrations',
    );
    const current = rows[0]!.v;
    if (current > PG_MIGRATIONS.length) {
      throw new SchemaTooNewError(
        `the database schema (version ${current}) is newer than this service knows (${PG_MIGRATIONS.length})`,
      );
    }
    for (let v = current; v < PG_MIGRATIONS.length; v++) {
      await c.query(PG_MIGRATIONS[v]!);
      await c.query('INSERT INTO lumi_schema_migrations (version) VALUES ($1)', [v + 1]);
    }
  });
}

/** Last row per key wins, as INSERT OR REPLACE does in SQLite (ON CONFLICT DO UPDATE may touch a row once). */
function lastPerKey<T>(rows: readonly T[], key: (r: T) => string): T[] {
  return [...new Map(rows.map((r) => [key(r), r])).values()];
}

export class PostgresStore implements Store {
  readonly #pool: pg.Pool;
  #closed = false;

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  async #rows(name: string, text: string, values: unknown[] = []): Promise<Row[]> {
    return (await this.#pool.query<Row>({ name, text, values })).rows;
  }

  async getMeta(key: string): Promise<string | undefined> {
    const rows = await this.#rows('lumi_get_meta', 'SELECT value FROM meta WHERE key = $1', [key]);
    return rows[0]?.value as string | undefined;
  }

  async setMeta(key: string, value: string): Promise<void> {
    await this.#rows(
      'lumi_set_meta',
      'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      [key, value],
    );
  }

  async lastBlock(): Promise<{ number: number; hash: string } | undefined> {
    const r = (
      await this.#rows('lumi_last_block', 'SELECT number, hash FROM blocks ORDER BY number DESC LIMIT 1')
    )[0];
    return r ? { number: r.number as number, hash: r.hash as string } : undefined;
  }

  async applyBlocks(blocks: readonly IndexedBlock[]): Promise<void> {
    checkBlocks(blocks);
    if (blocks.length === 0) return;
    const headers = lastPerKey(blocks, (b) => String(b.number));
    const pools = blocks.flatMap((b) => b.pools.map((p) => ({ ...p, firstBlock: b.number })));
    const activity = blocks.flatMap((b) => b.activity);
    const snapshots = lastPerKey(
      blocks.flatMap((b) => b.poolSnapshots),
      (p) => `${p.lpToken}/${p.block}`,
    );
    const swaps = blocks.flatMap((b) => b.swaps);
    const forex = lastPerKey(
      blocks.flatMap((b) => b.forex),
      (f) => `${f.currency}/${f.block}`,
    );
    await inTransaction(this.#pool, async (c) => {
      // unnest() turns one array per column into rows: one round trip per table for the whole batch.
      await c.query(
        `INSERT INTO blocks (number, hash, timestamp)
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[])
         ON CONFLICT (number) DO UPDATE SET hash = excluded.hash, timestamp = excluded.timestamp`,
        [headers.map((b) => b.number), headers.map((b) => b.hash), headers.map((b) => b.timestamp)],
      );
      if (pools.length > 0) {
        await c.query(
          `INSERT INTO pools (lp_token, asset1, asset2, account, first_block)
           SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::bigint[])
           ON CONFLICT DO NOTHING`,
          [
            pools.map((p) => p.lpToken),
            pools.map((p) => p.asset1),
            pools.map((p) => p.asset2),
            pools.map((p) => p.account),
            pools.map((p) => p.firstBlock),
          ],
        );
      }
      if (activity.length > 0) {
        await c.query(
          `INSERT INTO activity (account, block, event_index, extrinsic_index, kind, direction, asset, amount,
             counterparty, details)
           SELECT * FROM unnest($1::text[], $2::bigint[], $3::int[], $4::int[], $5::text[], $6::text[],
             $7::text[], $8::numeric[], $9::text[], $10::json[])
           ON CONFLICT DO NOTHING`,
          [
            activity.map((a) => a.account),
            activity.map((a) => a.block),
            activity.map((a) => a.eventIndex),
            activity.map((a) => a.extrinsicIndex),
            activity.map((a) => a.kind),
            activity.map((a) => a.direction),
            activity.map((a) => a.asset),
            activity.map((a) => a.amount),
            activity.map((a) => a.counterparty),
            activity.map((a) => (a.details ? JSON.stringify(a.details) : null)),
          ],
        );
      }
      if (snapshots.length > 0) {
        await c.query(
          `INSERT INTO pool_snapshots (lp_token, block, reserve1, reserve2, lp_supply, lp_fee)
           SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::numeric[], $4::numeric[], $5::numeric[],
             $6::int[])
           ON CONFLICT (lp_token, block) DO UPDATE SET reserve1 = excluded.reserve1,
             reserve2 = excluded.reserve2, lp_supply = excluded.lp_supply, lp_fee = excluded.lp_fee`,
          [
            snapshots.map((p) => p.lpToken),
            snapshots.map((p) => p.block),
            snapshots.map((p) => p.reserve1),
            snapshots.map((p) => p.reserve2),
            snapshots.map((p) => p.lpSupply),
            snapshots.map((p) => p.lpFee),
          ],
        );
      }
      if (swaps.length > 0) {
        await c.query(
          `INSERT INTO swaps (lp_token, block, event_index, hop, side_in, amount_in, amount_out, lp_fee)
           SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::int[], $4::int[], $5::smallint[],
             $6::numeric[], $7::numeric[], $8::int[])
           ON CONFLICT DO NOTHING`,
          [
            swaps.map((w) => w.lpToken),
            swaps.map((w) => w.block),
            swaps.map((w) => w.eventIndex),
            swaps.map((w) => w.hop),
            swaps.map((w) => w.sideIn),
            swaps.map((w) => w.amountIn),
            swaps.map((w) => w.amountOut),
            swaps.map((w) => w.lpFee),
          ],
        );
      }
      if (forex.length > 0) {
        await c.query(
          `INSERT INTO forex_updates (currency, block, rate, feed_timestamp, sender)
           SELECT * FROM unnest($1::text[], $2::bigint[], $3::numeric[], $4::bigint[], $5::text[])
           ON CONFLICT (currency, block) DO UPDATE SET rate = excluded.rate,
             feed_timestamp = excluded.feed_timestamp, sender = excluded.sender`,
          [
            forex.map((f) => f.currency),
            forex.map((f) => f.block),
            forex.map((f) => f.rate),
            forex.map((f) => f.feedTimestamp),
            forex.map((f) => f.sender),
          ],
        );
      }
    });
  }

  async resetChainData(): Promise<void> {
    // One statement, so it is atomic; sequences keep counting, as SQLite's AUTOINCREMENT does.
    await this.#pool.query(`TRUNCATE ${CHAIN_TABLES.join(', ')}`);
  }

  async pools(): Promise<PoolRecord[]> {
    return (
      await this.#rows('lumi_pools', 'SELECT lp_token, asset1, asset2, account FROM pools ORDER BY lp_token')
    ).map(toPoolRecord);
  }

  async latestPoolSnapshot(lpToken: number): Promise<PoolSnapshotRow | undefined> {
    const r = (
      await this.#rows(
        'lumi_latest_snapshot',
        `SELECT p.*, b.timestamp FROM pool_snapshots p JOIN blocks b ON b.number = p.block
         WHERE p.lp_token = $1 ORDER BY p.block DESC LIMIT 1`,
        [lpToken],
      )
    )[0];
    return r && toSnapshot(r);
  }

  async poolSnapshots(lpToken: number, from: number, to: number): Promise<PoolSnapshotRow[]> {
    return (
      await this.#rows(
        'lumi_snapshots',
        `SELECT p.*, b.timestamp FROM pool_snapshots p JOIN blocks b ON b.number = p.block
         WHERE p.lp_token = $1 AND b.timestamp >= $2 AND b.timestamp <= $3 ORDER BY p.block`,
        [lpToken, from, to],
      )
    ).map(toSnapshot);
  }

  async poolSnapshotAt(lpToken: number, time: number): Promise<PoolSnapshotRow | undefined> {
    const r = (
      await this.#rows(
        'lumi_snapshot_at',
        `SELECT p.*, b.timestamp FROM pool_snapshots p JOIN blocks b ON b.number = p.block
         WHERE p.lp_token = $1 AND b.timestamp <= $2 ORDER BY p.block DESC LIMIT 1`,
        [lpToken, time],
      )
    )[0];
    return r && toSnapshot(r);
  }

  async swaps(lpToken: number, from: number, to: number): Promise<SwapRow[]> {
    return (
      await this.#rows(
        'lumi_swaps',
        `SELECT s.*, b.timestamp FROM swaps s JOIN blocks b ON b.number = s.block
         WHERE s.lp_token = $1 AND b.timestamp >= $2 AND b.timestamp <= $3
         ORDER BY s.block, s.event_index, s.hop`,
        [lpToken, from, to],
      )
    ).map(toSwapRow);
  }

  async activity(q: ActivityQuery): Promise<ActivityRow[]> {
    const values: unknown[] = [q.account];
    let where = 'a.account = $1';
    if (q.before) {
      values.push(q.before.block, q.before.eventIndex);
      where += ' AND (a.block, a.event_index) < ($2, $3)';
    }
    const byKind = q.kinds !== undefined && q.kinds.length > 0;
    if (byKind) {
      values.push([...q.kinds!]);
      where += ` AND a.kind = ANY($${values.length}::text[])`;
    }
    values.push(q.limit);
    // Four shapes (cursor or not, kinds or not), each a named statement prepared once per connection.
    const name = `lumi_activity_${q.before ? 'cursor' : 'first'}_${byKind ? 'kinds' : 'all'}`;
    const text = `SELECT a.*, b.hash, b.timestamp FROM activity a JOIN blocks b ON b.number = a.block
      WHERE ${where} ORDER BY a.block DESC, a.event_index DESC LIMIT $${values.length}`;
    return (await this.#rows(name, text, values)).map(toActivityRow);
  }

  async forexHistory(currency: string, from: number, to: number): Promise<ForexPoint[]> {
    return (
      await this.#rows(
        'lumi_forex_history',
        `${FOREX_SELECT} WHERE f.currency = $1 AND b.timestamp >= $2 AND b.timestamp <= $3 ORDER BY f.block`,
        [currency, from, to],
      )
    ).map(toForexPoint);
  }

  async forexAt(currency: string, time: number): Promise<ForexPoint | undefined> {
    const r = (
      await this.#rows(
        'lumi_forex_at',
        `${FOREX_SELECT} WHERE f.currency = $1 AND b.timestamp <= $2 ORDER BY f.block DESC LIMIT 1`,
        [currency, time],
      )
    )[0];
    return r && toForexPoint(r);
  }

  async forexCurrencies(): Promise<string[]> {
    return (
      await this.#rows(
        'lumi_forex_currencies',
        'SELECT DISTINCT currency FROM forex_updates ORDER BY currency',
      )
    ).map((r) => r.currency as string);
  }

  async reserveGrant(req: GrantRequest): Promise<GrantReservation> {
    return inTransaction(this.#pool, async (c) => {
      // SHARE ROW EXCLUSIVE conflicts with itself: a reservation from any process on this database waits
      // here until the one before it has committed, and then sees its row. (Row locks cannot guard rows
      // that do not exist yet, and READ COMMITTED alone lets two requests pass the same checks.)
      await c.query('LOCK TABLE faucet_grants IN SHARE ROW EXCLUSIVE MODE');
      const last = await c.query<{ at: number }>(
        `SELECT at FROM faucet_grants WHERE address = $1 AND at > $2 AND status <> 'failed'
         ORDER BY at DESC LIMIT 1`,
        [req.address, req.now - req.addressWindowMs],
      );
      const byIp = await c.query<{ at: number }>(
        "SELECT at FROM faucet_grants WHERE ip = $1 AND at > $2 AND status <> 'failed' ORDER BY at ASC",
        [req.ip, req.now - req.ipWindowMs],
      );
      const refusal = grantRefusal(
        last.rows[0]?.at,
        byIp.rows.map((r) => r.at),
        req,
      );
      if (refusal) return refusal;
      const inserted = await c.query<{ id: number }>(
        "INSERT INTO faucet_grants (address, ip, at, status) VALUES ($1, $2, $3, 'pending') RETURNING id",
        [req.address, req.ip, req.now],
      );
      return { ok: true as const, id: inserted.rows[0]!.id };
    });
  }

  async completeGrant(id: number, txHashes: string[]): Promise<void> {
    await this.#rows(
      'lumi_complete_grant',
      "UPDATE faucet_grants SET status = 'sent', tx_hashes = $1::json WHERE id = $2",
      [JSON.stringify(txHashes), id],
    );
  }

  async cancelGrant(id: number): Promise<void> {
    await this.#rows('lumi_cancel_grant', "UPDATE faucet_grants SET status = 'failed' WHERE id = $1", [id]);
  }

  async recordSubmission(s: FeederSubmission): Promise<void> {
    await this.#rows(
      'lumi_record_submission',
      `INSERT INTO feeder_submissions (tx_hash, block_hash, block, source, sender, rates, at)
       VALUES ($1, $2, $3, $4, $5, $6::json, $7)
       ON CONFLICT (tx_hash) DO UPDATE SET block_hash = excluded.block_hash, block = excluded.block,
         source = excluded.source, sender = excluded.sender, rates = excluded.rates, at = excluded.at`,
      [s.txHash, s.blockHash, s.block, s.source, s.sender, JSON.stringify(s.values), s.at],
    );
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#pool.end();
  }
}
