// WAL checkpoints on a thread of their own. SQLite's automatic checkpoint runs inside the commit that crosses
// its threshold (1000 pages) and syncs the database file there: under a disk shared with other writers that
// commit, a block's, took 15–240 ms instead of about 1 ms, once every few blocks, and every transaction waiting
// on that block waited with it (the light-load p99 of submit→inBlock, docs/chain.md "Latency"). A second
// connection in a worker thread copies the WAL into the database and syncs it while the main thread keeps
// committing; a PASSIVE checkpoint never blocks the writer.
//
// Once a checkpoint has copied everything, the next transaction to write starts the WAL over from its
// beginning, and SQLite syncs the WAL's new header before writing the first frame after it (even with
// synchronous=NORMAL: https://sqlite.org/src/info/ff5be73dee). Left to the node's next block, that fsync ran on
// the main thread inside the block's commit, up to four times a second (docs/chain.md "Eighth pass"). So the
// thread starts the WAL over itself, with a write of its own right after such a checkpoint, and the main thread
// waits for that write (write-turn.ts) rather than collide with it and sleep in SQLite's busy handler.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { HELD, WriteTurn } from './write-turn.ts';

/** How often the thread copies the WAL into the database (ms). */
export const CHECKPOINT_INTERVAL_MS = 250;
/** SQLite's own default threshold (pages), put back if the thread fails. */
const AUTO_CHECKPOINT_PAGES = 1000;
/** The meta row the thread's restarting write changes (a count of restarts: it must change to be written). */
export const WAL_RESTARTS_KEY = 'wal_restarts';

// CommonJS, evaluated in the thread: it loads the same native addon the main thread uses. It raises the turn's
// `held` flag while it holds (or is taking) the write lock to start the WAL over, whatever the main thread wants:
// skipped, the restart would fall to the next block's commit. With a zero busy timeout the thread never waits
// for the main thread: if a block is being committed it tries again after the next checkpoint.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.addon);
const db = new Database(workerData.file, { timeout: 0 });
// As the node's own connection: the restarting write syncs the WAL's new header, and needs no sync of its own.
db.pragma('synchronous = NORMAL');
const turn = new Int32Array(workerData.turn);
const bump = db.prepare(
  "INSERT INTO meta (key, value) VALUES (?, '1') ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1",
);
let seen;
const run = () => {
  // Nothing committed by another connection since the last look: the WAL holds no frames but this thread's
  // own, and copying those would only make the next block's commit start the WAL over itself.
  const version = db.pragma('data_version', { simple: true });
  if (version === seen) return;
  const [done] = db.pragma('wal_checkpoint(PASSIVE)');
  // Not all copied (a reader holds older frames): look again next time, whether or not more is committed.
  if (done.busy !== 0 || done.checkpointed < done.log) return;
  seen = version;
  if (done.log <= 0) return;
  Atomics.store(turn, ${HELD}, 1);
  try {
    bump.run(workerData.key);
  } catch (e) {
    if (!String(e.code).startsWith('SQLITE_BUSY')) throw e;
  } finally {
    Atomics.store(turn, ${HELD}, 0);
    Atomics.notify(turn, ${HELD});
  }
};
const timer = setInterval(run, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export class BackgroundCheckpointer {
  private readonly worker: Worker;
  private stopped = false;
  /** Shared with the thread: held while it starts the WAL over. */
  readonly turn = new WriteTurn();

  /** Turns `db`'s automatic checkpoints off and runs them in a worker thread instead. */
  constructor(
    private readonly db: Database.Database,
    onFailure: (e: Error) => void,
    intervalMs = CHECKPOINT_INTERVAL_MS,
  ) {
    const addon = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        addon,
        file: db.name,
        intervalMs,
        turn: this.turn.buffer,
        key: WAL_RESTARTS_KEY,
      },
    });
    // The thread must not keep a node that is shutting down alive.
    this.worker.unref();
    this.worker.on('error', (e) => {
      // Without the thread the WAL would grow for good: give the checkpoints back to SQLite.
      if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
      this.turn.release();
      if (!this.stopped) onFailure(e);
    });
    db.pragma('wal_autocheckpoint = 0');
  }

  /** Stops the thread after its last checkpoint; the main connection's close checkpoints what is left. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage('stop');
    await exited;
  }
}
