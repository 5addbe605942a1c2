// The genesis state on its way into the database (Runtime.genesisBlock with a GenesisStore): the runtime writes
// it here in batches while the pallets build it, reads it back in key order to make the trie, and the store
// then copies it into `state` with one statement. A temporary table (SQLite's temporary file,
// its own small page cache): a million-account genesis never sits in the node's memory, and its primary key
// does the sorting.
import type { GenesisStore, StorageChanges, TrieNodeSink } from '@lumi/runtime/host';
import type { Statement } from 'better-sqlite3';
import type { Db } from './db.ts';
import { u8, view } from './buffers.ts';

const SQL = {
  create:
    'CREATE TEMP TABLE IF NOT EXISTS genesis_kv (key BLOB PRIMARY KEY, value BLOB NOT NULL) WITHOUT ROWID',
  put: 'INSERT OR REPLACE INTO temp.genesis_kv (key, value) VALUES (?, ?)',
  delete: 'DELETE FROM temp.genesis_kv WHERE key = ?',
  get: 'SELECT value FROM temp.genesis_kv WHERE key = ?',
  first: 'SELECT key FROM temp.genesis_kv WHERE key >= ? ORDER BY key LIMIT 1',
  next: 'SELECT key FROM temp.genesis_kv WHERE key > ? ORDER BY key LIMIT 1',
  firstPage: 'SELECT key, value FROM temp.genesis_kv ORDER BY key LIMIT ?',
  page: 'SELECT key, value FROM temp.genesis_kv WHERE key > ? ORDER BY key LIMIT ?',
  toState:
    'INSERT OR REPLACE INTO state (key, block, value) SELECT key, 0, value FROM temp.genesis_kv ORDER BY key',
  drop: 'DROP TABLE temp.genesis_kv',
} as const;

// A whole state's trie nodes arrive children first, which is not trie_node's key order: inserted one by one into
// its index they would touch pages out of order, and once the index outgrows the page cache (a million-account
// genesis) every insert reads and spills pages. Staged in an unindexed temporary table (appended, in SQLite's
// temporary file) and copied in key order at the end, they fill the index sequentially.
export const NODE_STAGING_SQL = {
  create:
    'CREATE TEMP TABLE IF NOT EXISTS staged_node (path BLOB NOT NULL, hash BLOB NOT NULL, node BLOB NOT NULL)',
  stage: 'INSERT INTO temp.staged_node (path, hash, node) VALUES (?, ?, ?)',
  store:
    'INSERT OR IGNORE INTO trie_node (path, hash, node) SELECT path, hash, node FROM temp.staged_node ' +
    'ORDER BY path, hash',
  drop: 'DROP TABLE temp.staged_node',
} as const;

/** Rows read back per query: the trie's sink writes between pages (one statement runs at a time). */
const PAGE = 4096;

/** Opens the staging table (inside the caller's transaction) and returns the runtime's view of it. */
export function openGenesisStaging(
  db: Db,
  node: TrieNodeSink,
): GenesisStore & { toState(): void; drop(): void } {
  db.prepare(SQL.create).run();
  const q = Object.fromEntries(Object.entries(SQL).map(([name, sql]) => [name, db.prepare(sql)])) as Record<
    keyof typeof SQL,
    Statement
  >;
  const keyAfter = (prefix: Uint8Array, after?: Uint8Array): Uint8Array | undefined => {
    const row = (after ? q.next.get(view(after)) : q.first.get(view(prefix))) as { key: Buffer } | undefined;
    if (!row || !row.key.subarray(0, prefix.length).equals(view(prefix))) return undefined;
    return u8(row.key);
  };
  return {
    node,
    put(changes: StorageChanges) {
      for (const [key, value] of changes) {
        const k = Buffer.from(key.slice(2), 'hex');
        if (value === null) q.delete.run(k);
        else q.put.run(k, view(value));
      }
    },
    get(key) {
      const row = q.get.get(view(key)) as { value: Buffer } | undefined;
      return row ? u8(row.value) : undefined;
    },
    getHex(hex) {
      const row = q.get.get(Buffer.from(hex.slice(2), 'hex')) as { value: Buffer } | undefined;
      return row ? u8(row.value) : undefined;
    },
    nextKey(prefix, after) {
      // `after` below the prefix starts at the prefix; above all of it, nothing follows.
      return keyAfter(prefix, after && Buffer.compare(view(after), view(prefix)) >= 0 ? after : undefined);
    },
    *entries() {
      let after: Buffer | undefined;
      for (;;) {
        const rows = (after ? q.page.all(after, PAGE) : q.firstPage.all(PAGE)) as {
          key: Buffer;
          value: Buffer;
        }[];
        for (const row of rows) yield [`0x${row.key.toString('hex')}`, u8(row.value)] as const;
        if (rows.length < PAGE) return;
        after = rows[rows.length - 1]!.key;
      }
    },
    toState() {
      q.toState.run();
    },
    drop() {
      db.prepare(SQL.drop).run();
    },
  };
}
