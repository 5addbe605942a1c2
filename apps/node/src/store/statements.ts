// The node store's SQL, prepared once per database: one statement per name, so the queries read as a list.
import type { Statement } from 'better-sqlite3';
import type { Db } from './db.ts';

// Statements on `state`, each also made for `state_recent` (recent-tables.ts) under the name `recent<Name>`.
const STATE_SQL = {
  insertState: 'INSERT OR REPLACE INTO state (key, block, value) VALUES (?, ?, ?)',
  stateGet: 'SELECT value FROM state WHERE key = ? AND block <= ? ORDER BY block DESC LIMIT 1',
  // The smallest key above the bound that has any version at or below the block.
  stateNext: 'SELECT key FROM state WHERE key > ? AND block <= ? ORDER BY key ASC LIMIT 1',
  stateFirst: 'SELECT key FROM state WHERE key >= ? AND block <= ? ORDER BY key ASC LIMIT 1',
  // A key's newest version: its value in the best block's state (NULL: deleted).
  headGet: 'SELECT value FROM state WHERE key = ? ORDER BY block DESC LIMIT 1',
  keyHistory: 'SELECT block, value FROM state WHERE key = ? AND block > ? AND block <= ? ORDER BY block ASC',
  // Distinct keys in order, whatever their versions: one index seek each.
  anyNext: 'SELECT key FROM state WHERE key > ? ORDER BY key ASC LIMIT 1',
  anyFirst: 'SELECT key FROM state WHERE key >= ? ORDER BY key ASC LIMIT 1',
  changedIn: 'SELECT 1 FROM state WHERE key = ? AND block > ? AND block <= ? LIMIT 1',
  stateRow: 'SELECT value FROM state WHERE key = ? AND block = ?',
  deleteStateRow: 'DELETE FROM state WHERE key = ? AND block = ?',
  deleteStateAbove: 'DELETE FROM state WHERE block > ?',
} as const;

type StateName = keyof typeof STATE_SQL;
type RecentName = `recent${Capitalize<StateName>}`;

const recentName = (name: StateName): RecentName =>
  `recent${name[0]!.toUpperCase()}${name.slice(1)}` as RecentName;

const RECENT_SQL = Object.fromEntries(
  Object.entries(STATE_SQL).map(([name, sql]) => [
    recentName(name as StateName),
    sql.replace(/\b(FROM|INTO) state\b/g, '$1 state_recent'),
  ]),
) as Record<RecentName, string>;

export const STORE_SQL = {
  ...STATE_SQL,
  ...RECENT_SQL,
  insertBlock: 'INSERT INTO blocks (number, hash, header, body) VALUES (?, ?, ?, ?)',
  setMeta: 'INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)',
  getMeta: 'SELECT value FROM meta WHERE key = ?',
  byNumber: 'SELECT number, hash, header, body FROM blocks WHERE number = ?',
  byHash: 'SELECT number, hash, header, body FROM blocks WHERE hash = ?',
  numberOfHash: 'SELECT number FROM blocks WHERE hash = ?',
  // Equal to ORDER BY number DESC LIMIT 1 (SQLite reads the last row either way), but planned as a seek, so the
  // query-plan test can tell it from a scan.
  best: 'SELECT number, hash, header, body FROM blocks WHERE number = (SELECT MAX(number) FROM blocks)',
  // Trie nodes: blocks write into `trie_recent`; a node is read from either table.
  putNode: 'INSERT OR IGNORE INTO trie_recent (path, hash, node) VALUES (?, ?, ?)',
  getRecentNode: 'SELECT node FROM trie_recent WHERE path = ? AND hash = ?',
  getNode: 'SELECT node FROM trie_node WHERE path = ? AND hash = ?',
  setOverriddenRoot: 'INSERT OR REPLACE INTO overridden_root (number, root) VALUES (?, ?)',
  overriddenRoot: 'SELECT root FROM overridden_root WHERE number = ?',
  deleteOverriddenAbove: 'DELETE FROM overridden_root WHERE number > ?',
  deleteBlocksAbove: 'DELETE FROM blocks WHERE number > ?',
  bestNumber: 'SELECT MAX(number) AS number FROM blocks',
};

export type Statements = Record<keyof typeof STORE_SQL, Statement>;

export function prepareStatements(db: Db): Statements {
  return Object.fromEntries(
    Object.entries(STORE_SQL).map(([name, sql]) => [name, db.prepare(sql)]),
  ) as Statements;
}
