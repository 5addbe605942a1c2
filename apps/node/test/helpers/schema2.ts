// A node database as schema 2 left it, for the migration tests.
import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Turns the node's database back into what schema 2 left (trie nodes keyed by hash, counts per hash in
 * `trie_rc`), as a node from before place-keyed nodes would have it; the next open migrates it.
 */
export function toSchema2(dir: string): void {
  const raw = new Database(join(dir, 'lumi.sqlite'));
  const pruned = raw.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'trie_journal'`).get() !== undefined;
  // Schema 2 had no recent tables (store/recent-tables.ts): every row was in the large ones.
  raw.exec(`
    INSERT OR REPLACE INTO state (key, block, value) SELECT key, block, value FROM state_recent;
    INSERT INTO trie_node (path, hash, node, rc) SELECT path, hash, node, rc FROM trie_recent WHERE true
      ON CONFLICT (path, hash) DO UPDATE SET rc = rc + excluded.rc;
    DROP TABLE state_recent;
    DROP TABLE trie_recent;
    DELETE FROM meta WHERE key = 'merged_to';
  `);
  raw.exec(`
    CREATE TABLE trie_node_old (hash BLOB PRIMARY KEY, node BLOB NOT NULL) WITHOUT ROWID;
    INSERT OR IGNORE INTO trie_node_old SELECT hash, node FROM trie_node;
    DROP TABLE trie_node;
    ALTER TABLE trie_node_old RENAME TO trie_node;
    UPDATE meta SET value = '2' WHERE key = 'schema_version';
  `);
  if (pruned) raw.exec('CREATE TABLE trie_rc (hash BLOB PRIMARY KEY, rc INTEGER NOT NULL) WITHOUT ROWID');
  raw.close();
}
