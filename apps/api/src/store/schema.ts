// The tables as Kysely sees them: one row type per table, used by every query in store.ts. Column names are the
// SQL ones (snake_case); rows.ts maps them to the records of types.ts. Both databases hand back the same
// JavaScript types: numbers for integers (PostgreSQL's BIGINT is parsed as a safe integer, see postgres.ts),
// decimal strings for amounts (TEXT in SQLite, NUMERIC(39,0) in PostgreSQL).
import type { ColumnType, Generated } from 'kysely';
import type { ActivityKind, ActivityRecord } from './types.ts';

/** Written as JSON text; read back as text (SQLite) or already parsed (PostgreSQL's json type). */
type Json<Null = never> = ColumnType<unknown, string | Null, string | Null>;

export interface Tables {
  meta: { key: string; value: string };
  blocks: { number: number; hash: string; timestamp: number };
  extrinsics: { block: number; extrinsic_index: number; hash: string };
  activity: {
    account: string;
    block: number;
    event_index: number;
    extrinsic_index: number | null;
    kind: ActivityKind;
    direction: ActivityRecord['direction'];
    asset: string | null;
    amount: string | null;
    counterparty: string | null;
    details: Json<null>;
  };
  pools: { lp_token: number; asset1: string; asset2: string; account: string; first_block: number };
  pool_snapshots: {
    lp_token: number;
    block: number;
    reserve1: string;
    reserve2: string;
    lp_supply: string;
    lp_fee: number;
  };
  swaps: {
    lp_token: number;
    block: number;
    event_index: number;
    hop: number;
    side_in: 1 | 2;
    amount_in: string;
    amount_out: string;
    lp_fee: number;
  };
  forex_updates: {
    currency: string;
    block: number;
    rate: string;
    feed_timestamp: number;
    sender: string | null;
  };
  feeder_submissions: {
    tx_hash: string;
    block_hash: string;
    block: number;
    source: string;
    sender: string;
    rates: Json;
    at: number;
  };
  faucet_grants: {
    id: Generated<number>;
    address: string;
    ip: string;
    at: number;
    status: 'pending' | 'sent' | 'failed';
    tx_hashes: Json<null>;
  };
}
