// Opens the store a DatabaseTarget names: a Kysely on SQLite or PostgreSQL, its schema migrated, behind the one
// Store implementation. The only place that knows which databases exist.
import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { Logger } from '../util/log.ts';
import type { Flavor } from './flavor.ts';
import { migrate } from './migrations.ts';
import { POSTGRES, postgresDatabase, type PostgresOptions } from './postgres.ts';
import type { Tables } from './schema.ts';
import { SQLITE, sqliteDatabase } from './sqlite.ts';
import { SqlStore } from './store.ts';
import type { DatabaseTarget } from './target.ts';
import type { Store } from './types.ts';

export async function openStore(target: DatabaseTarget, log?: Logger): Promise<Store> {
  if (target.kind === 'sqlite') return openSqliteStore(target.path);
  try {
    return await openPostgresStore(target.url.reveal(), {
      onIdleError: (e) =>
        log?.warn('PostgreSQL connection lost; reconnecting on demand', { error: e.message }),
    });
  } catch (e) {
    throw new Error(`cannot open the PostgreSQL database ${target.display}: ${(e as Error).message}`, {
      cause: e,
    });
  }
}

async function migrated(db: Kysely<Tables>, flavor: Flavor): Promise<Kysely<Tables>> {
  try {
    await migrate(db, flavor);
    return db;
  } catch (e) {
    await db.destroy().catch(() => undefined);
    throw e;
  }
}

export async function openPostgresStore(url: string, options?: PostgresOptions): Promise<Store> {
  return new SqlStore(await migrated(postgresDatabase(url, options), POSTGRES), POSTGRES);
}

// One connection per SQLite file in this process, shared by every store opened on it. better-sqlite3 waits for
// a lock synchronously: a second connection of this process waiting for the first one's write lock would block
// the event loop that the first needs to finish its transaction. One shared connection queues them instead
// (Kysely holds it for a whole transaction); other processes on the same file wait for the lock as before.
const sqliteFiles = new Map<string, { db: Promise<Kysely<Tables>>; handles: number }>();

export async function openSqliteStore(path: string): Promise<Store> {
  if (path === ':memory:') return new SqlStore(await migrated(sqliteDatabase(path), SQLITE), SQLITE);
  const key = resolve(path);
  let file = sqliteFiles.get(key);
  if (!file) {
    const opening = { db: migrated(sqliteDatabase(key), SQLITE), handles: 0 };
    opening.db.catch(() => {
      if (sqliteFiles.get(key) === opening) sqliteFiles.delete(key);
    });
    sqliteFiles.set(key, opening);
    file = opening;
  }
  const shared = file;
  shared.handles++;
  let db: Kysely<Tables>;
  try {
    db = await shared.db;
  } catch (e) {
    shared.handles--;
    throw e;
  }
  return new SqlStore(db, SQLITE, async () => {
    if (--shared.handles > 0) return;
    sqliteFiles.delete(key);
    await db.destroy();
  });
}
