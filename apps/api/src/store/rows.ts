// What both stores share above SQL dialects: the row → record mappers (both return the same column names),
// the forex query (no placeholders), the tables a chain reset empties, and the faucet window decision.
import type {
  ActivityRow,
  ForexPoint,
  GrantReservation,
  GrantRequest,
  PoolRecord,
  PoolSnapshotRow,
  SwapRow,
} from './types.ts';

export type Row = Record<string, unknown>;

/** SQLite hands JSON columns back as text, PostgreSQL (json) already parsed. */
const json = (v: unknown): Record<string, unknown> | null =>
  v === null || v === undefined
    ? null
    : typeof v === 'string'
      ? (JSON.parse(v) as Record<string, unknown>)
      : (v as Record<string, unknown>);

export const toActivityRow = (r: Row): ActivityRow => ({
  account: r.account as string,
  block: r.block as number,
  eventIndex: r.event_index as number,
  extrinsicIndex: (r.extrinsic_index as number | null) ?? null,
  kind: r.kind as ActivityRow['kind'],
  direction: (r.direction as ActivityRow['direction']) ?? null,
  asset: (r.asset as string | null) ?? null,
  amount: (r.amount as string | null) ?? null,
  counterparty: (r.counterparty as string | null) ?? null,
  details: json(r.details),
  blockHash: r.hash as string,
  timestamp: r.timestamp as number,
});

export const toPoolRecord = (r: Row): PoolRecord => ({
  lpToken: r.lp_token as number,
  asset1: r.asset1 as string,
  asset2: r.asset2 as string,
  account: r.account as string,
});

export const toSnapshot = (r: Row): PoolSnapshotRow => ({
  lpToken: r.lp_token as number,
  block: r.block as number,
  reserve1: r.reserve1 as string,
  reserve2: r.reserve2 as string,
  lpSupply: r.lp_supply as string,
  lpFee: r.lp_fee as number,
  timestamp: r.timestamp as number,
});

export const toSwapRow = (r: Row): SwapRow => ({
  lpToken: r.lp_token as number,
  block: r.block as number,
  eventIndex: r.event_index as number,
  hop: r.hop as number,
  sideIn: r.side_in as 1 | 2,
  amountIn: r.amount_in as string,
  amountOut: r.amount_out as string,
  lpFee: r.lp_fee as number,
  timestamp: r.timestamp as number,
});

export const toForexPoint = (r: Row): ForexPoint => ({
  block: r.block as number,
  timestamp: r.timestamp as number,
  rate: r.rate as string,
  source: (r.source as string | null) ?? null,
});

export const FOREX_SELECT = `
  SELECT f.block, b.timestamp, f.rate,
    (SELECT s.source FROM feeder_submissions s WHERE s.block = f.block AND s.sender = f.sender LIMIT 1) AS source
  FROM forex_updates f JOIN blocks b ON b.number = f.block`;

/** Everything of the indexed chain; faucet grants too: they were tokens of the chain that is gone. */
export const CHAIN_TABLES = [
  'faucet_grants',
  'blocks',
  'activity',
  'pools',
  'pool_snapshots',
  'swaps',
  'forex_updates',
  'feeder_submissions',
] as const;

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
