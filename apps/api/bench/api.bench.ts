// lumi-api benchmark (prints figures; never a pass/fail test):
//  1. indexing speed: a spawned lumi-node seals ~10,000 blocks (interval sealing, with transfers in many of
//     them), then a fresh service catches up from genesis; blocks/s = blocks indexed / time.
//  2. activity endpoint latency: 100 concurrent clients against a spawned service on that database (the node
//     restarted with instant sealing, the service logging at its default level); p50/p95/p99 and requests/s.
// Each store given with --stores is measured --runs times on the same chain (a fresh database per catch-up
// run); the medians are printed at the end. PostgreSQL is a throwaway local cluster (test/helpers/postgres.ts)
// unless --postgres-url names a database, which is then emptied (resetChainData) before each catch-up.
// Usage: npm run bench -w apps/api [-- --blocks 10000 --clients 100 --requests 20000
//          --stores sqlite,postgres --runs 3 --postgres-url postgres://user:pw@host/db]
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { startService } from '../src/service.ts';
import { openStore } from '../src/store/open.ts';
import { parseDatabaseTarget } from '../src/store/target.ts';
import { createLogger } from '../src/util/log.ts';
import { MultiAddress } from '@lumi/descriptors';
import { toHex } from 'polkadot-api/utils';
import { connect, pairs, spawnNode } from '../test/helpers/chain.ts';
import { startPostgres, type PostgresCluster } from '../test/helpers/postgres.ts';
import { spawnApi } from '../test/helpers/spawn-api.ts';

const { values: opts } = parseArgs({
  options: {
    blocks: { type: 'string', default: '10000' },
    clients: { type: 'string', default: '100' },
    requests: { type: 'string', default: '20000' },
    sealing: { type: 'string', default: '2' },
    stores: { type: 'string', default: 'sqlite' },
    runs: { type: 'string', default: '1' },
    'postgres-url': { type: 'string' },
  },
});
const TARGET = Number(opts.blocks);
const CLIENTS = Number(opts.clients);
const REQUESTS = Number(opts.requests);
const RUNS = Number(opts.runs);
const STORES = opts.stores.split(',').map((s) => s.trim());
for (const s of STORES) {
  if (s !== 'sqlite' && s !== 'postgres') throw new Error(`--stores: unknown store ${s} (sqlite, postgres)`);
}
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive whole number');
type StoreKind = 'sqlite' | 'postgres';

interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
  failures: number;
}
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const dir = mkdtempSync(join(tmpdir(), 'lumi-api-bench-'));
const basePath = join(dir, 'node');
// Finality at once: at a block every 2 ms the default 2 s finality delay would leave ~1,000 blocks unfinalized,
// past the 512 a chainHead follow may pin, so the node would stop the bench client's follow over and over.
let node = await spawnNode(
  ['--dev', '--base-path', basePath, '--sealing', opts.sealing, '--finality-delay', '0'],
  {
    timeoutMs: 120_000,
  },
);
const cleanup: (() => Promise<unknown>)[] = [() => node.stop()];
let cluster: PostgresCluster | undefined;
let sqliteFiles = 0;

/** A fresh, empty database of the given kind, as a --database value. */
async function freshDatabase(kind: StoreKind): Promise<string> {
  if (kind === 'sqlite') return join(dir, `bench-${++sqliteFiles}.sqlite`);
  if (opts['postgres-url']) {
    const store = await openStore(parseDatabaseTarget(opts['postgres-url']));
    await store.resetChainData();
    await store.close();
    return opts['postgres-url'];
  }
  if (!cluster) {
    cluster = await startPostgres();
    const started = cluster;
    cleanup.push(() => started.stop());
  }
  return cluster.createDatabase();
}

async function countActivity(database: string): Promise<number> {
  if (!/^postgres(ql)?:/.test(database)) {
    const db = new Database(database, { readonly: true });
    const n = (db.prepare('SELECT count(*) AS n FROM activity').get() as { n: number }).n;
    db.close();
    return n;
  }
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  const n = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM activity')).rows[0]!.n);
  await client.end();
  return n;
}

/** Catch-up from genesis into `database`: blocks per second. */
async function catchUp(database: string, produced: number): Promise<number> {
  const config = loadConfig([
    '--node',
    node.wsUrl,
    '--database',
    database,
    '--port',
    '0',
    '--forex-source',
    'off',
    '--faucet',
    'off',
    '--log-level',
    'warn',
  ]);
  const service = await startService(config, createLogger('warn'));
  const t0 = performance.now();
  while ((service.indexer.status.lastIndexed ?? -1) < produced) await new Promise((r) => setTimeout(r, 20));
  const seconds = (performance.now() - t0) / 1000;
  await service.close();
  return produced / seconds;
}

/** 100 clients (by default) against a spawned service on `database`. */
async function activityLatency(database: string, addresses: string[]): Promise<Latency> {
  const api = await spawnApi(
    ['--node', node.wsUrl, '--database', database, '--forex-source', 'off', '--faucet', 'off'],
    90_000,
    false,
  );
  try {
    // node:http with a keep-alive pool of 100 sockets: one per client, like 100 browsers. (fetch/undici costs
    // more CPU per request than the server does, which would measure the client on a 2-core machine.)
    const base = new URL(api.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const get = (path: string, cookie: string) =>
      new Promise<{ status: number; setCookie: string | undefined }>((resolve, reject) => {
        const req = http.request(
          { host: base.hostname, port: base.port, path, agent, headers: { cookie } },
          (res) => {
            res.resume();
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie']?.[0] }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    // Like a browser, the clients send back the XSRF cookie they received.
    const cookie = ((await get(`${base.pathname}/status`, '')).setCookie ?? '').split(';')[0]!;
    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        const i = next++;
        const address = addresses[i % addresses.length]!;
        const t = performance.now();
        const { status } = await get(`${base.pathname}/accounts/${address}/activity?limit=25`, cookie);
        latencies.push(performance.now() - t);
        if (status !== 200) failures++;
      }
    };
    for (let i = 0; i < 200; i++)
      await get(`${base.pathname}/accounts/${addresses[i % addresses.length]}/activity`, cookie);
    const h0 = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, worker));
    const httpSeconds = (performance.now() - h0) / 1000;
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
    return {
      p50: pct(50),
      p95: pct(95),
      p99: pct(99),
      max: latencies[latencies.length - 1]!,
      perSecond: REQUESTS / httpSeconds,
      failures,
    };
  } finally {
    await api.stop();
  }
}

try {
  // ---------------------------------------------------------------- produce the chain
  const client = connect(node.wsUrl);
  const who = await pairs(['Bob', 'Charlie', 'Dave', 'Eve', 'Ferdie']);
  const senders = [who.Bob!, who.Charlie!, who.Dave!, who.Eve!];
  const nonces = await Promise.all(
    senders.map((s) => client.client._request<number>('system_accountNextIndex', [s.address])),
  );
  let best = 0;
  let sent = 0;
  const started = performance.now();
  process.stdout.write(`producing ${TARGET} blocks (sealing every ${opts.sealing} ms, transfers in many)…\n`);
  let lastReport = 0;
  while (best < TARGET) {
    // A few transfers per round, fire-and-forget: most blocks carry events, as on a used chain.
    // Signed by polkadot-api, handed to the pool without watching (a watch per transfer would follow every
    // block's body for it).
    await Promise.all(
      senders.map(async (s, i) => {
        const tx = client.api.tx.Balances.transfer_keep_alive({
          dest: MultiAddress.Id(who.Ferdie!.address),
          value: 1_000_000_000n + BigInt(sent + i),
        });
        // Immortal: at 2 ms per block the default 64-block era would expire before inclusion.
        const signed = await tx.sign(s.signer, { nonce: nonces[i]!++, mortality: { mortal: false } });
        await client.client._request('author_submitExtrinsic', [toHex(signed)]).catch(() => undefined);
      }),
    );
    best = await client.client._request<number>('archive_v1_finalizedHeight', []);
    sent += senders.length;
    await new Promise((r) => setTimeout(r, 15));
    if (best - lastReport >= 2000) {
      lastReport = best;
      process.stdout.write(`  … block ${best}\n`);
    }
  }
  const produced = best;
  process.stdout.write(
    `produced ${produced} blocks with ${sent} transfers submitted in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  client.destroy();

  // ---------------------------------------------------------------- catch-up indexing, per store and run
  const databases = new Map<StoreKind, string>();
  const rates = new Map<StoreKind, number[]>();
  for (const kind of STORES as StoreKind[]) {
    for (let run = 1; run <= RUNS; run++) {
      const database = await freshDatabase(kind);
      const rate = await catchUp(database, produced);
      databases.set(kind, database);
      rates.set(kind, [...(rates.get(kind) ?? []), rate]);
      process.stdout.write(
        `INDEXING  ${kind} run ${run}: ${produced} blocks (${await countActivity(database)} activity rows) = ${rate.toFixed(0)} blocks/s\n`,
      );
    }
  }

  // ---------------------------------------------------------------- activity endpoint latency
  // The same chain with instant sealing, so block production does not compete for the CPU while measuring;
  // the service logs at its default level, as in production.
  await node.stop();
  node = await spawnNode(['--dev', '--base-path', basePath], { timeoutMs: 120_000 });
  const addresses = [who.Ferdie!, ...senders].map((p) => p.address);
  const latencies = new Map<StoreKind, Latency[]>();
  for (const kind of STORES as StoreKind[]) {
    for (let run = 1; run <= RUNS; run++) {
      const l = await activityLatency(databases.get(kind)!, addresses);
      latencies.set(kind, [...(latencies.get(kind) ?? []), l]);
      process.stdout.write(
        `ACTIVITY  ${kind} run ${run}: ${REQUESTS} requests, ${CLIENTS} concurrent clients, limit=25: p50 ${l.p50.toFixed(1)} ms, ` +
          `p95 ${l.p95.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms, max ${l.max.toFixed(1)} ms, ${l.perSecond.toFixed(0)} req/s` +
          `${l.failures ? `, ${l.failures} non-200 answers` : ''}\n`,
      );
    }
  }

  process.stdout.write(`\nMEDIANS of ${RUNS} run(s), ${produced} blocks, ${CLIENTS} clients:\n`);
  for (const kind of STORES as StoreKind[]) {
    const ls = latencies.get(kind)!;
    const m = (f: (l: Latency) => number) => median(ls.map(f)).toFixed(1);
    process.stdout.write(
      `  ${kind.padEnd(8)} catch-up ${median(rates.get(kind)!).toFixed(0)} blocks/s; activity p50 ${m((l) => l.p50)} ms, ` +
        `p95 ${m((l) => l.p95)} ms, p99 ${m((l) => l.p99)} ms, ${median(ls.map((l) => l.perSecond)).toFixed(0)} req/s\n`,
    );
  }
} finally {
  for (const c of cleanup) await c().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
