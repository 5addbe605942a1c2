// WAL checkpoints on a thread of their own. SQLite's automatic checkpoint runs inside the commit that crosses
// its threshold (1000 pages) and syncs the database file there: under a disk shared with other writers that
// commit, a block's, took 15–240 ms instead of about 1 ms, once every few blocks, and every transaction waiting
// on that block waited with it (the light-load p99 of submit→inBlock, docs/chain.md "Latency"). A second
// connection in a worker thread copies the WAL into the database and syncs it while the main thread keeps
// committing; a PASSIVE checkpoint never blocks the writer, and once it has copied everything the writer
// starts the WAL over from its beginning, so the file stays bounded as before.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

/** How often the thread copies the WAL into the database (ms). */
export const CHECKPOINT_INTERVAL_MS = 250;
/** SQLite's own default threshold (pages), put back if the thread fails. */
const AUTO_CHECKPOINT_PAGES = 1000;

// CommonJS, evaluated in the thread: it loads the same native addon the main thread uses.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.addon);
const db = new Database(workerData.file);
const run = () => db.pragma('wal_checkpoint(PASSIVE)');
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

  /** Turns `db`'s automatic checkpoints off and runs them in a worker thread instead. */
  constructor(
    private readonly db: Database.Database,
    onFailure: (e: Error) => void,
    intervalMs = CHECKPOINT_INTERVAL_MS,
  ) {
    const addon = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { addon, file: db.name, intervalMs },
    });
    // The thread must not keep a node that is shutting down alive.
    this.worker.unref();
    this.worker.on('error', (e) => {
      // Without the thread the WAL would grow for good: give the checkpoints back to SQLite.
      if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
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
