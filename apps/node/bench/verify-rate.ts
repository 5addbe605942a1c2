// The machine's raw sr25519 verification rate: what @polkadot/wasm-crypto alone does on one core, and on all
// cores at once (one worker thread per core, started together), the ceiling a node verifying every
// transaction's signature cannot pass.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

// Plain CommonJS so the thread needs no TypeScript loader; it verifies one signature over and over until
// `ms` have passed since the shared start signal, and reports how many it did.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
// This thread's CPU time in ms (Linux); NaN elsewhere.
const cpuMs = () => {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
};
const w = require(workerData.wasmCrypto);
w.waitReady().then(() => {
  const pair = w.sr25519KeypairFromSeed(new Uint8Array(32).fill(3));
  const pub = pair.slice(64);
  const msg = new Uint8Array(120).fill(9);
  const sig = w.sr25519Sign(pub, pair.slice(0, 64), msg);
  if (!w.sr25519Verify(sig, msg, pub)) throw new Error('self-check failed');
  parentPort.postMessage('ready');
  parentPort.once('message', () => {
    let n = 0;
    const cpu0 = cpuMs();
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < workerData.ms) {
      for (let i = 0; i < 20; i++) if (w.sr25519Verify(sig, msg, pub)) n++;
      elapsed = performance.now() - start;
    }
    parentPort.postMessage({ n, elapsed, cpu: cpuMs() - cpu0 });
  });
});
`;

const WASM_CRYPTO = createRequire(import.meta.url).resolve('@polkadot/wasm-crypto');

export interface VerifyRate {
  /** Verifications per second, summed over the threads. */
  perSecond: number;
  /** CPU time one verification took (µs), which other load on the machine does not change much. */
  cpuUs: number;
}

/** `threads` threads verifying at the same time for `ms`. */
export async function sr25519VerifyRate(threads = availableParallelism(), ms = 1500): Promise<VerifyRate> {
  const workers = Array.from(
    { length: threads },
    () => new Worker(WORKER_SOURCE, { eval: true, workerData: { wasmCrypto: WASM_CRYPTO, ms } }),
  );
  try {
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            w.once('error', reject);
            w.once('message', () => resolve());
          }),
      ),
    );
    const results = workers.map(
      (w) =>
        new Promise<{ n: number; elapsed: number; cpu: number }>((resolve, reject) => {
          w.once('error', reject);
          w.once('message', resolve);
        }),
    );
    for (const w of workers) w.postMessage('go');
    const done = await Promise.all(results);
    const n = done.reduce((sum, r) => sum + r.n, 0);
    return {
      perSecond: done.reduce((sum, r) => sum + r.n / (r.elapsed / 1000), 0),
      cpuUs: (done.reduce((sum, r) => sum + r.cpu, 0) * 1000) / n,
    };
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
