// What the store shares above its queries: the row → record mappers, the tables a chain reset empties, and the
// faucet window decision.
import type { Selectable } from 'kysely';
import type { Tables } from './schema.ts';
import type {
  ActivityRow,
  ForexPoint,
  GrantReservation,
  GrantRequest,
  PoolRecord,
  PoolSnapshotRow,
  SwapRow,
} from './types.ts';

type Row<T extends keyof Tables> = Selectable<Tables[T]>;
type Timed = { timestamp: number };

/** SQLite hands JSON columns back as text, PostgreSQL (json) already parsed. */
const json = (v: unknown): Record<string, unknown> | null =>
  v === null || v === undefined
    ? null
    : typeof v === 'string'
      ? (JSON.parse(v) as Record<string, unknown>)
      : (v as Record<string, unknown>);

export const toActivityRow = (r: Row<'activity'> & Timed & { hash: string }): ActivityRow => ({
  account: r.account,
  block: r.block,
  eventIndex: r.event_index,
  extrinsicIndex: r.extrinsic_index,
  kind: r.kind,
  direction: r.direction,
  asset: r.asset,
  amount: r.amount,
  counterparty: r.counterparty,
  details: json(r.details),
  blockHash: r.hash,
  timestamp: r.timestamp,
});

export const toPoolRecord = (r: Omit<Row<'pools'>, 'first_block'>): PoolRecord => ({
  lpToken: r.lp_token,
  asset1: r.asset1,
  asset2: r.asset2,
  account: r.account,
});

export const toSnapshot = (r: Row<'pool_snapshots'> & Timed): PoolSnapshotRow => ({
  lpToken: r.lp_token,
  block: r.block,
  reserve1: r.reserve1,
  reserve2: r.reserve2,
  lpSupply: r.lp_supply,
  lpFee: r.lp_fee,
  timestamp: r.timestamp,
});

export const toSwapRow = (r: Row<'swaps'> & Timed): SwapRow => ({
  lpToken: r.lp_token,
  block: r.block,
  eventIndex: r.event_index,
  hop: r.hop,
  sideIn: r.side_in,
  amountIn: r.amount_in,
  amountOut: r.amount_out,
  lpFee: r.lp_fee,
  timestamp: r.timestamp,
});

export const toForexPoint = (r: {
  block: number;
  timestamp: number;
  rate: string;
  source: string | null;
}): ForexPoint => ({ block: r.block, timestamp: r.timestamp, rate: r.rate, source: r.source ?? null });

/** Everything of the indexed chain; faucet grants too: they were tokens of the chain that is gone. */
export const CHAIN_TABLES = [
  'faucet_grants',
  'blocks',
  'extrinsics',
  'activity',
  'pools',
  'pool_snapshots',
  'swaps',
  'forex_updates',
  'feeder_submissions',
] as const satisfies readonly (keyof Tables)[];

/**
 * The faucet windows, given the newest live grant to the address within its window and the times of the live
 * grants from the IP within its window (oldest first). Undefined means the grant may go ahead.
 */
export function grantRefusal(
  lastForAddress: number | undefined,
  ipTimes: readonly number[],
  req: GrantRequest,
): Extract<GrantReservation, { ok: false }> | undefined {
  if (lastForAddress !== undefined) {
    return { ok: false, reason: 'address', retryAt: lastForAddress + req.addressWindowMs };
  }
  if (ipTimes.length >= req.ipLimit) {
    return { ok: false, reason: 'ip', retryAt: ipTimes[ipTimes.length - req.ipLimit]! + req.ipWindowMs };
  }
  return undefined;
}
