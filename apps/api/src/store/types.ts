// The data-access interface: everything the indexer, the HTTP routes, the faucet and the feeder need from
// storage. Async so a networked database (PostgreSQL) can implement it; the SQLite implementation is in
// sqlite.ts. Amounts are decimal strings of base units (u128 does not fit SQL integers); accounts are 0x hex.

// `call`: a failed extrinsic whose call is none of the other kinds (a failed swap is a `swap` row).
export type ActivityKind = 'transfer' | 'swap' | 'liquidity_added' | 'liquidity_removed' | 'fee' | 'call';
export const ACTIVITY_KINDS: readonly ActivityKind[] = [
  'transfer',
  'swap',
  'liquidity_added',
  'liquidity_removed',
  'fee',
  'call',
];

export interface ActivityRecord {
  /** 0x-prefixed 32-byte public key of the account the row belongs to. */
  account: string;
  block: number;
  eventIndex: number;
  /** The extrinsic that caused it; null for events of block initialisation/finalisation. */
  extrinsicIndex: number | null;
  kind: ActivityKind;
  direction: 'in' | 'out' | 'self' | null;
  /** Asset symbol (LUMI, PHPU, LPHPU) or `asset:<id>` / `pool-asset:<id>` for unregistered ones. */
  asset: string | null;
  amount: string | null;
  counterparty: string | null;
  /**
   * Kind-specific fields (swap legs, liquidity amounts, tip): JSON-serialisable. A failed extrinsic's row has
   * `failure: { call, error }` instead (see FailedCall).
   */
  details: Record<string, unknown> | null;
}

export interface ActivityRow extends ActivityRecord {
  blockHash: string;
  timestamp: number;
}

/** A pool as the indexer knows it; asset kinds are encoded `native` or `<id>`. */
export interface PoolRecord {
  lpToken: number;
  asset1: string;
  asset2: string;
  /** 0x hex account that holds the reserves. */
  account: string;
}

export interface PoolSnapshot {
  lpToken: number;
  block: number;
  reserve1: string;
  reserve2: string;
  lpSupply: string;
  /** LP fee in per-mille (3 = 0.3 %). */
  lpFee: number;
}

export interface SwapRecord {
  lpToken: number;
  block: number;
  eventIndex: number;
  /** Position in a multi-hop path. */
  hop: number;
  /** 1 when asset1 of the pool went in, 2 when asset2 did. */
  sideIn: 1 | 2;
  amountIn: string;
  amountOut: string;
  lpFee: number;
}

export interface ForexUpdate {
  currency: string;
  block: number;
  /** FixedU128 inner value (units per 1 USD × 10^18), decimal. */
  rate: string;
  /** The oracle's own timestamp of the value, ms. */
  feedTimestamp: number;
  /** 0x hex feeder; null for rates already on chain when indexing started (genesis seeds). */
  sender: string | null;
}

export interface IndexedBlock {
  number: number;
  hash: string;
  timestamp: number;
  activity: ActivityRecord[];
  pools: PoolRecord[];
  poolSnapshots: PoolSnapshot[];
  swaps: SwapRecord[];
  forex: ForexUpdate[];
  /** blake2-256 of each extrinsic's bytes (0x hex), by index in the block body. */
  extrinsicHashes: string[];
}

/** Where an extrinsic with a given hash was included. */
export interface ExtrinsicLocation {
  blockNumber: number;
  blockHash: string;
  index: number;
}

export interface ForexPoint {
  block: number;
  timestamp: number;
  rate: string;
  /** What produced the value when this service fed it ('simulated', 'ecb', 'file'); null otherwise. */
  source: string | null;
}

export interface PoolSnapshotRow extends PoolSnapshot {
  timestamp: number;
}

export interface SwapRow extends SwapRecord {
  timestamp: number;
}

export interface ActivityQuery {
  account: string;
  /** Exclusive upper bound (block, eventIndex) from a cursor. */
  before?: { block: number; eventIndex: number };
  limit: number;
  kinds?: readonly ActivityKind[];
}

export type GrantReservation =
  { ok: true; id: number } | { ok: false; reason: 'address' | 'ip'; retryAt: number };

export interface GrantRequest {
  address: string;
  ip: string;
  now: number;
  addressWindowMs: number;
  ipLimit: number;
  ipWindowMs: number;
}

export interface FeederSubmission {
  txHash: string;
  blockHash: string;
  block: number;
  source: string;
  sender: string;
  values: Record<string, string>;
  at: number;
}

export interface Store {
  getMeta(key: string): Promise<string | undefined>;
  setMeta(key: string, value: string): Promise<void>;
  /** The newest indexed block. */
  lastBlock(): Promise<{ number: number; hash: string } | undefined>;
  /** Writes the blocks (in order) and their rows atomically; rows already stored are kept, never duplicated. */
  applyBlocks(blocks: readonly IndexedBlock[]): Promise<void>;
  /** Forgets everything of the old chain (another chain behind the same endpoint), faucet grants included; meta stays. */
  resetChainData(): Promise<void>;
  pools(): Promise<PoolRecord[]>;
  latestPoolSnapshot(lpToken: number): Promise<PoolSnapshotRow | undefined>;
  poolSnapshots(lpToken: number, from: number, to: number): Promise<PoolSnapshotRow[]>;
  /** Snapshot in force at `time` (the newest at or before it). */
  poolSnapshotAt(lpToken: number, time: number): Promise<PoolSnapshotRow | undefined>;
  /** The pool's state at the end of `block` (the newest snapshot at or before it). */
  poolSnapshotAtBlock(lpToken: number, block: number): Promise<PoolSnapshotRow | undefined>;
  swaps(lpToken: number, from: number, to: number): Promise<SwapRow[]>;
  activity(query: ActivityQuery): Promise<ActivityRow[]>;
  forexHistory(currency: string, from: number, to: number): Promise<ForexPoint[]>;
  /** The rate in force at `time` (newest at or before it). */
  forexAt(currency: string, time: number): Promise<ForexPoint | undefined>;
  forexCurrencies(): Promise<string[]>;
  /**
   * Fills in the hashes of blocks indexed without them and lowers the mark below which they are missing
   * (meta `extrinsicHashesFrom`) to `missingFrom`, in one transaction.
   */
  addExtrinsicHashes(
    blocks: readonly { number: number; extrinsicHashes: string[] }[],
    missingFrom: number,
  ): Promise<void>;
  /** The extrinsic with this hash (0x, lower case); the earliest block's when one was included twice. */
  extrinsicByHash(hash: string): Promise<ExtrinsicLocation | undefined>;
  /** Atomically checks the per-address and per-IP windows and records a pending grant. */
  reserveGrant(request: GrantRequest): Promise<GrantReservation>;
  completeGrant(id: number, txHashes: string[]): Promise<void>;
  cancelGrant(id: number): Promise<void>;
  recordSubmission(submission: FeederSubmission): Promise<void>;
  close(): Promise<void>;
}
