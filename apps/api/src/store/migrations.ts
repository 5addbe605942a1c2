// The schema and its migrations: one source for SQLite and PostgreSQL, run by Kysely's Migrator at start-up,
// each step in a transaction (SQLite: BEGIN IMMEDIATE; PostgreSQL: under an advisory lock too), so several
// processes starting at once apply each step exactly once. Applied steps are recorded in `kysely_migration`.
// Append new steps (names sort in order), never edit a released one.
import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Kysely, type Migration } from 'kysely';
import { SchemaTooNewError } from './errors.ts';
import type { Flavor } from './flavor.ts';
import type { Tables } from './schema.ts';

/** Meta key: blocks below this number were indexed without their extrinsic hashes (0: none are missing). */
export const EXTRINSIC_HASHES_FROM = 'extrinsicHashesFrom';

/** 1: the initial schema. A database the store made before Kysely has exactly this schema already. */
async function initialSchema(db: Kysely<unknown>, f: Flavor): Promise<void> {
  if (await f.hasLegacySchema(db)) {
    await f.forgetLegacySchema(db);
    return;
  }
  const s = db.schema;
  await s
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('blocks')
    .addColumn('number', f.int8, (c) => c.primaryKey())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('timestamp', f.int8, (c) => c.notNull())
    .execute();
  await f
    .keyed(
      s
        .createTable('activity')
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('block', f.int8, (c) => c.notNull())
        .addColumn('event_index', 'integer', (c) => c.notNull())
        .addColumn('extrinsic_index', 'integer')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('direction', 'text')
        .addColumn('asset', 'text')
        .addColumn('amount', f.amount)
        .addColumn('counterparty', 'text')
        .addColumn('details', f.json)
        .addPrimaryKeyConstraint('activity_pkey', ['account', 'block', 'event_index']),
    )
    .execute();
  await s.createIndex('activity_block').on('activity').column('block').execute();
  await s
    .createTable('pools')
    .addColumn('lp_token', f.int8, (c) => c.primaryKey())
    .addColumn('asset1', 'text', (c) => c.notNull())
    .addColumn('asset2', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('first_block', f.int8, (c) => c.notNull())
    .execute();
  await f
    .keyed(
      s
        .createTable('pool_snapshots')
        .addColumn('lp_token', f.int8, (c) => c.notNull())
        .addColumn('block', f.int8, (c) => c.notNull())
        .addColumn('reserve1', f.amount, (c) => c.notNull())
        .addColumn('reserve2', f.amount, (c) => c.notNull())
        .addColumn('lp_supply', f.amount, (c) => c.notNull())
        .addColumn('lp_fee', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('pool_snapshots_pkey', ['lp_token', 'block']),
    )
    .execute();
  await f
    .keyed(
      s
        .createTable('swaps')
        .addColumn('lp_token', f.int8, (c) => c.notNull())
        .addColumn('block', f.int8, (c) => c.notNull())
        .addColumn('event_index', 'integer', (c) => c.notNull())
        .addColumn('hop', 'integer', (c) => c.notNull())
        .addColumn('side_in', f.int2, (c) => c.notNull())
        .addColumn('amount_in', f.amount, (c) => c.notNull())
        .addColumn('amount_out', f.amount, (c) => c.notNull())
        .addColumn('lp_fee', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('swaps_pkey', ['lp_token', 'block', 'event_index', 'hop']),
    )
    .execute();
  await f
    .keyed(
      s
        .createTable('forex_updates')
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('block', f.int8, (c) => c.notNull())
        .addColumn('rate', f.amount, (c) => c.notNull())
        .addColumn('feed_timestamp', f.int8, (c) => c.notNull())
        .addColumn('sender', 'text')
        .addPrimaryKeyConstraint('forex_updates_pkey', ['currency', 'block']),
    )
    .execute();
  await s
    .createTable('feeder_submissions')
    .addColumn('tx_hash', 'text', (c) => c.primaryKey())
    .addColumn('block_hash', 'text', (c) => c.notNull())
    .addColumn('block', f.int8, (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('rates', f.json, (c) => c.notNull())
    .addColumn('at', f.int8, (c) => c.notNull())
    .execute();
  await s.createIndex('feeder_submissions_block').on('feeder_submissions').column('block').execute();
  await s
    .createTable('faucet_grants')
    .addColumn('id', f.int8, (c) => f.serialKey(c))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', f.int8, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tx_hashes', f.json)
    .execute();
  await s.createIndex('faucet_grants_address').on('faucet_grants').columns(['address', 'at']).execute();
  await s.createIndex('faucet_grants_ip').on('faucet_grants').columns(['ip', 'at']).execute();
}

/**
 * 2: extrinsic hashes (blake2-256 of each extrinsic's bytes) by block and index, looked up by hash. Blocks
 * indexed before this step have none; the step records below which block they are missing
 * (`EXTRINSIC_HASHES_FROM` in meta: one past the newest indexed block, 0 when there is none), and the indexer
 * reads those blocks' bodies from the node and fills the hashes in, newest first, keeping every other row.
 */
async function extrinsicHashes(db: Kysely<unknown>, f: Flavor): Promise<void> {
  await f
    .keyed(
      db.schema
        .createTable('extrinsics')
        .addColumn('block', f.int8, (c) => c.notNull())
        .addColumn('extrinsic_index', 'integer', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('extrinsics_pkey', ['block', 'extrinsic_index']),
    )
    .execute();
  await db.schema.createIndex('extrinsics_hash').on('extrinsics').column('hash').execute();
  await sql`insert into meta (key, value)
    select ${EXTRINSIC_HASHES_FROM}, cast(coalesce(max(number) + 1, 0) as text) from blocks`.execute(db);
}

/** The migrations for one database, by name (Kysely applies them in name order). */
export function migrations(f: Flavor): Record<string, Migration> {
  return {
    '0001_initial': { up: (db) => initialSchema(db, f) },
    '0002_extrinsic_hashes': { up: (db) => extrinsicHashes(db, f) },
  };
}

/** Brings the schema up to date; refuses one that a newer service has migrated further. */
export async function migrate(db: Kysely<Tables>, f: Flavor): Promise<void> {
  const known = migrations(f);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => known } });
  const { error } = await migrator.migrateToLatest();
  if (error === undefined) return;
  const unknown = (await appliedMigrations(db)).filter((name) => !(name in known));
  if (unknown.length > 0) {
    throw new SchemaTooNewError(
      `the database schema (migration ${unknown.join(', ')}) is newer than this service knows ` +
        `(${Object.keys(known).at(-1)})`,
    );
  }
  // Kysely types the failure as unknown; it is the Error the failed migration threw.
  throw error instanceof Error ? error : new Error('a migration failed', { cause: error });
}

async function appliedMigrations(db: Kysely<Tables>): Promise<string[]> {
  try {
    const { rows } = await sql<{
      name: string;
    }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    return rows.map((r) => r.name);
  } catch {
    return []; // the table is not there (or the database is not reachable): the Migrator's error says why
  }
}
