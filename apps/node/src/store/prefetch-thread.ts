// The main thread's side of the prefetch thread (prefetch-worker.ts): asks it for keys' newest values and the
// trie nodes on their paths, and hears its answers. A thread that fails is reported once and never asked again:
// a prefetch is only ever a head start, the node reads whatever it lacks itself.
import { Worker } from 'node:worker_threads';
import { workerBootstrap } from '../util/worker-entry.ts';

export interface PrefetchWorkerData {
  file: string;
}

/** To the thread: keys as lower-case 0x-hex. */
export interface PrefetchRequest {
  id: number;
  keys: string[];
}

/**
 * From the thread: the best block when it started reading, each key's newest value (null: absent) and the trie
 * nodes on the keys' paths from the best block's state root, (hash, encoding), read in short read transactions
 * after the request; or why it could not.
 */
export type PrefetchAnswer =
  | {
      id: number;
      block: number;
      values: [key: string, value: Uint8Array | null][];
      nodes: [hash: Uint8Array, node: Uint8Array][];
    }
  | { id: number; error: string };

export type PrefetchResult = Exclude<PrefetchAnswer, { error: string }>;

export class PrefetchThread {
  private readonly worker: Worker;
  private nextId = 0;
  private readonly waiting = new Map<number, (answer: PrefetchResult | undefined) => void>();
  private done = false;

  /** `file`: the database; `onFailure`: told once if the thread fails (it is then never asked again). */
  constructor(
    file: string,
    private readonly onFailure: (e: Error) => void,
  ) {
    this.worker = new Worker(workerBootstrap(import.meta.url, './prefetch-worker.ts', 'prefetch-worker'), {
      eval: true,
      workerData: { file } satisfies PrefetchWorkerData,
    });
    // Never what keeps a node running.
    this.worker.unref();
    this.worker.on('message', (a: PrefetchAnswer) => {
      const resolve = this.waiting.get(a.id);
      this.waiting.delete(a.id);
      resolve?.('error' in a ? undefined : a);
    });
    this.worker.on('error', (e) => this.fail(e));
    this.worker.on('exit', (code) => this.fail(new Error(`the prefetch thread exited (code ${code})`)));
  }

  /** Whether the thread is still there to ask. */
  get alive(): boolean {
    return !this.done;
  }

  /** How many requests are unanswered. */
  get pending(): number {
    return this.waiting.size;
  }

  /** The keys' values and path nodes; undefined when the thread could not read them or is gone. */
  ask(keys: string[]): Promise<PrefetchResult | undefined> {
    if (this.done) return Promise.resolve(undefined);
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ id, keys } satisfies PrefetchRequest);
    });
  }

  /** Ends the thread; what it was asked is answered undefined. */
  async stop(): Promise<void> {
    if (this.done) return;
    this.done = true;
    this.settle();
    await this.worker.terminate();
  }

  private fail(e: Error): void {
    if (this.done) return;
    this.done = true;
    this.settle();
    this.onFailure(e);
  }

  private settle(): void {
    for (const resolve of this.waiting.values()) resolve(undefined);
    this.waiting.clear();
  }
}
