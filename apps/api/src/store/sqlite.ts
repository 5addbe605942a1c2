// SQLite through better-sqlite3 and Kysely's official dialect, with two adjustments:
// - every transaction begins IMMEDIATE, taking the write lock first: a reservation's checks and its insert
//   cannot be split by another process (a deferred transaction upgrading to a writer fails instead), and the
//   Migrator may run its steps in a transaction, since SQLite's DDL is transactional;
// - prepared statements are reused by SQL text (Kysely prepares every query anew; the store sends a few
//   dozen distinct texts over and over).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  sql,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import type { Flavor } from './flavor.ts';
import type { Tables } from './schema.ts';

/** How many distinct statements stay prepared (the store's own few dozen, plus multi-row insert sizes). */
const STATEMENT_CACHE = 128;

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class TransactionalDdlAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class LumiSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlAdapter();
  }
}

function withStatementCache(db: Database.Database): SqliteDatabase {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => db.close(),
    prepare(text) {
      let statement = cache.get(text);
      if (statement) {
        cache.delete(text); // most recently used last
      } else {
        statement = db.prepare(text);
        if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value!);
      }
      cache.set(text, statement);
      return statement;
    },
  };
}

/** A Kysely on one SQLite file (created with its directory if missing), or `:memory:`. */
export function sqliteDatabase(path: string): Kysely<Tables> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  return new Kysely<Tables>({ dialect: new LumiSqliteDialect({ database: withStatementCache(db) }) });
}

export const SQLITE: Flavor = {
  name: 'sqlite',
  int8: 'integer',
  int2: 'integer',
  amount: 'text',
  json: 'text',
  keyed: (table) => table.modifyEnd(sql`without rowid`),
  serialKey: (column) => column.primaryKey().autoIncrement(),
  // Nothing to do: the transaction began IMMEDIATE, so it already holds the only write lock.
  lockGrants: async () => undefined,
  // The store before Kysely counted its migrations in PRAGMA user_version.
  hasLegacySchema: async (db) =>
    (await sql<{ user_version: number }>`pragma user_version`.execute(db)).rows[0]!.user_version > 0,
  forgetLegacySchema: async (db) => {
    await sql`pragma user_version = 0`.execute(db);
  },
};
