// The PostgreSQL store: the shared Store contract on a throwaway cluster (a fresh database per test), plus
// its versioned migrations, which two processes may start at the same moment.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchemaTooNewError } from '../../src/store/errors.ts';
import { PG_MIGRATIONS } from '../../src/store/postgres-migrations.ts';
import { openPostgresStore } from '../../src/store/postgres.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';
import { ALICE, block, describeStoreContract, transfer } from './contract.ts';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
});
afterAll(async () => {
  await cluster?.stop();
});

describeStoreContract('PostgreSQL', async () => {
  const url = await cluster.createDatabase();
  return () => openPostgresStore(url, { maxConnections: 4 });
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

describe('PostgreSQL store', () => {
  it('applies each migration once when several processes start at the same moment', async () => {
    const url = await cluster.createDatabase();
    const stores = await Promise.all(Array.from({ length: 4 }, () => openPostgresStore(url)));
    const versions = await query<{ version: number }>(
      url,
      'SELECT version FROM lumi_schema_migrations ORDER BY version',
    );
    expect(versions.map((v) => v.version)).toEqual(PG_MIGRATIONS.map((_, i) => i + 1));
    await stores[0]!.applyBlocks([block(1, transfer(1, 2, 5n))]);
    expect((await stores[3]!.activity({ account: ALICE, limit: 10 })).length).toBe(1);
    for (const s of stores) await s.close();
    // Reopening finds the schema current and keeps the data.
    const again = await openPostgresStore(url);
    expect(await again.lastBlock()).toEqual({ number: 1, hash: block(1).hash });
    await again.close();
  });

  it('refuses a schema newer than it knows', async () => {
    const url = await cluster.createDatabase();
    await (await openPostgresStore(url)).close();
    await query(url, `INSERT INTO lumi_schema_migrations (version) VALUES (${PG_MIGRATIONS.length + 1})`);
    await expect(openPostgresStore(url)).rejects.toThrow(SchemaTooNewError);
  });

  it('fails clearly when the server is not there', async () => {
    await expect(openPostgresStore('postgres://postgres@127.0.0.1:1/none')).rejects.toThrow(/ECONNREFUSED/);
  });
});
