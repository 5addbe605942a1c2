// Signature verification in worker threads, batched per event-loop turn, with a cache of results the
// runtime's synchronous checks (pool validation, block building) then hit instead of re-verifying.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerBootstrap } from '../util/worker-entry.ts';
import { packChecks } from './check-batch.ts';
import { type SignatureCheck, signatureKey, verifySignature } from './verify.ts';

interface Pending {
  check: SignatureCheck;
  resolve: (ok: boolean) => void;
}

interface WorkerSlot {
  worker: Worker;
  ready: Promise<void>;
  /** Set once the thread has loaded: until one has, checks are verified on the main thread. */
  started: boolean;
  /** Batches sent to this thread and not answered yet, by id. */
  batches: Set<number>;
  /** The thread's kernel id (Linux), reported by the worker when ready. */
  threadId?: number;
}

interface CachedResult {
  scheme: SignatureCheck['scheme'];
  signer: Uint8Array;
  message: Uint8Array;
  ok: boolean;
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && Buffer.compare(a, b) === 0;

/**
 * Bounded map of verified results, oldest signatures first out. Looked up by the signature alone (short to
 * hash) and then matched on scheme, signer and message, so a signature replayed over another message or
 * signer is a different entry.
 */
class ResultCache {
  private readonly map = new Map<string, CachedResult[]>();
  constructor(private readonly max: number) {}

  get(c: SignatureCheck): boolean | undefined {
    const bucket = this.map.get(signatureKey(c));
    if (!bucket) return undefined;
    for (const e of bucket) {
      if (e.scheme === c.scheme && sameBytes(e.signer, c.signer) && sameBytes(e.message, c.message))
        return e.ok;
    }
    return undefined;
  }

  set(c: SignatureCheck, ok: boolean): void {
    const key = signatureKey(c);
    const entry = { scheme: c.scheme, signer: c.signer.slice(), message: c.message.slice(), ok };
    const bucket = this.map.get(key);
    if (bucket) {
      const i = bucket.findIndex(
        (e) => e.scheme === c.scheme && sameBytes(e.signer, c.signer) && sameBytes(e.message, c.message),
      );
      if (i >= 0) bucket[i] = entry;
      // Only someone replaying one signature over many messages fills a bucket; keep it bounded.
      else if (bucket.length < MAX_PER_SIGNATURE) bucket.push(entry);
      else bucket[bucket.length - 1] = entry;
      return;
    }
    this.map.set(key, [entry]);
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }
}

const MAX_PER_SIGNATURE = 4;

export class VerifierPool {
  private readonly slots: WorkerSlot[] = [];
  private readonly inFlight = new Map<number, Pending[]>();
  private queue: Pending[] = [];
  private flushScheduled = false;
  private nextId = 0;
  private closed = false;
  readonly cache = new ResultCache(200_000);
  /** `workerBatches`: messages sent to the threads (one per thread per turn with checks), each answered once. */
  stats = { cacheHits: 0, syncVerifies: 0, workerVerifies: 0, mainThreadVerifies: 0, workerBatches: 0 };

  /**
   * One thread per core, not per spare core: verifying a signature costs more than everything else the
   * main thread does for a transaction, so under load the main thread waits on the workers, and the
   * operating system shares the cores between them as the work requires.
   */
  constructor(threads = Math.max(1, availableParallelism())) {
    const bootstrap = workerBootstrap(import.meta.url, './verify-worker.ts', 'verify-worker');
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(bootstrap, { eval: true });
      const slot: WorkerSlot = {
        worker,
        started: false,
        batches: new Set(),
        ready: new Promise((resolve, reject) => {
          worker.on('error', (e) => {
            this.drop(slot);
            reject(e);
          });
          worker.once('message', (msg: { threadId?: number }) => {
            if (typeof msg.threadId === 'number' && Number.isInteger(msg.threadId))
              slot.threadId = msg.threadId;
            slot.started = true;
            resolve();
          });
        }),
      };
      // A thread that fails is dropped (drop) and its work done here; `ready()` reports the failure.
      slot.ready.catch(() => {});
      worker.on('message', (msg: { id?: number; results?: Uint8Array }) => {
        if (msg.id === undefined || !msg.results) return;
        const part = this.inFlight.get(msg.id);
        this.inFlight.delete(msg.id);
        slot.batches.delete(msg.id);
        part?.forEach((p, j) => p.resolve(msg.results![j] === 1));
      });
      this.slots.push(slot);
    }
  }

  /**
   * Resolves once every thread has loaded; rejects if one failed to. The pool works before that (the node
   * does not wait for it to answer RPC): checks are verified on the main thread until a thread is up.
   */
  async ready(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.ready));
  }

  /** The worker threads' kernel ids where known (Linux): the bench reads their CPU time from /proc. */
  get threadIds(): number[] {
    return this.slots.flatMap((s) => (s.threadId === undefined ? [] : [s.threadId]));
  }

  get threads(): number {
    return this.slots.length;
  }

  /** Takes a failed thread out of the pool and verifies what it was sent here instead. */
  private drop(slot: WorkerSlot): void {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    for (const id of slot.batches) {
      for (const p of this.inFlight.get(id) ?? []) p.resolve(verifySignature(p.check));
      this.inFlight.delete(id);
    }
    slot.batches.clear();
  }

  /** Verifies off the main thread and remembers the answer for `verifySync`. */
  verify(check: SignatureCheck): Promise<boolean> {
    const known = this.cache.get(check);
    if (known !== undefined) return Promise.resolve(known);
    if (this.closed || this.slots.length === 0) {
      const ok = verifySignature(check);
      this.cache.set(check, ok);
      return Promise.resolve(ok);
    }
    return new Promise((resolve) => {
      this.queue.push({
        check,
        resolve: (ok) => {
          this.cache.set(check, ok);
          resolve(ok);
        },
      });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** For the runtime's synchronous checks: a cached answer, else verify here on the main thread. */
  verifySync(check: SignatureCheck): boolean {
    const known = this.cache.get(check);
    if (known !== undefined) {
      this.stats.cacheHits++;
      return known;
    }
    this.stats.syncVerifies++;
    const ok = verifySignature(check);
    this.cache.set(check, ok);
    return ok;
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    const started = this.slots.filter((s) => s.started);
    if (started.length === 0) {
      // No thread has loaded yet (the node has just started): verifying here beats waiting for one.
      this.stats.mainThreadVerifies += batch.length;
      for (const p of batch) p.resolve(verifySignature(p.check));
      return;
    }
    // Split across threads so each gets a share of this turn's signatures.
    const per = Math.ceil(batch.length / started.length);
    for (let i = 0; i < started.length && i * per < batch.length; i++) {
      const part = batch.slice(i * per, (i + 1) * per);
      const slot = started.reduce((a, b) => (b.batches.size < a.batches.size ? b : a));
      const id = this.nextId++;
      slot.batches.add(id);
      this.stats.workerVerifies += part.length;
      this.stats.workerBatches++;
      this.inFlight.set(id, part);
      // One buffer, moved to the thread rather than cloned (see check-batch.ts).
      const packed = packChecks(part.map((p) => p.check));
      slot.worker.postMessage({ id, packed }, [packed.buffer]);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const stranded = [...this.inFlight.values()].flat();
    this.inFlight.clear();
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots.length = 0;
    // Anything still waiting is answered on this thread rather than left hanging.
    for (const p of [...stranded, ...this.queue.splice(0)]) p.resolve(verifySignature(p.check));
  }
}
