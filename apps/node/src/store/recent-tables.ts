// Block import's write path, as an LSM tree's: a block's state versions and trie nodes go into two small tables
// shaped like `state` and `trie_node`, which stay in SQLite's page cache, and a thread merges them into the large
// tables (recent-merge.ts), doing there the reads of cold pages that inserting into a million accounts' B-trees
// costs. Block import then reads cold pages only for the keys it looks up.
// - `state_recent` holds exactly the versions of blocks above `merged_to`, `state` those at or below it (a merge
//   moves whole blocks, oldest first, and moves the mark in the same transaction): a key's versions in
//   `state_recent` are newer than any of its versions in `state`, so reads look there first.
// - A trie node's row is the same wherever it is (keyed by place and hash): reads take it from either table; its
//   count of places (`rc`, pruning.ts) is the sum of both tables' counts.
// No runtime import: the merge's thread loads this, its SQL and the SQLite binding only.

/** Meta key: the highest block whose state versions are all in `state` (none above it are). */
export const MERGED_TO = 'merged_to';

/** `state`'s and `state_recent`'s columns: one shape, so a merge moves rows as they are. */
export const STATE_COLUMNS =
  'key BLOB NOT NULL, block INTEGER NOT NULL, value BLOB, PRIMARY KEY (key, block)';
/** `trie_node`'s and `trie_recent`'s columns. */
export const TRIE_NODE_COLUMNS =
  'path BLOB NOT NULL, hash BLOB NOT NULL, node BLOB NOT NULL, rc INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (path, hash)';

export const RECENT_SCHEMA = `
CREATE TABLE IF NOT EXISTS state_recent (${STATE_COLUMNS}) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS state_recent_by_block ON state_recent (block);
CREATE TABLE IF NOT EXISTS trie_recent (${TRIE_NODE_COLUMNS}) WITHOUT ROWID;
`;

/** The merge's SQL, one statement per name (held to index seeks or bounded scans by test/query-plans.test.ts). */
export const MERGE_SQL = {
  mergedTo: `SELECT value FROM meta WHERE key = '${MERGED_TO}'`,
  setMergedTo: `INSERT OR REPLACE INTO meta (key, value) VALUES ('${MERGED_TO}', ?)`,
  // The block of the row `?` rows in, in block order: a transaction merges whole blocks up to it.
  blockAtRow: 'SELECT block FROM state_recent ORDER BY block LIMIT 1 OFFSET ?',
  lastBlock: 'SELECT MAX(block) AS block FROM state_recent',
  // In key order, so the large table's pages are visited in order.
  moveState:
    'INSERT OR REPLACE INTO state (key, block, value) ' +
    'SELECT key, block, value FROM state_recent WHERE block <= ? ORDER BY key, block',
  dropState: 'DELETE FROM state_recent WHERE block <= ?',
  moveNodes:
    'INSERT INTO trie_node (path, hash, node, rc) SELECT path, hash, node, rc FROM trie_recent ' +
    'WHERE true ORDER BY path, hash LIMIT ? ON CONFLICT (path, hash) DO UPDATE SET rc = rc + excluded.rc',
  dropNodes:
    'DELETE FROM trie_recent WHERE (path, hash) IN ' +
    '(SELECT path, hash FROM trie_recent ORDER BY path, hash LIMIT ?)',
  anyNode: 'SELECT 1 FROM trie_recent LIMIT 1',
  anyState: 'SELECT 1 FROM state_recent LIMIT 1',
} as const;
