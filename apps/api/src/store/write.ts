// The indexer's write path: a batch of blocks as one multi-row statement per table, inside the caller's
// transaction (store.ts), split only when a statement would exceed the bound-parameter limits. Rows have natural
// keys: re-applied rows are kept once (pools, activity, swaps) or replaced by the newer values (blocks,
// snapshots, forex), as the Store contract says.
import type { Transaction } from 'kysely';
import type { Tables } from './schema.ts';
import type { IndexedBlock } from './types.ts';

/** Bound values per statement: SQLite allows 32,766, PostgreSQL 65,535. */
const MAX_PARAMETERS = 30_000;

/** Last row per key wins, as a replace would; ON CONFLICT DO UPDATE may touch a row only once per statement. */
function lastPerKey<T>(rows: readonly T[], key: (r: T) => string): T[] {
  return [...new Map(rows.map((r) => [key(r), r])).values()];
}

/** Runs `insert` on consecutive slices of `rows`, each small enough to bind in one statement. */
async function inSlices<T>(
  rows: readonly T[],
  columns: number,
  insert: (slice: readonly T[]) => Promise<unknown>,
): Promise<void> {
  const size = Math.floor(MAX_PARAMETERS / columns);
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Each block's extrinsic hashes by index, replacing whatever that block had. */
export async function writeExtrinsicHashes(
  trx: Transaction<Tables>,
  blocks: readonly Pick<IndexedBlock, 'number' | 'extrinsicHashes'>[],
): Promise<void> {
  // A block applied again (a replaced dev chain) may hold fewer extrinsics: its old rows go first.
  await inSlices(
    blocks.map((b) => b.number),
    1,
    (slice) => trx.deleteFrom('extrinsics').where('block', 'in', slice).execute(),
  );
  const rows = blocks.flatMap((b) =>
    b.extrinsicHashes.map((hash, index) => ({ block: b.number, extrinsic_index: index, hash })),
  );
  await inSlices(rows, 3, (slice) =>
    trx
      .insertInto('extrinsics')
      .values([...slice])
      .onConflict((oc) =>
        oc.columns(['block', 'extrinsic_index']).doUpdateSet((eb) => ({ hash: eb.ref('excluded.hash') })),
      )
      .execute(),
  );
}

export async function writeBlocks(trx: Transaction<Tables>, blocks: readonly IndexedBlock[]): Promise<void> {
  const headers = lastPerKey(blocks, (b) => String(b.number));
  await inSlices(headers, 3, (slice) =>
    trx
      .insertInto('blocks')
      .values(slice.map((b) => ({ number: b.number, hash: b.hash, timestamp: b.timestamp })))
      .onConflict((oc) =>
        oc
          .column('number')
          .doUpdateSet((eb) => ({ hash: eb.ref('excluded.hash'), timestamp: eb.ref('excluded.timestamp') })),
      )
      .execute(),
  );
  await writeExtrinsicHashes(trx, blocks);
  const pools = blocks.flatMap((b) => b.pools.map((p) => ({ ...p, firstBlock: b.number })));
  await inSlices(pools, 5, (slice) =>
    trx
      .insertInto('pools')
      .values(
        slice.map((p) => ({
          lp_token: p.lpToken,
          asset1: p.asset1,
          asset2: p.asset2,
          account: p.account,
          first_block: p.firstBlock,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute(),
  );
  await inSlices(
    blocks.flatMap((b) => b.activity),
    10,
    (slice) =>
      trx
        .insertInto('activity')
        .values(
          slice.map((a) => ({
            account: a.account,
            block: a.block,
            event_index: a.eventIndex,
            extrinsic_index: a.extrinsicIndex,
            kind: a.kind,
            direction: a.direction,
            asset: a.asset,
            amount: a.amount,
            counterparty: a.counterparty,
            details: a.details ? JSON.stringify(a.details) : null,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute(),
  );
  const snapshots = lastPerKey(
    blocks.flatMap((b) => b.poolSnapshots),
    (p) => `${p.lpToken}/${p.block}`,
  );
  await inSlices(snapshots, 6, (slice) =>
    trx
      .insertInto('pool_snapshots')
      .values(
        slice.map((p) => ({
          lp_token: p.lpToken,
          block: p.block,
          reserve1: p.reserve1,
          reserve2: p.reserve2,
          lp_supply: p.lpSupply,
          lp_fee: p.lpFee,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['lp_token', 'block']).doUpdateSet((eb) => ({
          reserve1: eb.ref('excluded.reserve1'),
          reserve2: eb.ref('excluded.reserve2'),
          lp_supply: eb.ref('excluded.lp_supply'),
          lp_fee: eb.ref('excluded.lp_fee'),
        })),
      )
      .execute(),
  );
  await inSlices(
    blocks.flatMap((b) => b.swaps),
    8,
    (slice) =>
      trx
        .insertInto('swaps')
        .values(
          slice.map((w) => ({
            lp_token: w.lpToken,
            block: w.block,
            event_index: w.eventIndex,
            hop: w.hop,
            side_in: w.sideIn,
            amount_in: w.amountIn,
            amount_out: w.amountOut,
            lp_fee: w.lpFee,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute(),
  );
  const forex = lastPerKey(
    blocks.flatMap((b) => b.forex),
    (f) => `${f.currency}/${f.block}`,
  );
  await inSlices(forex, 5, (slice) =>
    trx
      .insertInto('forex_updates')
      .values(
        slice.map((f) => ({
          currency: f.currency,
          block: f.block,
          rate: f.rate,
          feed_timestamp: f.feedTimestamp,
          sender: f.sender,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['currency', 'block']).doUpdateSet((eb) => ({
          rate: eb.ref('excluded.rate'),
          feed_timestamp: eb.ref('excluded.feed_timestamp'),
          sender: eb.ref('excluded.sender'),
        })),
      )
      .execute(),
  );
}
