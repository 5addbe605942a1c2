// Worker thread: the state sweep (state-sweep.ts) on a connection of its own, so that deleting what left the
// kept window — at a million accounts mostly reads of pages the main thread's cache no longer holds — runs
// beside block import instead of inside it. The main thread decides the window and refuses reads below it
// before asking (background-sweep.ts); this thread only catches the database up.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { type PruneStats, StateSweeper } from './state-sweep.ts';

export interface PruneWorkerData {
  file: string;
  /** The main connection's `wal_autocheckpoint` (0 when a checkpoint thread runs). */
  autocheckpoint: number;
  /** How long a transaction waits for the main thread's commit to release the write lock (ms). */
  busyMs: number;
}

/** To the thread: sweep up to `to` (the highest asked for wins), or stop after the current block. */
export type PruneRequest = { to: number } | { stop: true };
/** From the thread: the database now holds state from `kept` on; what the sweep since the last report deleted. */
export interface PruneReport {
  kept: number;
  rows: number;
  nodes: number;
}

const port = parentPort!;
const data = workerData as PruneWorkerData;
const db = new Database(data.file, { timeout: data.busyMs });
// Per connection: the main connection's durability, and no second checkpointer.
db.pragma('synchronous = NORMAL');
db.pragma(`wal_autocheckpoint = ${data.autocheckpoint}`);
// The pages a sweep reads were last touched a window ago: a small cache, not a second copy of the main one's.
db.pragma('cache_size = -16384');
const sweeper = new StateSweeper(db);

/** Longest a transaction sweeps before committing (ms; at least one block), so block commits wait little. */
const BUDGET_MS = 20;
/**
 * Least time between catch-ups (ms). Each commit of this connection makes the main connection drop its page
 * cache (SQLite does on seeing another connection's commit), so small blocks are swept in batches, not one by one.
 */
const GAP_MS = 100;

let target = 0;
let stopping = false;
let lastDone = -Infinity;
let timer: NodeJS.Timeout | undefined;

const take = (m: PruneRequest): void => {
  if ('stop' in m) stopping = true;
  else target = Math.max(target, m.to);
};
// Between transactions: requests that came in meanwhile (a higher target, or stop).
const stop = (): boolean => {
  for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) take(m.message as PruneRequest);
  return stopping;
};

function report(swept: PruneStats): void {
  port.postMessage({ kept: sweeper.from, ...swept } satisfies PruneReport);
  if (!stopping) return;
  clearTimeout(timer);
  db.close();
  port.close();
}

function run(): void {
  timer = undefined;
  const swept = sweeper.sweepTo(target, BUDGET_MS, stop);
  lastDone = performance.now();
  report(swept);
  if (!stopping && target > sweeper.from) schedule();
}

function schedule(): void {
  if (timer) return;
  timer = setTimeout(run, Math.max(0, lastDone + GAP_MS - performance.now()));
}

port.on('message', (m: PruneRequest) => {
  take(m);
  if (stopping) report({ rows: 0, nodes: 0 });
  else schedule();
});
report({ rows: 0, nodes: 0 });
