// Every statement of the node store and the state pruner, planned by SQLite itself (EXPLAIN QUERY PLAN) on the
// schema the node creates: each one seeks an index, so none costs more as the chain grows longer or its state
// larger. The start path (best block, meta, a key's value, trie nodes) and a block's import (block, state, head
// and trie-node rows, the pruner's journal and reference counts) use only these statements.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { PRUNING_SQL } from '../src/store/pruning.ts';
import { MERGE_SQL } from '../src/store/recent-tables.ts';
import { SWEEP_SQL } from '../src/store/state-sweep.ts';
import { STORE_SQL } from '../src/store/statements.ts';
import { Store } from '../src/store/store.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/**
 * Statements that read a whole table, with where they run. Only the dev controls' rewind (`dev_setHead`,
 * `dev_revert`: `Store.truncateAbove`) uses them, never a start or a block's import; on a pruned database
 * `state_by_block` serves the deletion.
 */
const WHOLE_TABLE: Partial<Record<keyof typeof STORE_SQL, 'archive' | 'always'>> = {
  deleteStateAbove: 'archive',
};

/** The node's database with the schema it creates, `pruned` with the pruner's tables and index too. */
function database(pruned: boolean): Database.Database {
  const dir = mkdtempSync(join(tmpdir(), 'lumi-query-plans-'));
  dirs.push(dir);
  const store = new Store(dir);
  if (pruned) store.enablePruning(4);
  store.close();
  return new Database(join(dir, 'lumi.sqlite'), { readonly: true });
}

/** SQLite's plan for `sql`, one line per step ("SEARCH state USING PRIMARY KEY (key=?)", "SCAN blocks", ...). */
function plan(db: Database.Database, sql: string): string[] {
  const params = Array.from({ length: sql.split('?').length - 1 }, () => 1);
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map(
    (r) => r.detail,
  );
}

const scans = (steps: string[]) => steps.filter((s) => /^SCAN\b/.test(s) || /TEMP B-TREE/.test(s));

describe('query plans', () => {
  for (const pruned of [false, true]) {
    const mode = pruned ? 'pruned' : 'archive';
    it(`${mode}: every store statement seeks an index, except the dev rewind's`, () => {
      const db = database(pruned);
      try {
        for (const [name, sql] of Object.entries(STORE_SQL)) {
          const allowed = WHOLE_TABLE[name as keyof typeof STORE_SQL];
          const expected = allowed === 'always' || (allowed === 'archive' && !pruned) ? 'scan' : 'seek';
          const found = scans(plan(db, sql)).length > 0 ? 'scan' : 'seek';
          expect({ name, plan: found }).toEqual({ name, plan: expected });
        }
      } finally {
        db.close();
      }
    });
  }

  it('pruned: every pruner statement seeks an index', () => {
    const db = database(true);
    try {
      for (const [name, sql] of Object.entries({ ...PRUNING_SQL, ...SWEEP_SQL })) {
        expect({ name, scans: scans(plan(db, sql)) }).toEqual({ name, scans: [] });
      }
    } finally {
      db.close();
    }
  });

  it('the merge scans only the recent tables (what is not merged yet), and seeks everything else', () => {
    const db = database(true);
    try {
      for (const [name, sql] of Object.entries(MERGE_SQL)) {
        const large = scans(plan(db, sql)).filter(
          (s) => !/\b(state_recent|trie_recent)\b|^USE TEMP B-TREE/.test(s),
        );
        expect({ name, large }).toEqual({ name, large: [] });
      }
    } finally {
      db.close();
    }
  });

  it('tells a scan from a seek', () => {
    const db = database(false);
    try {
      expect(scans(plan(db, 'SELECT number FROM blocks ORDER BY header'))).not.toEqual([]);
      expect(scans(plan(db, STORE_SQL.headGet))).toEqual([]);
    } finally {
      db.close();
    }
  });
});
