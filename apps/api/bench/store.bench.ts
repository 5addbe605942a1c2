// Store-only benchmark (prints figures; never a pass/fail test): the indexer's write path and the activity query
// on each store, with no node, RPC or HTTP in the way, so the figures are the store's own.
//  1. applyBlocks: --blocks synthetic blocks (a transfer's two activity rows in each, a pool snapshot, a swap
//     every fourth block) in batches of 200, as the indexer writes them; blocks/s.
//  2. activity: --queries calls (limit 25; first pages and cursor pages, with and without a kind filter) from
//     --concurrency callers at once; queries/s and the mean time per call.
// Each store given with --stores is measured --runs times (a fresh database each run) and the medians printed.
// PostgreSQL is a throwaway local cluster (test/helpers/postgres.ts).
// Usage: npm run bench:store -w apps/api [-- --blocks 20000 --queries 20000 --concurrency 100
//          --stores sqlite,postgres --runs 3]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openStore } from '../src/store/open.ts';
import { parseDatabaseTarget } from '../src/store/target.ts';
import type { ActivityQuery, IndexedBlock, Store } from '../src/store/types.ts';
import { startPostgres, type PostgresCluster } from '../test/helpers/postgres.ts';

const { values: opts } = parseArgs({
  options: {
    blocks: { type: 'string', default: '20000' },
    queries: { type: 'string', default: '20000' },
    concurrency: { type: 'string', default: '100' },
    stores: { type: 'string', default: 'sqlite,postgres' },
    runs: { type: 'string', default: '3' },
  },
});
const BLOCKS = Number(opts.blocks);
const QUERIES = Number(opts.queries);
const CONCURRENCY = Number(opts.concurrency);
const RUNS = Number(opts.runs);
const STORES = opts.stores.split(',').map((s) => s.trim());
for (const s of STORES) {
  if (s !== 'sqlite' && s !== 'postgres') throw new Error(`--stores: unknown store ${s} (sqlite, postgres)`);
}
const BATCH = 200;
const ACCOUNTS = Array.from({ length: 16 }, (_, i) => `0x${i.toString(16).padStart(64, '0')}`);

function syntheticBlock(n: number): IndexedBlock {
  const from = ACCOUNTS[n % ACCOUNTS.length]!;
  const to = ACCOUNTS[(n * 7 + 3) % ACCOUNTS.length]!;
  const amount = (BigInt(n) * 1_000_000_007n).toString();
  const row = {
    block: n,
    eventIndex: 2,
    extrinsicIndex: 1,
    kind: 'transfer' as const,
    asset: 'LUMI',
    amount,
  };
  return {
    number: n,
    hash: `0x${n.toString(16).padStart(64, '0')}`,
    timestamp: 1_700_000_000_000 + n * 6_000,
    activity: [
      { ...row, account: from, direction: 'out', counterparty: to, details: null },
      { ...row, account: to, direction: 'in', counterparty: from, details: { tip: '0' } },
    ],
    pools: n === 0 ? [{ lpToken: 0, asset1: 'native', asset2: '1', account: ACCOUNTS[0]! }] : [],
    poolSnapshots: [{ lpToken: 0, block: n, reserve1: amount, reserve2: amount, lpSupply: amount, lpFee: 3 }],
    swaps:
      n % 4 === 0
        ? [
            {
              lpToken: 0,
              block: n,
              eventIndex: 5,
              hop: 0,
              sideIn: 1,
              amountIn: amount,
              amountOut: amount,
              lpFee: 3,
            },
          ]
        : [],
    forex: [],
    extrinsicHashes: [`0x${n.toString(16).padStart(64, 'e')}`],
  };
}

function query(i: number): ActivityQuery {
  const account = ACCOUNTS[i % ACCOUNTS.length]!;
  const before = i % 2 ? { block: BLOCKS - 1 - ((i * 37) % BLOCKS), eventIndex: 0 } : undefined;
  return { account, limit: 25, before, kinds: i % 3 === 0 ? ['transfer', 'swap'] : undefined };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function measure(store: Store): Promise<{ blocksPerSecond: number; queriesPerSecond: number }> {
  const t0 = performance.now();
  for (let start = 0; start < BLOCKS; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, BLOCKS - start) }, (_, i) =>
      syntheticBlock(start + i),
    );
    await store.applyBlocks(batch);
  }
  const blocksPerSecond = BLOCKS / ((performance.now() - t0) / 1000);
  for (let i = 0; i < 200; i++) await store.activity(query(i));
  let next = 0;
  const caller = async () => {
    while (next < QUERIES) await store.activity(query(next++));
  };
  const t1 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, caller));
  const queriesPerSecond = QUERIES / ((performance.now() - t1) / 1000);
  return { blocksPerSecond, queriesPerSecond };
}

const dir = mkdtempSync(join(tmpdir(), 'lumi-api-store-bench-'));
let cluster: PostgresCluster | undefined;
try {
  const results = new Map<string, { blocksPerSecond: number; queriesPerSecond: number }[]>();
  for (let run = 1; run <= RUNS; run++) {
    for (const kind of STORES) {
      let database = join(dir, `bench-${kind}-${run}.sqlite`);
      if (kind === 'postgres') {
        cluster ??= await startPostgres();
        database = await cluster.createDatabase();
      }
      const store = await openStore(parseDatabaseTarget(database));
      const r = await measure(store);
      await store.close();
      results.set(kind, [...(results.get(kind) ?? []), r]);
      process.stdout.write(
        `${kind.padEnd(8)} run ${run}: applyBlocks ${r.blocksPerSecond.toFixed(0)} blocks/s; ` +
          `activity ${r.queriesPerSecond.toFixed(0)} queries/s (${((1000 * CONCURRENCY) / r.queriesPerSecond).toFixed(2)} ms each at ${CONCURRENCY} concurrent)\n`,
      );
    }
  }
  process.stdout.write(`\nMEDIANS of ${RUNS} run(s), ${BLOCKS} blocks, ${QUERIES} activity queries:\n`);
  for (const [kind, rs] of results) {
    process.stdout.write(
      `  ${kind.padEnd(8)} applyBlocks ${median(rs.map((r) => r.blocksPerSecond)).toFixed(0)} blocks/s; ` +
        `activity ${median(rs.map((r) => r.queriesPerSecond)).toFixed(0)} queries/s\n`,
    );
  }
} finally {
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}
