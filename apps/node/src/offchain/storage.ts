// Offchain storage (`offchain_localStorage*`): a key-value table in its own SQLite file under the base
// path, as Substrate keeps it in the node's database beside the chain, outside consensus.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export class OffchainStorage {
  private readonly db: Database.Database;
  private readonly q: { get: Database.Statement; set: Database.Statement; del: Database.Statement };

  constructor(dir: string) {
    mkdirSync(dir, { recursive: true });
    this.db = new Database(join(dir, 'offchain.sqlite'));
    this.db.pragma('journal_mode = WAL');
    this.db.exec('CREATE TABLE IF NOT EXISTS persistent (key BLOB PRIMARY KEY, value BLOB NOT NULL)');
    this.q = {
      get: this.db.prepare('SELECT value FROM persistent WHERE key = ?'),
      set: this.db.prepare('INSERT OR REPLACE INTO persistent (key, value) VALUES (?, ?)'),
      del: this.db.prepare('DELETE FROM persistent WHERE key = ?'),
    };
  }

  get(key: Uint8Array): Uint8Array | undefined {
    const row = this.q.get.get(Buffer.from(key)) as { value: Buffer } | undefined;
    return row ? new Uint8Array(row.value) : undefined;
  }

  set(key: Uint8Array, value: Uint8Array): void {
    this.q.set.run(Buffer.from(key), Buffer.from(value));
  }

  remove(key: Uint8Array): void {
    this.q.del.run(Buffer.from(key));
  }

  close(): void {
    this.db.close();
  }
}
