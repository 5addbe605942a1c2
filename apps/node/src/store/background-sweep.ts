// The main thread's side of the store's thread (prune-worker.ts): it merges the recent tables by itself; this
// asks it to catch the database up with the kept window, hears how far it got, and tells the owner if the thread
// fails (the owner then merges and sweeps inline).
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { workerBootstrap } from '../util/worker-entry.ts';
import type { PruneReport, PruneRequest, PruneWorkerData } from './prune-worker.ts';
import { dropWriteTurn, shareWriteTurn, WriteTurn } from './write-turn.ts';

/** What the node hears of the store's thread (Store.runInThread). */
export interface BackgroundPruning {
  /** What a catch-up of the thread deleted. */
  onReport(report: PruneReport): void;
  /** The thread failed; merging and sweeping continue inline. */
  onFailure(e: Error): void;
}

/** How long the thread's transaction waits for a block commit to finish (ms): far longer than any commit. */
const BUSY_MS = 10_000;

export class BackgroundSweep {
  private readonly worker: Worker;
  private asked = 0;
  private kept = -1;
  private waiters: { to: number; resolve: () => void }[] = [];
  private done = false;
  /** Shared with the thread: it yields the write lock to block building and commits (write-turn.ts). */
  private readonly turn = new WriteTurn();

  /**
   * `heard.onReport`: what each catch-up deleted. `takeOver`: the thread failed; what it had not merged or swept
   * is left to the owner (the database records how far it got), which does it before `heard.onFailure` is told.
   */
  constructor(
    private readonly db: Database.Database,
    private readonly heard: BackgroundPruning,
    private readonly takeOver: () => void,
  ) {
    const data: PruneWorkerData = {
      file: db.name,
      autocheckpoint: Number(db.pragma('wal_autocheckpoint', { simple: true })),
      busyMs: BUSY_MS,
      turn: this.turn.buffer,
    };
    this.worker = new Worker(workerBootstrap(import.meta.url, './prune-worker.ts', 'prune-worker'), {
      eval: true,
      workerData: data,
    });
    // A node shutting down does not wait for a sweep: the next start resumes it.
    this.worker.unref();
    this.worker.on('message', (r: PruneReport) => {
      this.kept = r.kept;
      if (r.rows + r.nodes > 0) this.heard.onReport(r);
      this.settle();
    });
    shareWriteTurn(db, this.turn);
    this.worker.on('error', (e) => this.fail(e));
    this.worker.on('exit', (code) => {
      if (!this.done) this.fail(new Error(`the prune thread exited (code ${code})`));
    });
  }

  /** Asks the thread to sweep every block below `to`. */
  sweepTo(to: number): void {
    if (this.done || to <= this.asked) return;
    this.asked = to;
    this.worker.postMessage({ to } satisfies PruneRequest);
  }

  /** Resolves once the database holds no state below the highest block asked for (or the thread is gone). */
  settled(): Promise<void> {
    if (this.done || this.kept >= this.asked) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ to: this.asked, resolve }));
  }

  /** Stops the thread after the block it is sweeping. */
  async stop(): Promise<void> {
    if (this.done) return;
    this.done = true;
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage({ stop: true } satisfies PruneRequest);
    this.settle();
    await exited;
    dropWriteTurn(this.db, this.turn);
  }

  private fail(e: Error): void {
    if (this.done) return;
    this.done = true;
    dropWriteTurn(this.db, this.turn);
    // The owner sweeps what is left before anyone waiting hears that the sweep is over.
    this.heard.onFailure(e);
    try {
      this.takeOver();
    } catch (again) {
      this.heard.onFailure(again as Error);
    }
    this.settle();
  }

  private settle(): void {
    const waiting = this.waiters;
    this.waiters = waiting.filter((w) => !this.done && this.kept < w.to);
    for (const w of waiting) if (this.done || this.kept >= w.to) w.resolve();
  }
}
