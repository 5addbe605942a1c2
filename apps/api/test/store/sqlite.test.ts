// The SQLite store: the shared Store and schema contracts on a file per test, plus what only SQLite has.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/store/open.ts';
import { SQLITE } from '../../src/store/sqlite.ts';
import { block, describeStoreContract, transfer } from './contract.ts';
import { LEGACY_SQLITE_SCHEMA } from './legacy-schema.ts';
import { describeSchemaContract, type TestDatabase } from './schema-contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'lumi-api-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

function withFile<T>(path: string, use: (db: Database.Database) => T): T {
  const db = new Database(path);
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** Columns, WITHOUT ROWID, AUTOINCREMENT and indexes of every table but SQLite's and Kysely's own. */
function describeSchema(db: Database.Database): unknown {
  const tables = db
    .prepare(
      "SELECT name, wr FROM pragma_table_list WHERE schema = 'main' AND type = 'table' " +
        "AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' ORDER BY name",
    )
    .all() as { name: string; wr: number }[];
  return tables.map(({ name, wr }) => ({
    name,
    withoutRowid: wr === 1,
    columns: (
      db.prepare('SELECT name, type, "notnull", pk FROM pragma_table_info(?) ORDER BY cid').all(name) as {
        type: string;
      }[]
    ).map((c) => ({ ...c, type: c.type.toUpperCase() })),
    autoincrement: /AUTOINCREMENT/i.test(
      (db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(name) as { sql: string }).sql,
    ),
    indexes: (
      db.prepare("SELECT name FROM pragma_index_list(?) WHERE origin = 'c' ORDER BY name").all(name) as {
        name: string;
      }[]
    ).map((i) => ({
      name: i.name,
      columns: db.prepare('SELECT name FROM pragma_index_info(?) ORDER BY seqno').all(i.name),
    })),
  }));
}

function fresh(name = `store-${++files}.sqlite`): TestDatabase {
  const path = join(dir, name);
  return {
    open: () => openSqliteStore(path),
    exec: async (sql) => withFile(path, (db) => void db.exec(sql)),
    rows: async <T>(sql: string) => withFile(path, (db) => db.prepare(sql).all() as T[]),
    schema: async () => withFile(path, describeSchema),
  };
}

describeStoreContract('SQLite', async () => fresh().open);

describeSchemaContract({
  name: 'SQLite',
  flavor: SQLITE,
  fresh: async () => fresh(),
  legacy: `${LEGACY_SQLITE_SCHEMA}; PRAGMA user_version = 1;`,
  hasLegacyRecord: async (db) =>
    (await db.rows<{ user_version: number }>('PRAGMA user_version'))[0]!.user_version !== 0,
});

describe('SQLite store', () => {
  it('creates the file and its directory', async () => {
    const s = await fresh(join('nested', 'api.sqlite')).open();
    await s.applyBlocks([block(1, transfer(1, 2, 5n))]);
    expect(await s.lastBlock()).toEqual({ number: 1, hash: block(1).hash });
    await s.close();
  });

  it('works in memory', async () => {
    const s = await openSqliteStore(':memory:');
    await s.applyBlocks([block(1, transfer(1, 2, 5n))]);
    expect(await s.lastBlock()).toEqual({ number: 1, hash: block(1).hash });
    await s.close();
  });
});
