// lumi-api benchmark (prints figures; never a pass/fail test):
//  1. indexing speed: a spawned lumi-node seals ~10,000 blocks (interval sealing, with transfers in many of
//     them), then a fresh service catches up from genesis; blocks/s = blocks indexed / time.
//  2. activity endpoint latency: 100 concurrent clients against a spawned service on that database (the node
//     restarted with instant sealing, the service logging at its default level); p50/p95/p99 and requests/s.
// Usage: npm run bench -w apps/api [-- --blocks 10000 --clients 100 --requests 20000]
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { startService } from '../src/service.ts';
import { createLogger } from '../src/util/log.ts';
import { connect, pairs, spawnNode } from '../test/helpers/chain.ts';
import { spawnApi } from '../test/helpers/spawn-api.ts';

const { values: opts } = parseArgs({
  options: {
    blocks: { type: 'string', default: '10000' },
    clients: { type: 'string', default: '100' },
    requests: { type: 'string', default: '20000' },
    sealing: { type: 'string', default: '2' },
  },
});
const TARGET = Number(opts.blocks);
const CLIENTS = Number(opts.clients);
const REQUESTS = Number(opts.requests);

const dir = mkdtempSync(join(tmpdir(), 'lumi-api-bench-'));
const database = join(dir, 'bench.sqlite');
const basePath = join(dir, 'node');
let node = await spawnNode(['--dev', '--base-path', basePath, '--sealing', opts.sealing], {
  timeoutMs: 120_000,
});
const cleanup: (() => Promise<unknown>)[] = [() => node.stop()];

try {
  // ---------------------------------------------------------------- produce the chain
  const client = await connect(node.wsUrl);
  const who = await pairs(['Bob', 'Charlie', 'Dave', 'Eve', 'Ferdie']);
  const senders = [who.Bob!, who.Charlie!, who.Dave!, who.Eve!];
  const nonces = await Promise.all(
    senders.map(async (s) => (await client.rpc.system.accountNextIndex(s.address)).toNumber()),
  );
  let best = 0;
  let sent = 0;
  const unsub = await client.rpc.chain.subscribeFinalizedHeads((h) => {
    best = h.number.toNumber();
  });
  const started = performance.now();
  process.stdout.write(`producing ${TARGET} blocks (sealing every ${opts.sealing} ms, transfers in many)…\n`);
  let lastReport = 0;
  while (best < TARGET) {
    // A few transfers per round, fire-and-forget: most blocks carry events, as on a used chain.
    await Promise.all(
      senders.map((s, i) =>
        client.tx.balances!.transferKeepAlive!(who.Ferdie!.address, 1_000_000_000n + BigInt(sent + i))
          .signAndSend(s, { nonce: nonces[i]!++ })
          .catch(() => undefined),
      ),
    );
    sent += senders.length;
    await new Promise((r) => setTimeout(r, 15));
    if (best - lastReport >= 2000) {
      lastReport = best;
      process.stdout.write(`  … block ${best}\n`);
    }
  }
  unsub();
  const produced = best;
  process.stdout.write(
    `produced ${produced} blocks with ${sent} transfers submitted in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  await client.disconnect();

  // ---------------------------------------------------------------- catch-up indexing
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
  const Sqlite = (await import('better-sqlite3')).default;
  const db = new Sqlite(database, { readonly: true });
  const activityRows = (db.prepare('SELECT count(*) AS n FROM activity').get() as { n: number }).n;
  db.close();
  process.stdout.write(
    `\nINDEXING  ${produced} blocks (${activityRows} activity rows) caught up in ${seconds.toFixed(2)} s = ${(produced / seconds).toFixed(0)} blocks/s\n`,
  );

  // ---------------------------------------------------------------- activity endpoint latency
  // The same chain with instant sealing, so block production does not compete for the CPU while measuring;
  // the service logs at its default level, as in production.
  await node.stop();
  node = await spawnNode(['--dev', '--base-path', basePath], { timeoutMs: 120_000 });
  const api = await spawnApi(
    ['--node', node.wsUrl, '--database', database, '--forex-source', 'off', '--faucet', 'off'],
    90_000,
    false,
  );
  cleanup.unshift(() => api.stop());
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
  const addresses = [who.Ferdie!, ...senders].map((p) => p.address);
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
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!.toFixed(1);
  process.stdout.write(
    `ACTIVITY  ${REQUESTS} requests, ${CLIENTS} concurrent clients, limit=25: p50 ${pct(50)} ms, p95 ${pct(95)} ms, ` +
      `p99 ${pct(99)} ms, max ${latencies[latencies.length - 1]!.toFixed(1)} ms, ${(REQUESTS / httpSeconds).toFixed(0)} req/s` +
      `${failures ? `, ${failures} non-200 answers` : ''}\n`,
  );
} finally {
  for (const c of cleanup) await c().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
