// Schema 3 keys trie nodes by place and hash (trie-path.ts); versions 1 and 2 keyed them by hash alone, with
// the pruner's counts in a table of their own (`trie_rc`, per hash). Opening such a database re-keys, inside
// the opening transaction, every node the kept blocks' tries reach: each trie is walked from its root, reading
// the old rows by hash, and a subtree whose root already has its new row is not walked again, so the work is
// the distinct (place, node) pairs, not blocks times state. On a pruned database the counts and the journal
// are rebuilt as the pruner would have kept them from the oldest kept block on: one for each place that
// block's trie fills, one for each place a later block fills anew, and each later block's vacated places
// journalled. Rows no kept trie reaches are dropped with the old table.
import { parseHeader } from '@lumi/runtime/block';
import type Database from 'better-sqlite3';
import { placesBlob } from './places-blob.ts';
import { placeKey, PRUNING_SCHEMA } from './pruning.ts';
import { EMPTY_ROOT_HEX, type Place, storedChildren, trieDiff } from './trie-diff.ts';
import { pathKey } from './trie-path.ts';
import { u8, view } from './buffers.ts';

// better-sqlite3's type itself, not db.ts's alias: db.ts opens databases through this module (no import cycle).
type Db = Database.Database;

/** What the migration did, for the node's log and the tests. */
export interface TriePathMigration {
  /** (place, node) rows written. */
  rows: number;
  /** Nodes a kept trie refers to that the old table did not hold (left out: no read could have found them). */
  missing: number;
}

function hasTable(db: Db, name: string): boolean {
  return db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name) !== undefined;
}

/** Inside the caller's transaction: `trie_node_v2` (hash → node) becomes `trie_node` rows; the old tables go. */
export function migrateTriePaths(db: Db): TriePathMigration {
  const old = db.prepare('SELECT node FROM trie_node_v2 WHERE hash = ?');
  const fresh = db.prepare('SELECT node FROM trie_node WHERE path = ? AND hash = ?');
  const put = db.prepare('INSERT OR IGNORE INTO trie_node (path, hash, node, rc) VALUES (?, ?, ?, ?)');
  const addRef = db.prepare(
    'INSERT INTO trie_node (path, hash, node, rc) VALUES (?, ?, ?, 1) ' +
      'ON CONFLICT (path, hash) DO UPDATE SET rc = rc + 1',
  );
  const stats: TriePathMigration = { rows: 0, missing: 0 };
  const lookup = (hash: Uint8Array, path: Uint8Array): Uint8Array | undefined => {
    const row = (fresh.get(pathKey(path), view(hash)) ?? old.get(view(hash))) as { node: Buffer } | undefined;
    return row ? u8(row.node) : undefined;
  };

  /**
   * Writes the nodes of the trie under `root` that have no row yet (`counted`: with a count of one each, every
   * place of this trie), skipping the subtrees of those that have one.
   */
  const walk = (root: Uint8Array, counted: boolean): void => {
    if (`0x${Buffer.from(root).toString('hex')}` === EMPTY_ROOT_HEX) return;
    const stack: Place[] = [{ pos: new Uint8Array(), hash: root }];
    while (stack.length > 0) {
      const { pos, hash } = stack.pop()!;
      const enc = lookup(hash, pos);
      if (!enc) {
        stats.missing++;
        continue;
      }
      const key = pathKey(pos);
      if (counted) addRef.run(key, view(hash), view(enc));
      else if (put.run(key, view(hash), view(enc), 0).changes === 0) continue;
      stats.rows++;
      stack.push(...storedChildren(enc, pos));
    }
  };

  const blocks = db.prepare('SELECT number, header FROM blocks ORDER BY number').iterate() as Iterable<{
    number: number;
    header: Buffer;
  }>;
  const roots: { number: number; root: Uint8Array }[] = [];
  for (const b of blocks) roots.push({ number: b.number, root: parseHeader(u8(b.header)).stateRoot });

  const pruned = hasTable(db, 'trie_rc');
  if (!pruned) {
    for (const { root } of roots) walk(root, false);
  } else {
    const keptRow = db.prepare(`SELECT value FROM meta WHERE key = 'state_kept_from'`).get() as
      { value: string } | undefined;
    const keptFrom = keptRow ? Number(keptRow.value) : 0;
    db.exec(PRUNING_SCHEMA);
    const journal = db.prepare('INSERT OR REPLACE INTO trie_journal (block, born, died) VALUES (?, ?, ?)');
    db.prepare('DELETE FROM trie_journal').run();
    const kept = roots.filter((r) => r.number >= keptFrom);
    if (kept.length > 0) walk(kept[0]!.root, true);
    for (let i = 1; i < kept.length; i++) {
      const { born, died } = trieDiff(kept[i - 1]!.root, kept[i]!.root, lookup);
      for (const p of born) {
        const enc = lookup(p.hash, p.pos);
        if (!enc) {
          stats.missing++;
          continue;
        }
        addRef.run(pathKey(p.pos), view(p.hash), view(enc));
        stats.rows++;
      }
      journal.run(kept[i]!.number, placesBlob(born.map(placeKey)), placesBlob(died.map(placeKey)));
    }
    db.exec('DROP TABLE trie_rc');
  }
  // Tries of blocks whose state a dev override changed in place: kept whole, counted by none.
  const overridden = db.prepare('SELECT root FROM overridden_root').all() as { root: Buffer }[];
  for (const { root } of overridden) walk(u8(root), false);
  db.exec('DROP TABLE trie_node_v2');
  return stats;
}
