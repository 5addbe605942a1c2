// lumi-node at scale: preloads 10k / 100k / 1M accounts through a generated chain spec's genesis patch and
// prints issue 14's table (medians of --reps runs) with the machine's load average. A figure, not a test.
//   npm run bench:scale                      (10k, 100k and 1M; 1M takes minutes)
//   npm run bench:scale -- --sizes 10k,100k --reps 3
//   npm run bench:scale -- --dir /var/tmp/lumi-scale   (keeps each size's spec and database there and reuses them:
//                                                       a 1M genesis takes most of an hour on a loaded machine)
//   npm run bench:scale -- --sealing 6000   (blocks on a 6 s slot, as a chain runs, instead of instant sealing;
//                                            or --sealing instant: either measures only the transfers, i.e. block
//                                            import, and their ratio)
import '@polkadot/api-augment';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ApiPromise, WsProvider } from '@polkadot/api';
import type { KeyringPair } from '@polkadot/keyring/types';
import { blake2AsHex } from '@polkadot/util-crypto';
import { createRuntime } from '@lumi/runtime';
import { builtinSpec } from '../src/chain-spec/spec.ts';
import { devAccounts } from '../src/testing/accounts.ts';
import { ensureNodeBuild } from '../scripts/build.mjs';
import { nodeCpuMs, nodeRssBytes, spawnNode, type SpawnedNode } from '../src/testing/spawn.ts';
import { until } from '../src/testing/until.ts';
import { WsRpc } from '../src/testing/ws-client.ts';
import {
  duration,
  formatTable,
  importRatio,
  median,
  micros,
  parseSizes,
  sizeLabel,
  type SizeResult,
  times,
} from './scale-table.ts';

const { values: opts } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10k,100k,1m' },
    reps: { type: 'string', default: '3' },
    transfers: { type: 'string', default: '100' },
    dir: { type: 'string' },
    sealing: { type: 'string' },
  },
});
/**
 * `--sealing MS`: blocks on a slot of this many milliseconds (the node's `--sealing MS`) rather than instantly.
 * Transactions then wait in the pool for their block, as on a running chain, which is the lead the node's prefetch
 * thread has to read the keys they touch; instant sealing builds a block as soon as they are verified.
 * `--sealing instant` is the default sealing, for a pair measured the same way. `--sealing manual` puts each
 * round's transfers in the pool first and then measures only the blocks `dev_newBlock` builds from it: the same
 * blocks at every size, without the submissions' RPC and pool work, and without instant sealing's batching, which
 * follows how fast blocks go (a slower import makes smaller blocks, each with its fixed cost). Each of these
 * measures only the transfer runs (block import): proofs, restarts and first blocks would measure the sealing.
 */
const SEALING = opts.sealing;
if (
  SEALING !== undefined &&
  SEALING !== 'instant' &&
  SEALING !== 'manual' &&
  !(/^\d+$/u.test(SEALING) && Number(SEALING) >= 100)
)
  throw new Error(
    `--sealing: '${SEALING}' is not "instant", "manual" or a slot in milliseconds (100 or more)`,
  );
const SIZES = parseSizes(opts.sizes);
const REPS = Number(opts.reps);
/** Transfers per sender per throughput run (six senders). */
const PER_SENDER = Number(opts.transfers);
const AMOUNT = 10_000_000_000n; // ten times the existential deposit: a new account is created
const START_TIMEOUT_MS = 60 * 60 * 1000;
const WAIT_MS = 10 * 60 * 1000;
/** System.Account's prefix: the subtree holding every account. */
const SYSTEM_ACCOUNT_PREFIX = '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const account = (tag: string, i: number): string => blake2AsHex(`lumi-scale-${tag}-${i}`, 256);
/** Tags this run's new accounts, so a reused database (`--dir`) still gets accounts it has never seen. */
const RUN = Date.now().toString(36);
const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);

async function writeSpec(path: string, accounts: number): Promise<void> {
  const runtime = await createRuntime();
  const spec = builtinSpec(runtime, 'dev');
  const patch = structuredClone(spec.genesis) as {
    runtimeGenesis: { patch: { balances: { balances: unknown[] } } };
  };
  const balances = patch.runtimeGenesis.patch.balances.balances;
  for (let i = 0; i < accounts; i++) balances.push([account('pre', i), '1000000000000000']);
  writeFileSync(
    path,
    JSON.stringify({ ...spec, name: 'Lumi scale bench', id: 'lumi_scale', genesis: patch }),
  );
}

/** Waits for a condition the bench polls, failing (not hanging) after `WAIT_MS` with what it waited for. */
const waitFor = <T>(what: string, probe: () => Promise<T | undefined>): Promise<T> =>
  until(what, probe, { timeoutMs: WAIT_MS, pollMs: 20 });

/** `promise`, or an error naming `what` once `WAIT_MS` has passed: a stalled step fails and says which it was. */
function withDeadline<T>(what: () => string, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out after ${WAIT_MS} ms waiting for ${what()}`)),
      WAIT_MS,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

async function nonces(api: ApiPromise, senders: readonly KeyringPair[]): Promise<number[]> {
  const infos = await api.query.system.account.multi(senders.map((s) => s.address));
  return infos.map((i) => i.nonce.toNumber());
}

interface Throughput {
  perSecond: number;
  /** The node's CPU milliseconds per transfer, all threads. */
  cpuMs: number;
  /**
   * Its main thread's alone: block building and import (execution, state root, the database commit) and the
   * submissions' RPC and pool work, without the signature checks the worker threads do.
   */
  mainCpuMs: number;
}

/**
 * Transfers per second, submission of the first to inclusion of the last (with manual sealing: the first block's
 * request to the last block), `PER_SENDER` from each sender; and the node's CPU milliseconds per transfer over the
 * same span (all threads, and its main thread).
 */
async function throughput(
  api: ApiPromise,
  rpc: WsRpc,
  node: SpawnedNode,
  senders: KeyringPair[],
  dest: (i: number) => string,
): Promise<Throughput> {
  const first = await nonces(api, senders);
  const txs: string[] = [];
  for (let n = 0; n < PER_SENDER; n++) {
    for (const [i, s] of senders.entries()) {
      const tx = await api.tx.balances
        .transferKeepAlive(dest(txs.length), AMOUNT)
        .signAsync(s, { nonce: first[i]! + n, era: 0 });
      txs.push(tx.toHex());
    }
  }
  if (SEALING === 'manual') {
    // The pool takes them all first; only the blocks `dev_newBlock` builds from it are measured.
    await Promise.all(txs.map((tx) => rpc.call('author_submitExtrinsic', [tx])));
    await waitFor('the transfers to be in the pool', async () =>
      (await rpc.call<string[]>('author_pendingExtrinsics', [])).length >= txs.length ? true : undefined,
    );
  }
  const t0 = performance.now();
  const cpu0 = nodeCpuMs(node) ?? NaN;
  const main0 = nodeCpuMs(node, node.child.pid) ?? NaN;
  const included = async () =>
    (await nonces(api, senders)).every((n, i) => n >= first[i]! + PER_SENDER) ? true : undefined;
  if (SEALING === 'manual') {
    // Six accounts' state read after each block, not the pool's whole list: the measured window holds the blocks.
    let blocks = 0;
    do {
      if (++blocks > txs.length)
        throw new Error(`${blocks - 1} blocks did not include ${txs.length} transfers`);
      await rpc.call('dev_newBlock', [{ count: 1 }]);
    } while (!(await included()));
  } else await Promise.all(txs.map((tx) => rpc.call('author_submitExtrinsic', [tx])));
  await waitFor('the transfers to be included', included);
  return {
    perSecond: txs.length / ((performance.now() - t0) / 1000),
    cpuMs: ((nodeCpuMs(node) ?? NaN) - cpu0) / txs.length,
    mainCpuMs: ((nodeCpuMs(node, node.child.pid) ?? NaN) - main0) / txs.length,
  };
}

/** Submits one transfer and resolves with the hash of the block that holds it, once imported. */
async function oneBlock(api: ApiPromise, rpc: WsRpc, from: KeyringPair, dest: string): Promise<string> {
  const tx = await api.tx.balances.transferKeepAlive(dest, AMOUNT).signAsync(from, { era: 0 });
  const seen: unknown[] = [];
  let inBlock: (hash: string) => void = () => {};
  const included = new Promise<string>((resolve) => (inBlock = resolve));
  const sub = await rpc.subscribe('author_submitAndWatchExtrinsic', [tx.toHex()], (r) => {
    seen.push(r);
    if (typeof r === 'object' && r !== null && 'inBlock' in r) inBlock((r as { inBlock: string }).inBlock);
  });
  try {
    return await withDeadline(
      () => `a transfer's inBlock status (statuses so far: ${JSON.stringify(seen)})`,
      included,
    );
  } finally {
    rpc.unsubscribeLocal(sub);
  }
}

/** Time of chainHead_v1_storage closestDescendantMerkleValue on a block the follower was just told about. */
async function closestDescendant(
  api: ApiPromise,
  rpc: WsRpc,
  from: KeyringPair,
  dest: string,
): Promise<number> {
  const events: { event: string; blockHash?: string; operationId?: string }[] = [];
  const wake: (() => void)[] = [];
  const follow = await rpc.subscribe('chainHead_v1_follow', [false], (e) => {
    events.push(e as (typeof events)[number]);
    wake.splice(0).forEach((w) => w());
  });
  // Resolves with the first event from `from` on matching `pred`.
  const next = (pred: (e: (typeof events)[number]) => boolean, from: number) =>
    withDeadline(
      () => `a chainHead event (so far: ${JSON.stringify(events.slice(from))})`,
      new Promise<(typeof events)[number]>((resolve) => {
        const look = () => {
          const found = events.slice(from).find(pred);
          if (found) resolve(found);
          else wake.push(look);
        };
        look();
      }),
    );
  const tx = await api.tx.balances.transferKeepAlive(dest, AMOUNT).signAsync(from, { era: 0 });
  // Counted before submitting: the block may be announced in the same read from the socket as the
  // submission's answer, before the code after `await` runs.
  const before = events.length;
  await rpc.call('author_submitExtrinsic', [tx.toHex()]);
  const block = await next((e) => e.event === 'newBlock', before);
  const t0 = performance.now();
  const started = await rpc.call<{ result: string; operationId: string }>('chainHead_v1_storage', [
    follow,
    block.blockHash,
    [{ key: SYSTEM_ACCOUNT_PREFIX, type: 'closestDescendantMerkleValue' }],
    null,
  ]);
  if (started.result !== 'started') throw new Error(`chainHead_v1_storage: ${JSON.stringify(started)}`);
  await next((e) => e.event === 'operationStorageDone' && e.operationId === started.operationId, 0);
  const ms = performance.now() - t0;
  await rpc.call('chainHead_v1_unfollow', [follow]);
  rpc.unsubscribeLocal(follow);
  return ms;
}

async function bestNumber(rpc: WsRpc): Promise<number> {
  const h = await rpc.call<{ number: string }>('chain_getHeader', []);
  return Number(h.number);
}

/** A size's row before anything is measured: every figure "n/a" until set. */
function unmeasured(accounts: number): SizeResult {
  return {
    accounts,
    transfersExisting: NaN,
    transfersNew: NaN,
    cpuPerTransferExisting: NaN,
    cpuPerTransferNew: NaN,
    mainCpuPerTransferExisting: NaN,
    mainCpuPerTransferNew: NaN,
    readProofMs: NaN,
    closestDescendantMs: NaN,
    rssBytes: undefined,
    restartRssBytes: undefined,
    restartMs: NaN,
    restartCpuMs: NaN,
    firstBlockMs: NaN,
    firstStartMs: NaN,
  };
}

/** One size's node, started on its spec and database, with the clients and rounds the bench drives it with. */
interface SizeRun {
  accounts: number;
  label: string;
  dir: string;
  args: string[];
  /** Every node started for this size (restarts included), stopped at the end. */
  nodes: SpawnedNode[];
  node: SpawnedNode;
  rpc: WsRpc;
  api: ApiPromise;
  firstStartMs: number;
  /** A round of transfers to preloaded accounts, and one to accounts the chain has never seen. */
  existing(): Promise<Throughput>;
  fresh(): Promise<Throughput>;
}

async function openSize(accounts: number): Promise<SizeRun> {
  const label = sizeLabel(accounts);
  const dir = opts.dir ? join(opts.dir, label) : mkdtempSync(join(tmpdir(), 'lumi-scale-'));
  const specPath = join(dir, 'spec.json');
  const reused = opts.dir !== undefined && existsSync(join(dir, 'data'));
  if (!existsSync(specPath)) {
    log(`${label}: writing the chain spec`);
    mkdirSync(dir, { recursive: true });
    await writeSpec(specPath, accounts);
  }
  const args = ['--chain', specPath, '--base-path', join(dir, 'data'), '--finality-delay', '0'];
  if (SEALING !== undefined) args.push('--sealing', SEALING);
  if (SEALING === 'manual') args.push('--enable-dev-rpc');
  log(`${label}: ${reused ? 'start on the kept database' : 'first start'} (load ${load()})`);
  const t0 = performance.now();
  const node = await spawnNode(args, { timeoutMs: START_TIMEOUT_MS });
  const rpc = await WsRpc.connect(node.wsUrl);
  await rpc.call('system_health');
  const firstStartMs = reused ? NaN : performance.now() - t0;
  const api = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
  const acc = await devAccounts();
  const senders = [acc.alice, acc.bob, acc.charlie, acc.dave, acc.eve, acc.ferdie];
  let next = 0;
  const run: SizeRun = {
    accounts,
    label,
    dir,
    args,
    nodes: [node],
    node,
    rpc,
    api,
    firstStartMs,
    existing: () => throughput(api, rpc, node, senders, () => account('pre', next++ % accounts)),
    fresh: () => throughput(api, rpc, node, senders, () => account(`new-${RUN}`, next++)),
  };
  // One round of each first, not counted: a node just started compiles its hot paths during it (its main thread
  // spent up to twice a warm round's CPU per transfer), which is not what a block costs a running node.
  const warm = [await run.existing(), await run.fresh()];
  log(
    `${label}: warm-up round, main thread ${warm.map((x) => micros(x.mainCpuMs)).join(' / ')} (not counted)`,
  );
  return run;
}

async function closeSize(run: SizeRun): Promise<void> {
  for (const n of run.nodes) await n.stop();
  if (!opts.dir) rmSync(run.dir, { recursive: true, force: true });
}

/** The transfer rounds' medians, and their figures logged round by round. */
function transferFigures(label: string, existing: Throughput[], fresh: Throughput[]) {
  const rate = (xs: Throughput[]) => xs.map((x) => Math.round(x.perSecond)).join(',');
  const cpu = (xs: Throughput[]) => xs.map((x) => duration(x.cpuMs)).join(',');
  const main = (xs: Throughput[]) => xs.map((x) => micros(x.mainCpuMs)).join(',');
  log(
    `${label}: transfers/s ${rate(existing)} / ${rate(fresh)}; node CPU per transfer ${cpu(existing)} / ${cpu(fresh)}; ` +
      `main thread ${main(existing)} / ${main(fresh)}`,
  );
  return {
    transfersExisting: median(existing.map((x) => x.perSecond)),
    transfersNew: median(fresh.map((x) => x.perSecond)),
    cpuPerTransferExisting: median(existing.map((x) => x.cpuMs)),
    cpuPerTransferNew: median(fresh.map((x) => x.cpuMs)),
    mainCpuPerTransferExisting: median(existing.map((x) => x.mainCpuMs)),
    mainCpuPerTransferNew: median(fresh.map((x) => x.mainCpuMs)),
  };
}

/**
 * Transfers only (`--sealing`): every size's node runs at once and the rounds alternate between them, so a
 * change in what the machine gives (a shared, noisy machine's speed drifts by more than the sizes differ) falls
 * on every size alike; each rep's ratio of the largest size to the smallest is printed beside the medians'.
 */
async function measureTransfersPaired(sizes: readonly number[]): Promise<SizeResult[]> {
  const runs: SizeRun[] = [];
  try {
    for (const size of sizes) runs.push(await openSize(size));
    const existing = runs.map((): Throughput[] => []);
    const fresh = runs.map((): Throughput[] => []);
    for (let r = 0; r < REPS; r++) {
      // Every other rep in the opposite order, so no size always runs right after another.
      const order = runs.map((_, i) => (r % 2 === 0 ? i : runs.length - 1 - i));
      for (const i of order) existing[i]!.push(await runs[i]!.existing());
      for (const i of order) fresh[i]!.push(await runs[i]!.fresh());
    }
    const small = 0;
    const large = runs.length - 1;
    const perRep = (xs: Throughput[][]) => xs[large]!.map((x, r) => x.mainCpuMs / xs[small]![r]!.mainCpuMs);
    if (runs.length > 1)
      log(
        `${runs[large]!.label} / ${runs[small]!.label} main-thread CPU per transfer, rep by rep: existing ` +
          `${perRep(existing).map(times).join(', ')} (median ${times(median(perRep(existing)))}); new ` +
          `${perRep(fresh).map(times).join(', ')} (median ${times(median(perRep(fresh)))})`,
      );
    return runs.map((run, i) => ({
      ...unmeasured(run.accounts),
      ...transferFigures(run.label, existing[i]!, fresh[i]!),
    }));
  } finally {
    for (const run of runs) {
      await run.api.disconnect();
      await run.rpc.close();
      await closeSize(run);
    }
  }
}

async function measure(accounts: number): Promise<SizeResult> {
  const run = await openSize(accounts);
  const { label, args, nodes, api } = run;
  let { node, rpc } = run;
  let t0: number;
  try {
    const acc = await devAccounts();
    const existing: Throughput[] = [];
    const fresh: Throughput[] = [];
    for (let r = 0; r < REPS; r++) {
      existing.push(await run.existing());
      fresh.push(await run.fresh());
    }
    const transfers = transferFigures(label, existing, fresh);

    const proof: number[] = [];
    const merkle: number[] = [];
    for (let r = 0; r < REPS; r++) {
      const hash = await oneBlock(api, rpc, acc.alice, account('pre', r));
      const key = api.query.system.account.key(account('pre', accounts - 1 - r));
      t0 = performance.now();
      await rpc.call('state_getReadProof', [[key], hash]);
      proof.push(performance.now() - t0);
      merkle.push(await closestDescendant(api, rpc, acc.bob, account('pre', r)));
    }
    log(
      `${label}: read proof ${proof.map(duration).join(',')}, closest descendant ${merkle.map(duration).join(',')}`,
    );
    const rssBytes = nodeRssBytes(node);

    // One pre-signed transfer per restart: the first block after it.
    const aliceNonce = (await nonces(api, [acc.alice]))[0]!;
    const restartTxs: string[] = [];
    for (let r = 0; r < REPS; r++) {
      const tx = await api.tx.balances
        .transferKeepAlive(account(`restart-${RUN}`, r), AMOUNT)
        .signAsync(acc.alice, { nonce: aliceNonce + r, era: 0 });
      restartTxs.push(tx.toHex());
    }
    const restartProofKey = api.query.system.account.key(account('pre', Math.floor(accounts / 2)));
    await api.disconnect();
    const restart: number[] = [];
    const restartCpu: number[] = [];
    const firstBlock: number[] = [];
    for (let r = 0; r < REPS; r++) {
      await rpc.close();
      await node.kill();
      t0 = performance.now();
      node = await spawnNode(args, { timeoutMs: START_TIMEOUT_MS });
      nodes.push(node);
      rpc = await WsRpc.connect(node.wsUrl);
      const before = await bestNumber(rpc);
      restart.push(performance.now() - t0);
      restartCpu.push(nodeCpuMs(node) ?? NaN);
      t0 = performance.now();
      await rpc.call('author_submitExtrinsic', [restartTxs[r]]);
      await waitFor('the first block after restart', async () =>
        (await bestNumber(rpc)) > before ? true : undefined,
      );
      firstBlock.push(performance.now() - t0);
    }
    const head = await rpc.call<string>('chain_getBlockHash', []);
    await rpc.call('state_getReadProof', [[restartProofKey], head]);
    const restartRssBytes = nodeRssBytes(node);
    log(
      `${label}: restart ${restart.map(duration).join(',')} (node CPU ${restartCpu.map(duration).join(',')}), first block ${firstBlock.map(duration).join(',')}`,
    );
    await rpc.close();
    return {
      accounts,
      ...transfers,
      readProofMs: median(proof),
      closestDescendantMs: median(merkle),
      rssBytes,
      restartRssBytes,
      restartMs: median(restart),
      restartCpuMs: median(restartCpu),
      firstBlockMs: median(firstBlock),
      firstStartMs: run.firstStartMs,
    };
  } finally {
    await closeSize(run);
  }
}

/** How long an empty dev chain takes to answer RPC: the fixed cost (process, loader, runtime) in every start. */
async function emptyStartMs(): Promise<number> {
  const t0 = performance.now();
  const node = await spawnNode(['--dev', '--tmp'], { timeoutMs: START_TIMEOUT_MS });
  try {
    const rpc = await WsRpc.connect(node.wsUrl);
    await rpc.call('system_health');
    await rpc.close();
    return performance.now() - t0;
  } finally {
    await node.stop();
  }
}

async function main(): Promise<void> {
  // The node runs from its build (apps/node/dist): brought up to date before anything is timed, so no start
  // below includes a build.
  const rebuilt = await ensureNodeBuild();
  if (rebuilt) log(`built the node (${rebuilt})`);
  const startLoad = load();
  const empty = await emptyStartMs();
  const results: SizeResult[] = [];
  if (SEALING !== undefined) results.push(...(await measureTransfersPaired(SIZES)));
  else for (const size of SIZES) results.push(await measure(size));
  console.log(
    `\nlumi-node at scale — medians of ${REPS} (first start: one run)${SEALING === undefined ? '' : /^\d+$/u.test(SEALING) ? `, blocks every ${SEALING} ms (transfers only)` : `, ${SEALING} sealing (transfers only)`}; load average ${startLoad} at start, ${load()} at end\n`,
  );
  console.log(formatTable(results));
  const ratio = importRatio(results);
  if (ratio) console.log(`\n${ratio}`);
  console.log(
    `\nAn empty dev chain (--dev --tmp) answers RPC ${duration(empty)} after spawn: every start includes that.`,
  );
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
