// PostgreSQL through node-postgres (a connection pool) and Kysely's official dialect.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Flavor } from './flavor.ts';
import type { Tables } from './schema.ts';

// Block numbers, timestamps and ids are BIGINT; they are far below 2^53, and a value that is not is refused
// rather than rounded. NUMERIC (amounts) keeps the driver's default: exact decimal text.
function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`BIGINT ${text} does not fit a JavaScript number`);
  return n;
}
const INT8_OID: number = pg.types.builtins.INT8;
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
    oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  /** Pool size (default 10). */
  maxConnections?: number;
  /** An idle pooled connection failed (the pool drops it and reconnects on demand). */
  onIdleError?: (error: Error) => void;
}

/** A Kysely on a pool of connections to the database the URL names (nothing connects until the first query). */
export function postgresDatabase(url: string, options: PostgresOptions = {}): Kysely<Tables> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 15_000,
    application_name: 'lumi-api',
    types: TYPES,
  });
  pool.on('error', (e) => options.onIdleError?.(e));
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

export const POSTGRES: Flavor = {
  name: 'postgres',
  int8: 'bigint',
  int2: 'smallint',
  amount: 'numeric(39, 0)',
  json: 'json',
  keyed: (table) => table,
  serialKey: (column) => column.primaryKey().generatedAlwaysAsIdentity(),
  // SHARE ROW EXCLUSIVE conflicts with itself: a reservation from any process on this database waits here
  // until the one before it has committed, and then sees its row. (Row locks cannot guard rows that do not
  // exist yet, and READ COMMITTED alone lets two requests pass the same checks.)
  lockGrants: async (trx) => {
    await sql`lock table faucet_grants in share row exclusive mode`.execute(trx);
  },
  // The store before Kysely counted its migrations in a table of its own.
  hasLegacySchema: async (db) =>
    (
      await sql<{
        found: boolean;
      }>`select to_regclass('lumi_schema_migrations') is not null as found`.execute(db)
    ).rows[0]!.found,
  forgetLegacySchema: async (db) => {
    await sql`drop table lumi_schema_migrations`.execute(db);
  },
};
