// The node's main-thread cost per transfer, in one process and without the network: pre-signed transfers go
// through what author_submitExtrinsic does (the worker-thread signature check, validation, pool import),
// instant-sealing-sized blocks are built, imported and committed. Prints the main thread's CPU time per
// transfer (Linux, /proc/thread-self: the signature workers' time is not in it), best and median of the
// rounds. CPU time of one thread moves less with the machine's load than transfers/s: the figure to compare
// builds by on a shared machine. PIPELINE_VERIFY=skip takes every signature as valid without verifying it (no
// worker busy), so the process's CPU time, printed too, is the node's work besides verification, garbage
// collector's helper threads included: the A/B figure for cuts outside the verifier.
//   npm run bench:pipeline -w apps/node      (PIPELINE_SENDERS, PIPELINE_PER_SENDER, PIPELINE_ROUNDS, PIPELINE_VERIFY)
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { createRuntime } from '@lumi/runtime';
import { BlockAuthor } from '../src/authoring/author.ts';
import { Chain } from '../src/chain/chain.ts';
import { builtinSpec } from '../src/chain-spec/spec.ts';
import { specHandle } from '../src/chain-spec/handle.ts';
import { VerifierPool } from '../src/crypto/verifier-pool.ts';
import { TxPool } from '../src/pool/pool.ts';
import { TxService } from '../src/pool/service.ts';
import { Store } from '../src/store/store.ts';
import { offlineTransfers } from '../src/testing/offline-transfers.ts';
import { initCrypto } from '../src/util/hash.ts';

const SENDERS = Number(process.env.PIPELINE_SENDERS ?? 6);
const PER_SENDER = Number(process.env.PIPELINE_PER_SENDER ?? 300);
const ROUNDS = Number(process.env.PIPELINE_ROUNDS ?? 5);
const SKIP_VERIFY = process.env.PIPELINE_VERIFY === 'skip';
/** Submissions in flight at once (the node bench's 16 clients keep up to 16 × 64). */
const IN_FLIGHT = 256;

/** This thread's CPU time in ms (user + system; clock ticks of 10 ms). */
function threadCpuMs(): number {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
}

await cryptoWaitReady();
await initCrypto();
const runtime = await createRuntime();
const dir = mkdtempSync(join(tmpdir(), 'lumi-pipeline-bench-'));
const store = new Store(dir);
const verifier = new VerifierPool();
await verifier.ready();
if (SKIP_VERIFY) {
  runtime.setSignatureVerifier!(() => true);
  verifier.verify = () => Promise.resolve(true);
} else runtime.setSignatureVerifier!((check) => verifier.verifySync(check));
const { chain } = Chain.open(runtime, specHandle(builtinSpec(runtime, 'dev')), store);
const pool = new TxPool({ count: 100_000, bytes: 200_000_000, banMs: 60_000 });
const txs = new TxService(chain, pool, verifier);
const author = new BlockAuthor(chain, txs, { mode: 'instant' }, runtime.minimumPeriod);

const sign = offlineTransfers(runtime, chain.genesisHash);
const keyring = new Keyring({ type: 'sr25519' });
const names = ['//Alice', '//Bob', '//Charlie', '//Dave', '//Eve', '//Ferdie'].slice(0, SENDERS);
const pairs = names.map((uri) => keyring.addFromUri(uri));
const nonces = pairs.map(() => 0);

/** One round's transfers, interleaved across senders as concurrent clients would send them. */
function signRound(): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let n = 0; n < PER_SENDER; n++) {
    pairs.forEach((pair, i) => {
      const dest = pairs[(i + 1) % pairs.length]!.publicKey;
      out.push(sign(pair, nonces[i]!++, dest, 10n ** 9n + BigInt(n)));
    });
  }
  return out;
}

/** Submits every transfer (at most IN_FLIGHT at once) and waits until all are in blocks. */
async function run(batch: Uint8Array[]): Promise<void> {
  let inBlock = 0;
  const done = new Promise<void>((resolve) => {
    const off = pool.onStatus((_, status) => {
      if (typeof status === 'object' && 'inBlock' in status && ++inBlock === batch.length) {
        off();
        resolve();
      }
    });
  });
  let next = 0;
  const lane = async () => {
    while (next < batch.length) {
      const bytes = batch[next++]!;
      await txs.preverify(bytes);
      txs.submit(bytes);
      author.schedule();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  await done;
}

const load0 = loadavg();
// Warm-up: compiles the paths the rounds measure.
await run(signRound());
const perTransfer: number[] = [];
const processPerTransfer: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const batch = signRound();
  const cpu0 = threadCpuMs();
  const process0 = process.cpuUsage();
  const t0 = performance.now();
  const batches0 = verifier.stats.workerBatches;
  const blocks0 = author.stats.blocks;
  await run(batch);
  const us = ((threadCpuMs() - cpu0) * 1000) / batch.length;
  const all = process.cpuUsage(process0);
  const processUs = (all.user + all.system) / batch.length;
  perTransfer.push(us);
  processPerTransfer.push(processUs);
  console.log(
    `round ${r + 1}: ${batch.length} transfers, main thread ${us.toFixed(0)} µs CPU per transfer (process ${processUs.toFixed(0)} µs), ${((batch.length * 1000) / (performance.now() - t0)).toFixed(0)} transfers/s wall, ${author.stats.blocks - blocks0} blocks` +
      (SKIP_VERIFY ? '' : `; ${verifier.stats.workerBatches - batches0} batches to the signature threads`),
  );
}
const bestAndMedian = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return `best ${sorted[0]!.toFixed(0)} µs, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} µs`;
};
console.log(
  `main thread per transfer: ${bestAndMedian(perTransfer)}; process, all threads: ${bestAndMedian(processPerTransfer)}` +
    (SKIP_VERIFY ? ' (signatures not verified)' : '') +
    ' ' +
    `(load average ${load0.map((l) => l.toFixed(1)).join(' ')} → ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
);
author.stop();
runtime.setSignatureVerifier!(undefined);
await verifier.close();
store.close();
rmSync(dir, { recursive: true, force: true });
