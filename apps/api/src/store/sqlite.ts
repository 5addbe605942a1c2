// The embedded store: SQLite through better-sqlite3 (WAL, one transaction per applied batch of blocks).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { checkBlocks } from './check.ts';
import { SchemaTooNewError } from './errors.ts';
import { MIGRATIONS } from './migrations.ts';
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

export function openSqliteStore(path: string): SqliteStore {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return new SqliteStore(db);
}

function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new SchemaTooNewError(
      `the database schema (version ${current}) is newer than this service knows (${MIGRATIONS.length})`,
    );
  }
  for (let v = current; v < MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v]!);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}

export class SqliteStore implements Store {
  readonly #db: Database.Database;
  readonly #s;
  readonly #activityStatements = new Map<string, Database.Statement>();

  constructor(db: Database.Database) {
    this.#db = db;
    this.#s = {
      getMeta: db.prepare('SELECT value FROM meta WHERE key = ?'),
      setMeta: db.prepare(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      ),
      lastBlock: db.prepare('SELECT number, hash FROM blocks ORDER BY number DESC LIMIT 1'),
      insertBlock: db.prepare('INSERT OR REPLACE INTO blocks (number, hash, timestamp) VALUES (?, ?, ?)'),
      insertActivity: db.prepare(
        `INSERT INTO activity (account, block, event_index, extrinsic_index, kind, direction, asset,
           amount, counterparty, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      ),
      insertPool: db.prepare(
        'INSERT INTO pools (lp_token, asset1, asset2, account, first_block) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      ),
      insertSnapshot: db.prepare(
        `INSERT OR REPLACE INTO pool_snapshots (lp_token, block, reserve1, reserve2, lp_supply, lp_fee)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ),
      insertSwap: db.prepare(
        `INSERT INTO swaps (lp_token, block, event_index, hop, side_in, amount_in, amount_out, lp_fee) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      ),
      insertForex: db.prepare(
        `INSERT OR REPLACE INTO forex_updates (currency, block, rate, feed_timestamp, sender)
         VALUES (?, ?, ?, ?, ?)`,
      ),
      pools: db.prepare('SELECT lp_token, asset1, asset2, account FROM pools ORDER BY lp_token'),
      latestSnapshot: db.prepare(
        `SELECT p.*, b.timestamp FROM pool_snapshots p JOIN blocks b ON b.number = p.block
         WHERE p.lp_token = ? ORDER BY p.block DESC LIMIT 1`,
      ),
      snapshots: db.prepare(
        `SELECT p.*, b.timestamp FROM pool_snapshots p JOIN blocks b ON b.number = p.block
         WHERE p.lp_token = ? AND b.timestamp >= ? AND b.timestamp <= ? ORDER BY p.block`,
      ),
      snapshotAt: db.prepare(
        `SELECT p.*, b.timestamp FROM pool_snapshots p JOIN blocks b ON b.number = p.block
         WHERE p.lp_token = ? AND b.timestamp <= ? ORDER BY p.block DESC LIMIT 1`,
      ),
      swaps: db.prepare(
        `SELECT s.*, b.timestamp FROM swaps s JOIN blocks b ON b.number = s.block
         WHERE s.lp_token = ? AND b.timestamp >= ? AND b.timestamp <= ? ORDER BY s.block, s.event_index, s.hop`,
      ),
      forexHistory: db.prepare(
        `${FOREX_SELECT} WHERE f.currency = ? AND b.timestamp >= ? AND b.timestamp <= ? ORDER BY f.block`,
      ),
      forexAt: db.prepare(
        `${FOREX_SELECT} WHERE f.currency = ? AND b.timestamp <= ? ORDER BY f.block DESC LIMIT 1`,
      ),
      forexCurrencies: db.prepare('SELECT DISTINCT currency FROM forex_updates ORDER BY currency'),
      grantsForAddress: db.prepare(
        "SELECT at FROM faucet_grants WHERE address = ? AND at > ? AND status != 'failed' ORDER BY at DESC LIMIT 1",
      ),
      grantsForIp: db.prepare(
        "SELECT at FROM faucet_grants WHERE ip = ? AND at > ? AND status != 'failed' ORDER BY at ASC",
      ),
      insertGrant: db.prepare(
        "INSERT INTO faucet_grants (address, ip, at, status) VALUES (?, ?, ?, 'pending')",
      ),
      completeGrant: db.prepare("UPDATE faucet_grants SET status = 'sent', tx_hashes = ? WHERE id = ?"),
      cancelGrant: db.prepare("UPDATE faucet_grants SET status = 'failed' WHERE id = ?"),
      insertSubmission: db.prepare(
        `INSERT OR REPLACE INTO feeder_submissions (tx_hash, block_hash, block, source, sender, rates, at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
    };
  }

  get database(): Database.Database {
    return this.#db;
  }

  async getMeta(key: string): Promise<string | undefined> {
    return (this.#s.getMeta.get(key) as Row | undefined)?.value as string | undefined;
  }

  async setMeta(key: string, value: string): Promise<void> {
    this.#s.setMeta.run(key, value);
  }

  async lastBlock(): Promise<{ number: number; hash: string } | undefined> {
    const r = this.#s.lastBlock.get() as Row | undefined;
    return r ? { number: r.number as number, hash: r.hash as string } : undefined;
  }

  async applyBlocks(blocks: readonly IndexedBlock[]): Promise<void> {
    checkBlocks(blocks);
    const s = this.#s;
    this.#db.transaction(() => {
      for (const b of blocks) {
        s.insertBlock.run(b.number, b.hash, b.timestamp);
        for (const p of b.pools) s.insertPool.run(p.lpToken, p.asset1, p.asset2, p.account, b.number);
        for (const a of b.activity) {
          s.insertActivity.run(
            a.account,
            a.block,
            a.eventIndex,
            a.extrinsicIndex,
            a.kind,
            a.direction,
            a.asset,
            a.amount,
            a.counterparty,
            a.details ? JSON.stringify(a.details) : null,
          );
        }
        for (const p of b.poolSnapshots) {
          s.insertSnapshot.run(p.lpToken, p.block, p.reserve1, p.reserve2, p.lpSupply, p.lpFee);
        }
        for (const w of b.swaps) {
          s.insertSwap.run(
            w.lpToken,
            w.block,
            w.eventIndex,
            w.hop,
            w.sideIn,
            w.amountIn,
            w.amountOut,
            w.lpFee,
          );
        }
        for (const f of b.forex) s.insertForex.run(f.currency, f.block, f.rate, f.feedTimestamp, f.sender);
      }
    })();
  }

  async resetChainData(): Promise<void> {
    this.#db.transaction(() => {
      for (const t of CHAIN_TABLES) this.#db.exec(`DELETE FROM ${t}`);
    })();
  }

  async pools(): Promise<PoolRecord[]> {
    return (this.#s.pools.all() as Row[]).map(toPoolRecord);
  }

  async latestPoolSnapshot(lpToken: number): Promise<PoolSnapshotRow | undefined> {
    const r = this.#s.latestSnapshot.get(lpToken) as Row | undefined;
    return r && toSnapshot(r);
  }

  async poolSnapshots(lpToken: number, from: number, to: number): Promise<PoolSnapshotRow[]> {
    return (this.#s.snapshots.all(lpToken, from, to) as Row[]).map(toSnapshot);
  }

  async poolSnapshotAt(lpToken: number, time: number): Promise<PoolSnapshotRow | undefined> {
    const r = this.#s.snapshotAt.get(lpToken, time) as Row | undefined;
    return r && toSnapshot(r);
  }

  async swaps(lpToken: number, from: number, to: number): Promise<SwapRow[]> {
    return (this.#s.swaps.all(lpToken, from, to) as Row[]).map(toSwapRow);
  }

  async activity(q: ActivityQuery): Promise<ActivityRow[]> {
    const where = ['a.account = ?'];
    const params: unknown[] = [q.account];
    if (q.before) {
      where.push('(a.block < ? OR (a.block = ? AND a.event_index < ?))');
      params.push(q.before.block, q.before.block, q.before.eventIndex);
    }
    if (q.kinds && q.kinds.length > 0) {
      where.push(`a.kind IN (${q.kinds.map(() => '?').join(', ')})`);
      params.push(...q.kinds);
    }
    params.push(q.limit);
    const sql = `SELECT a.*, b.hash, b.timestamp FROM activity a JOIN blocks b ON b.number = a.block
      WHERE ${where.join(' AND ')} ORDER BY a.block DESC, a.event_index DESC LIMIT ?`;
    // A handful of shapes (with/without cursor, number of kinds): prepare each once.
    let stmt = this.#activityStatements.get(sql);
    if (!stmt) {
      stmt = this.#db.prepare(sql);
      this.#activityStatements.set(sql, stmt);
    }
    return (stmt.all(...params) as Row[]).map(toActivityRow);
  }

  async forexHistory(currency: string, from: number, to: number): Promise<ForexPoint[]> {
    return (this.#s.forexHistory.all(currency, from, to) as Row[]).map(toForexPoint);
  }

  async forexAt(currency: string, time: number): Promise<ForexPoint | undefined> {
    const r = this.#s.forexAt.get(currency, time) as Row | undefined;
    return r && toForexPoint(r);
  }

  async forexCurrencies(): Promise<string[]> {
    return (this.#s.forexCurrencies.all() as Row[]).map((r) => r.currency as string);
  }

  async reserveGrant(req: GrantRequest): Promise<GrantReservation> {
    // IMMEDIATE takes the write lock before the checks, so another process on the same file cannot pass the
    // same checks in between (within this process better-sqlite3 is synchronous anyway).
    return this.#db
      .transaction((): GrantReservation => {
        const last = this.#s.grantsForAddress.get(req.address, req.now - req.addressWindowMs) as
          Row | undefined;
        const byIp = this.#s.grantsForIp.all(req.ip, req.now - req.ipWindowMs) as Row[];
        const refusal = grantRefusal(
          last?.at as number | undefined,
          byIp.map((r) => r.at as number),
          req,
        );
        if (refusal) return refusal;
        return {
          ok: true,
          id: Number(this.#s.insertGrant.run(req.address, req.ip, req.now).lastInsertRowid),
        };
      })
      .immediate();
  }

  async completeGrant(id: number, txHashes: string[]): Promise<void> {
    this.#s.completeGrant.run(JSON.stringify(txHashes), id);
  }

  async cancelGrant(id: number): Promise<void> {
    this.#s.cancelGrant.run(id);
  }

  async recordSubmission(s: FeederSubmission): Promise<void> {
    this.#s.insertSubmission.run(
      s.txHash,
      s.blockHash,
      s.block,
      s.source,
      s.sender,
      JSON.stringify(s.values),
      s.at,
    );
  }

  async close(): Promise<void> {
    if (this.#db.open) this.#db.close();
  }
}
