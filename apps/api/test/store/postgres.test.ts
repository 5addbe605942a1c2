// The PostgreSQL store: the shared Store and schema contracts on a throwaway cluster (a fresh database per
// test), plus what only a networked database has.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../../src/store/open.ts';
import { POSTGRES } from '../../src/store/postgres.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';
import { describeStoreContract } from './contract.ts';
import { LEGACY_POSTGRES_SCHEMA } from './legacy-schema.ts';
import { describeSchemaContract, type TestDatabase } from './schema-contract.ts';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
});
afterAll(async () => {
  await cluster?.stop();
});

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Columns (type, precision, nullability, identity) and index definitions, Kysely's own tables left out. */
async function describeSchema(url: string): Promise<unknown> {
  return {
    columns: await query(
      url,
      `SELECT table_name, column_name, data_type, numeric_precision, numeric_scale, is_nullable, is_identity,
         identity_generation
       FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'
       ORDER BY table_name, ordinal_position`,
    ),
    indexes: await query(
      url,
      `SELECT tablename, indexname, indexdef FROM pg_indexes
       WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely_%' ORDER BY indexname`,
    ),
  };
}

async function fresh(): Promise<TestDatabase> {
  const url = await cluster.createDatabase();
  return {
    open: () => openPostgresStore(url, { maxConnections: 4 }),
    exec: async (sql) => void (await query(url, sql)),
    rows: <T>(sql: string) => query(url, sql) as Promise<T[]>,
    schema: () => describeSchema(url),
  };
}

describeStoreContract('PostgreSQL', async () => (await fresh()).open);

describeSchemaContract({
  name: 'PostgreSQL',
  flavor: POSTGRES,
  fresh,
  legacy: `${LEGACY_POSTGRES_SCHEMA};
    CREATE TABLE lumi_schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now());
    INSERT INTO lumi_schema_migrations (version) VALUES (1);`,
  hasLegacyRecord: async (db) =>
    (
      await db.rows<{ found: boolean }>("SELECT to_regclass('lumi_schema_migrations') IS NOT NULL AS found")
    )[0]!.found,
});

describe('PostgreSQL store', () => {
  it('fails clearly when the server is not there', async () => {
    await expect(openPostgresStore('postgres://postgres@127.0.0.1:1/none')).rejects.toThrow(/ECONNREFUSED/);
  });
});
