import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BackgroundCheckpointer } from './checkpointer.ts';
import { dropWriteTurn, shareWriteTurn } from './write-turn.ts';
import { migrateTriePaths } from './migrate-trie-paths.ts';
import { MERGED_TO, RECENT_SCHEMA, STATE_COLUMNS, TRIE_NODE_COLUMNS } from './recent-tables.ts';

export type Db = Database.Database;

const SCHEMA_VERSION = 4;

// `overridden_root`: the trie root of a block whose state the dev controls wrote in place (its header's root no
// longer covers it), so a restarted runtime continues from the state the node actually holds.
// One row per block; a block's state changes live in `state` keyed by (key, block) so any block's
// state is "the latest version of each key at or below that block". `value` NULL marks a deletion.
// `trie_node`: keyed by the node's place and hash (trie-path.ts); `rc` counts, on a pruned database, the places
// the kept blocks' tries fill with it (pruning.ts), and stays 0 on an archive one. Blocks write into the small
// `state_recent` and `trie_recent` first (recent-tables.ts), which a thread merges into these two.
const META = `CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;`;
const SCHEMA = `
CREATE TABLE IF NOT EXISTS blocks (
  number INTEGER PRIMARY KEY,
  hash BLOB NOT NULL UNIQUE,
  header BLOB NOT NULL,
  body BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS state (${STATE_COLUMNS}) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS trie_node (${TRIE_NODE_COLUMNS}) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS overridden_root (number INTEGER PRIMARY KEY, root BLOB NOT NULL);
${RECENT_SCHEMA}`;

/** The databases whose WAL a worker thread checkpoints, with that thread. */
const checkpointers = new WeakMap<Db, BackgroundCheckpointer>();

/**
 * Opens (creating if needed) the node's database. With `onCheckpointFailure`, WAL checkpoints run in a worker
 * thread instead of inside commits (checkpointer.ts); it is told if that thread fails. `onMigration` hears
 * about a schema migration that takes a while.
 */
export function openDb(
  dir: string,
  onCheckpointFailure?: (e: Error) => void,
  onMigration?: (note: string) => void,
): Db {
  mkdirSync(dir, { recursive: true });
  const db = new Database(join(dir, 'lumi.sqlite'));
  // WAL + NORMAL: a committed transaction survives a killed process (it is in the WAL file);
  // only an OS crash could lose the last commits, which is acceptable for a dev chain.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // A checkpointed WAL is reused from its start but keeps its size on disk: after a large genesis (more than
  // 690 MB of WAL for 1M accounts) it would stay that big for good. Truncated back to this once checkpointed.
  db.pragma('journal_size_limit = 67108864');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -65536');
  db.exec(META);
  const version = db.prepare(`SELECT value FROM meta WHERE key = 'schema_version'`).get() as
    { value: string } | undefined;
  if (!version) {
    db.exec(SCHEMA);
    db.prepare(`INSERT INTO meta (key, value) VALUES ('schema_version', ?)`).run(String(SCHEMA_VERSION));
  } else if (Number(version.value) === SCHEMA_VERSION) {
    db.exec(SCHEMA);
  } else if (Number(version.value) === 3) {
    // Version 3 wrote blocks straight into `state` and `trie_node`: every row there is merged.
    db.transaction(() => {
      db.exec(SCHEMA);
      markMerged(db);
      db.prepare(`UPDATE meta SET value = ? WHERE key = 'schema_version'`).run(String(SCHEMA_VERSION));
    })();
  } else if (Number(version.value) === 1 || Number(version.value) === 2) {
    // Version 2 kept a copy of the best block's state in a `head` table: the newest versions in `state` are
    // that state. Versions 1 and 2 keyed trie nodes by hash alone: re-keyed by place from the tries of the
    // blocks the database keeps (migrate-trie-paths.ts).
    db.transaction(() => {
      const hashKeyed = !(db.prepare('PRAGMA table_info(trie_node)').all() as { name: string }[]).some(
        (c) => c.name === 'path',
      );
      if (hashKeyed) db.exec('ALTER TABLE trie_node RENAME TO trie_node_v2');
      db.exec(SCHEMA);
      db.exec('DROP TABLE IF EXISTS head');
      markMerged(db);
      if (hashKeyed) {
        // Minutes at a million accounts: said before, so a slow start is not taken for a hang.
        onMigration?.(
          `re-keying the trie nodes of schema ${version.value} by place (schema ${SCHEMA_VERSION}), once`,
        );
        const t0 = performance.now();
        const done = migrateTriePaths(db);
        onMigration?.(
          `schema ${SCHEMA_VERSION}: ${done.rows} trie node rows in ${((performance.now() - t0) / 1000).toFixed(1)} s` +
            (done.missing > 0 ? `; ${done.missing} nodes the kept tries refer to were not stored` : ''),
        );
      }
      db.prepare(`UPDATE meta SET value = ? WHERE key = 'schema_version'`).run(String(SCHEMA_VERSION));
    })();
  } else {
    db.close();
    throw new Error(
      `database schema ${version.value} is not supported (expected ${SCHEMA_VERSION}); run purge-chain`,
    );
  }
  if (onCheckpointFailure) {
    const checkpointer = new BackgroundCheckpointer(db, onCheckpointFailure);
    checkpointers.set(db, checkpointer);
    shareWriteTurn(db, checkpointer.turn);
  }
  return db;
}

/** Inside a migration: every block the database holds already has its rows in `state` and `trie_node`. */
function markMerged(db: Db): void {
  const best = db.prepare('SELECT MAX(number) AS n FROM blocks').get() as { n: number | null };
  db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(MERGED_TO, String(best.n ?? 0));
}

/** Closes `db`, stopping its checkpoint thread first. */
export function closeDb(db: Db): void {
  const checkpointer = checkpointers.get(db);
  if (checkpointer) {
    void checkpointer.stop();
    dropWriteTurn(db, checkpointer.turn);
  }
  checkpointers.delete(db);
  if (db.open) db.close();
}
