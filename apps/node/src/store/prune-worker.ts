// Worker thread, the store's: on a connection of its own it merges what blocks wrote into the recent tables
// (recent-merge.ts), and with pruning deletes what left the kept window (state-sweep.ts) — at a million accounts
// mostly reads of pages the main thread's cache no longer holds — beside block import instead of inside it. The
// main thread decides the window and refuses reads below it before asking (background-sweep.ts); this thread
// only catches the database up.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { type PruneStats, StateSweeper } from './state-sweep.ts';
import { RecentMerger } from './recent-merge.ts';
import { WriteTurn } from './write-turn.ts';

export interface PruneWorkerData {
  file: string;
  /** The main connection's `wal_autocheckpoint` (0 when a checkpoint thread runs). */
  autocheckpoint: number;
  /** How long a transaction waits for the main thread's commit to release the write lock (ms). */
  busyMs: number;
  /** The write turn shared with the main connection (write-turn.ts). */
  turn: SharedArrayBuffer;
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
// Made on the first sweep asked for: an archive database has no pruning tables to prepare statements on.
let sweeper: StateSweeper | undefined;
const kept = (): number => sweeper?.from ?? 0;
const merger = new RecentMerger(db);
const turn = new WriteTurn(data.turn);

/**
 * Longest a transaction merges or sweeps before committing (ms; at least one chunk or block). A block to build
 * does not wait for it: the transaction commits after the chunk under way once the main thread wants to write.
 */
const BUDGET_MS = 20;
/**
 * After a merge the main thread cut short, the next starts this much later (ms), not at once: re-running right
 * after each block's commit kept the thread at the lock beside every block, and under load (12 on 2 cores) that
 * delayed the main thread's answers enough for @polkadot/api at 120–250 ms round trip to miss InBlock
 * (test/e2e/remote-client.test.ts failed in 3 of 4 runs, the base in 0 of 3; with this gap 3 of 3 passed, with the full gap 3 of 3).
 */
const CUT_GAP_MS = 25;
/** How long the thread waits for the main thread's write to end before looking again (ms). */
const CHANCE_MS = 50;
/**
 * Least time between catch-ups (ms). Each commit of this connection makes the main connection drop its page
 * cache (SQLite does on seeing another connection's commit), so small blocks are merged and swept in batches,
 * not one by one. Also how often the thread looks for blocks to merge.
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
  port.postMessage({ kept: kept(), ...swept } satisfies PruneReport);
  if (!stopping) return;
  clearTimeout(timer);
  clearInterval(poll);
  db.close();
  port.close();
}

/** Whether the last merge left rows; while not, the poll looks for new ones (a read: nothing to commit). */
let merging = false;

function run(): void {
  timer = undefined;
  // The main thread is building or committing a block: its turn first, then this one's.
  if (!turn.hold()) {
    turn.awaitChance(CHANCE_MS);
    if (!turn.hold()) {
      timer = setTimeout(run, 1);
      return;
    }
  }
  let swept: PruneStats = { rows: 0, nodes: 0 };
  let cut: boolean;
  try {
    if (merging) merging = merger.step(BUDGET_MS, turn.wanted);
    const sweeping = !stop() && !turn.wanted() && target > kept();
    if (sweeping) sweeper ??= new StateSweeper(db);
    if (sweeping) swept = sweeper!.sweepTo(target, BUDGET_MS, () => stop() || turn.wanted());
    cut = turn.wanted();
  } finally {
    turn.release();
  }
  lastDone = performance.now();
  report(swept);
  if (stopping || !(merging || target > kept())) return;
  // Cut short by a block: the rest follows sooner than the usual gap, or blocks built back to back outpace it.
  if (cut) timer = setTimeout(run, CUT_GAP_MS);
  else schedule();
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
// Blocks arrive without a message: the thread looks for them itself.
const poll = setInterval(() => {
  if (stopping) return clearInterval(poll);
  if (!merging && merger.pending()) {
    merging = true;
    schedule();
  }
}, GAP_MS);
report({ rows: 0, nodes: 0 });
