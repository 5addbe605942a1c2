// What differs between SQLite and PostgreSQL, in one place: the column types the schema declares, how a faucet
// reservation keeps other processes out, and how a database made before the Kysely migrations recorded its
// schema version. Every query is shared (store.ts); sqlite.ts and postgres.ts each provide one Flavor.
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely, Transaction } from 'kysely';
import type { Tables } from './schema.ts';

export interface Flavor {
  readonly name: 'sqlite' | 'postgres';
  /** Block numbers, times, LP token ids: BIGINT, or SQLite's INTEGER (64-bit, and a rowid alias as a key). */
  readonly int8: 'bigint' | 'integer';
  readonly int2: 'smallint' | 'integer';
  /** u128 amounts: exact NUMERIC(39,0), or TEXT (SQLite has no exact type that wide). */
  readonly amount: 'numeric(39, 0)' | 'text';
  readonly json: 'json' | 'text';
  /** Finishes a table with a composite primary key (SQLite stores it as the key's b-tree: WITHOUT ROWID). */
  keyed<T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C>;
  /** faucet_grants.id: an ever-increasing key that is never reused, even after a reset. */
  serialKey(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /** First statement of a faucet reservation: no other reservation, from any process, runs until it commits. */
  lockGrants(trx: Transaction<Tables>): Promise<void>;
  /** The database was made by the store before Kysely (it recorded its own schema version, 1). */
  hasLegacySchema(db: Kysely<unknown>): Promise<boolean>;
  /** Drops that record: from now on Kysely's migration table is the only one. */
  forgetLegacySchema(db: Kysely<unknown>): Promise<void>;
}
