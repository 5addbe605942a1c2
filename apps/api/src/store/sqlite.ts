// The embedded store: SQLite through better-sqlite3 (WAL, one transaction per applied batch of blocks).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations.ts';
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

type Row = Record<string, unknown>;

export class SchemaTooNewError extends Error {
  override readonly name = 'SchemaTooNewError';
}

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

const toActivityRow = (r: Row): ActivityRow => ({
  account: r.account as string,
  block: r.block as number,
  eventIndex: r.event_index as number,
  extrinsicIndex: (r.extrinsic_index as number | null) ?? null,
  kind: r.kind as ActivityRow['kind'],
  direction: (r.direction as ActivityRow['direction']) ?? null,
  asset: (r.asset as string | null) ?? null,
  amount: (r.amount as string | null) ?? null,
  counterparty: (r.counterparty as string | null) ?? null,
  details: r.details ? (JSON.parse(r.details as string) as Record<string, unknown>) : null,
  blockHash: r.hash as string,
  timestamp: r.timestamp as number,
});

const toSnapshot = (r: Row): PoolSnapshotRow => ({
  lpToken: r.lp_token as number,
  block: r.block as number,
  reserve1: r.reserve1 as string,
  reserve2: r.reserve2 as string,
  lpSupply: r.lp_supply as string,
  lpFee: r.lp_fee as number,
  timestamp: r.timestamp as number,
});

const toForexPoint = (r: Row): ForexPoint => ({
  block: r.block as number,
  timestamp: r.timestamp as number,
  rate: r.rate as string,
  source: (r.source as string | null) ?? null,
});

const FOREX_SELECT = `
  SELECT f.block, b.timestamp, f.rate,
    (SELECT s.source FROM feeder_submissions s WHERE s.block = f.block AND s.sender = f.sender LIMIT 1) AS source
  FROM forex_updates f JOIN blocks b ON b.number = f.block`;

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
      // Faucet grants go too: they were tokens of the chain that is gone (a restarted dev chain).
      for (const t of [
        'faucet_grants',
        'blocks',
        'activity',
        'pools',
        'pool_snapshots',
        'swaps',
        'forex_updates',
        'feeder_submissions',
      ]) {
        this.#db.exec(`DELETE FROM ${t}`);
      }
    })();
  }

  async pools(): Promise<PoolRecord[]> {
    return (this.#s.pools.all() as Row[]).map((r) => ({
      lpToken: r.lp_token as number,
      asset1: r.asset1 as string,
      asset2: r.asset2 as string,
      account: r.account as string,
    }));
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
    return (this.#s.swaps.all(lpToken, from, to) as Row[]).map((r) => ({
      lpToken: r.lp_token as number,
      block: r.block as number,
      eventIndex: r.event_index as number,
      hop: r.hop as number,
      sideIn: r.side_in as 1 | 2,
      amountIn: r.amount_in as string,
      amountOut: r.amount_out as string,
      lpFee: r.lp_fee as number,
      timestamp: r.timestamp as number,
    }));
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
    // better-sqlite3 is synchronous, so check-then-insert inside one transaction cannot interleave.
    return this.#db.transaction((): GrantReservation => {
      const last = this.#s.grantsForAddress.get(req.address, req.now - req.addressWindowMs) as
        Row | undefined;
      if (last) return { ok: false, reason: 'address', retryAt: (last.at as number) + req.addressWindowMs };
      const byIp = this.#s.grantsForIp.all(req.ip, req.now - req.ipWindowMs) as Row[];
      if (byIp.length >= req.ipLimit) {
        const oldest = byIp[byIp.length - req.ipLimit]!.at as number;
        return { ok: false, reason: 'ip', retryAt: oldest + req.ipWindowMs };
      }
      const id = Number(this.#s.insertGrant.run(req.address, req.ip, req.now).lastInsertRowid);
      return { ok: true, id };
    })();
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
