// WAL checkpoints in a worker thread: the node's commits never checkpoint (nor sync the database file)
// themselves, and the WAL is still copied into the database (after which writers start it over).
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BackgroundCheckpointer, WAL_RESTARTS_KEY } from '../src/store/checkpointer.ts';
import { closeDb, openDb, type Db } from '../src/store/db.ts';
import { until } from '../src/testing/until.ts';

/** The database file's size: pages reach it only through a checkpoint (until then they are in the WAL). */
const fileSize = (db: Db) => statSync(db.name).size;
/** What `write(db, 200, 4096)` adds: about 800 KB of pages. */
const WRITTEN = 200 * 4096;

/**
 * The WAL header's salts: written only when a connection starts the WAL over (and then synced, the fsync the
 * thread takes off the node's commits).
 */
const walSalts = (db: Db) => readFileSync(`${db.name}-wal`).subarray(16, 24).toString('hex');
const restarts = (db: Db) =>
  (db.prepare('SELECT value FROM meta WHERE key = ?').get(WAL_RESTARTS_KEY) as { value: string } | undefined)
    ?.value;

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDb(onFailure?: (e: Error) => void): Db {
  const dir = mkdtempSync(join(tmpdir(), 'lumi-checkpoint-'));
  dirs.push(dir);
  return openDb(dir, onFailure);
}

/** `batch` names the rows: rewriting a row with the same bytes writes no page, so no WAL frame either. */
const write = (db: Db, n: number, size: number, batch = 0) => {
  const put = db.prepare('INSERT OR REPLACE INTO trie_node (path, hash, node) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (let i = 0; i < n; i++)
      put.run(Buffer.of(0), Buffer.from(`node-${batch}-${i}`), Buffer.alloc(size, i));
  })();
};

describe('background WAL checkpoints', () => {
  it('turns the commits’ own checkpoints off, and the thread copies the WAL into the database', async () => {
    const db = tempDb();
    const failures: Error[] = [];
    const checkpointer = new BackgroundCheckpointer(db, (e) => failures.push(e), 10);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const empty = fileSize(db);
    write(db, 200, 4096);
    expect(fileSize(db)).toBe(empty);
    await until('the pages checkpointed', () => fileSize(db) >= empty + WRITTEN, { timeoutMs: 20_000 });
    await checkpointer.stop();
    expect(failures).toEqual([]);
    closeDb(db);
  });

  it('without the thread nothing is checkpointed until the database closes', () => {
    const db = tempDb();
    db.pragma('wal_autocheckpoint = 0');
    const empty = fileSize(db);
    for (let i = 0; i < 10; i++) write(db, 200, 4096);
    expect(fileSize(db)).toBe(empty);
    closeDb(db);
    expect(fileSize(db)).toBeGreaterThanOrEqual(empty + WRITTEN);
  });

  it('openDb with a failure callback runs the thread, and closeDb stops it', async () => {
    const db = tempDb(() => undefined);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const empty = fileSize(db);
    write(db, 200, 4096);
    await until('the pages checkpointed', () => fileSize(db) >= empty + WRITTEN, { timeoutMs: 20_000 });
    closeDb(db);
    expect(db.open).toBe(false);
  });

  it('starts the WAL over itself after copying all of it, so the next commit appends instead of syncing', async () => {
    const db = tempDb();
    const checkpointer = new BackgroundCheckpointer(db, () => undefined, 10);
    write(db, 20, 4096);
    await until('the thread’s restarting write', () => restarts(db) !== undefined, { timeoutMs: 20_000 });
    await checkpointer.stop();
    const salts = walSalts(db);
    checkpointer.turn.claim();
    write(db, 20, 4096, 1);
    expect(walSalts(db)).toBe(salts);
    closeDb(db);
  });

  it('without the restarting write, the commit after a full checkpoint starts the WAL over', () => {
    const db = tempDb();
    db.pragma('wal_autocheckpoint = 0');
    write(db, 20, 4096);
    const salts = walSalts(db);
    const [done] = db.pragma('wal_checkpoint(PASSIVE)') as { log: number; checkpointed: number }[];
    expect(done!.checkpointed).toBe(done!.log);
    write(db, 20, 4096, 1);
    expect(walSalts(db)).not.toBe(salts);
    closeDb(db);
  });
});
