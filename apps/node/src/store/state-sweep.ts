// The deleting half of state pruning (pruning.ts has the counting half): once a block leaves the kept window, its
// keys' older versions, its deletion markers and the trie places it vacated go. A transaction sweeps whole
// blocks, as many as a time budget allows, so that on a connection of its own, in its own thread
// (prune-worker.ts), a sweep holds SQLite's write lock only briefly beside the main thread's block commits; each
// transaction records how far it got, so a sweep cut short (a kill, a failed thread) resumes where it stopped.
import type Database from 'better-sqlite3';
import type { Statement } from 'better-sqlite3';
import { countedPlaces, type PlaceKey } from './places-blob.ts';
import { MERGED_TO } from './recent-tables.ts';

type Db = Database.Database;

/** Meta key: the lowest block whose state is kept, as far as the sweep got. */
export const KEPT_FROM = 'state_kept_from';

export interface PruneStats {
  /** State rows deleted. */
  rows: number;
  /** Trie nodes deleted. */
  nodes: number;
}

/** The sweep's SQL, one statement per name (held to index seeks by test/query-plans.test.ts). */
export const SWEEP_SQL = {
  blocksIn: 'SELECT number FROM blocks WHERE number > ? AND number <= ? ORDER BY number',
  // One statement per block: each key the block wrote is a range of the primary key.
  deleteOlder: 'DELETE FROM state WHERE block < ? AND key IN (SELECT key FROM state WHERE block = ?)',
  deleteGone: 'DELETE FROM state WHERE block = ? AND value IS NULL',
  journalUpTo: 'SELECT died FROM trie_journal WHERE block <= ?',
  deleteJournalUpTo: 'DELETE FROM trie_journal WHERE block <= ?',
  // Most released places held their node once: deleting the row is then the one statement a release needs.
  deleteReleased: 'DELETE FROM trie_node WHERE path = ? AND hash = ? AND rc <= ?',
  dropRef: 'UPDATE trie_node SET rc = rc - ? WHERE path = ? AND hash = ?',
  // A place's count may be partly in `trie_recent` (recent-tables.ts): taken from there first.
  recentRc: 'SELECT rc FROM trie_recent WHERE path = ? AND hash = ?',
  hasNode: 'SELECT 1 FROM trie_node WHERE path = ? AND hash = ?',
  deleteRecent: 'DELETE FROM trie_recent WHERE path = ? AND hash = ?',
  dropRecentRef: 'UPDATE trie_recent SET rc = rc - ? WHERE path = ? AND hash = ?',
  getMeta: 'SELECT value FROM meta WHERE key = ?',
  setMeta: 'INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)',
} as const;

type SweepStatements = Record<keyof typeof SWEEP_SQL, Statement>;

function prepareSweep(db: Db): SweepStatements {
  return Object.fromEntries(
    Object.entries(SWEEP_SQL).map(([name, sql]) => [name, db.prepare(sql)]),
  ) as SweepStatements;
}

/**
 * Takes `counts` off each place's row and deletes the rows left with none; `deleted` hears of each (by hash).
 * Returns how many rows were deleted.
 */
function releasePlaces(
  q: SweepStatements,
  counts: Map<string, { key: PlaceKey; n: number }>,
  deleted?: (hash: Buffer) => void,
): number {
  let n = 0;
  for (const { key, n: times } of counts.values()) {
    if (releasePlace(q, key, times)) {
      n++;
      deleted?.(key.hash);
    }
  }
  return n;
}

/** Takes `times` off the place's count, from `trie_recent` first; returns whether no row of it is left. */
function releasePlace(q: SweepStatements, key: PlaceKey, times: number): boolean {
  const recent = q.recentRc.get(key.path, key.hash) as { rc: number } | undefined;
  if (recent) {
    if (recent.rc > times) {
      q.dropRecentRef.run(times, key.path, key.hash);
      return false;
    }
    q.deleteRecent.run(key.path, key.hash);
    times -= recent.rc;
    if (times === 0) return q.hasNode.get(key.path, key.hash) === undefined;
  }
  if (q.deleteReleased.run(key.path, key.hash, times).changes > 0) return true;
  // No row in `trie_node` either: the place's only row was the recent one.
  return q.dropRef.run(times, key.path, key.hash).changes === 0 && recent !== undefined;
}

export class StateSweeper {
  private readonly q: SweepStatements;
  /** Sweeps `blocks` from `at` on in one transaction, for about `budgetMs`; returns where it stopped. */
  private readonly batch: (
    blocks: readonly number[],
    at: number,
    budgetMs: number,
    stop?: () => boolean,
  ) => number;
  /** What the current `sweepTo` deleted so far. */
  private swept: PruneStats = { rows: 0, nodes: 0 };

  /** `deleted`: told of each trie node deleted (the main thread's node cache). */
  constructor(
    db: Db,
    private readonly deleted?: (hash: Buffer) => void,
  ) {
    this.q = prepareSweep(db);
    const tx = db.transaction(
      (blocks: readonly number[], at: number, budgetMs: number, stop?: () => boolean) => {
        const started = performance.now();
        let i = at;
        do this.sweepBlock(blocks[i++]!);
        while (i < blocks.length && performance.now() - started < budgetMs && !stop?.());
        return i;
      },
    );
    // IMMEDIATE: the write lock is taken before the first read, so another connection's commit between this
    // transaction's reads and its writes can never make SQLite refuse the writes (SQLITE_BUSY_SNAPSHOT).
    this.batch = (blocks, at, budgetMs, stop) => tx.immediate(blocks, at, budgetMs, stop);
  }

  /** The lowest block whose state the database still holds whole. */
  get from(): number {
    const row = this.q.getMeta.get(KEPT_FROM) as { value: string } | undefined;
    return row ? Number(row.value) : 0;
  }

  /** Takes one count per occurrence in `blobs` (journal lists) off each place; returns the rows deleted. */
  release(blobs: readonly Buffer[]): number {
    return releasePlaces(this.q, countedPlaces(blobs), this.deleted);
  }

  /**
   * Deletes the state of every block below `wanted`, as far as the recent tables are merged; the window only
   * moves up. Each transaction sweeps blocks
   * until it has run `budgetMs` (at least one block; one transaction for all without a budget), or until `stop`,
   * asked between blocks, says so; a `stop` ends the sweep. Returns what was deleted.
   */
  sweepTo(wanted: number, budgetMs = Infinity, stop?: () => boolean): PruneStats {
    this.swept = { rows: 0, nodes: 0 };
    const from = this.from;
    // A block is swept once merged: its versions, and all older ones, are then in `state` (recent-tables.ts).
    const merged = this.q.getMeta.get(MERGED_TO) as { value: string } | undefined;
    const to = Math.min(wanted, merged ? Number(merged.value) : 0);
    if (to <= from) return this.swept;
    const blocks = (this.q.blocksIn.all(from, to) as { number: number }[]).map((r) => r.number);
    if (blocks[blocks.length - 1] !== to) blocks.push(to);
    for (let i = 0; i < blocks.length && !stop?.();) i = this.batch(blocks, i, budgetMs, stop);
    return this.swept;
  }

  private sweepBlock(block: number): void {
    // Block j's versions answer for every block from j on: older ones of the same keys go once j is the
    // oldest kept block or older, and so does a deletion marker at j (no version then means no value).
    const rows = this.q.deleteOlder.run(block, block).changes + this.q.deleteGone.run(block).changes;
    // A place vacated by block d was still held by block d - 1, which is below the window once d is its floor.
    const journal = this.q.journalUpTo.all(block) as { died: Buffer }[];
    const nodes = this.release(journal.map((r) => r.died));
    this.q.deleteJournalUpTo.run(block);
    this.q.setMeta.run(KEPT_FROM, String(block));
    this.swept.rows += rows;
    this.swept.nodes += nodes;
  }
}
