// Moves what blocks wrote into the recent tables (recent-tables.ts) into `state` and `trie_node`: in a thread of
// its own beside block import (prune-worker.ts), or on the main thread when that thread is not running.
import type Database from 'better-sqlite3';
import type { Statement } from 'better-sqlite3';
import { MERGE_SQL } from './recent-tables.ts';

type Db = Database.Database;

/** State rows (about: whole blocks) and trie node rows moved per statement. */
export interface MergeChunks {
  stateRows: number;
  nodeRows: number;
}

const CHUNKS: MergeChunks = { stateRows: 128, nodeRows: 512 };

export class RecentMerger {
  private readonly q: Record<keyof typeof MERGE_SQL, Statement>;
  private readonly tx: (budgetMs: number, yieldTo?: () => boolean) => boolean;

  constructor(
    db: Db,
    private readonly chunks = CHUNKS,
  ) {
    this.q = Object.fromEntries(
      Object.entries(MERGE_SQL).map(([name, sql]) => [name, db.prepare(sql)]),
    ) as RecentMerger['q'];
    const tx = db.transaction((budgetMs: number, yieldTo?: () => boolean): boolean => {
      const started = performance.now();
      let left: boolean;
      do left = this.moveSome();
      while (left && performance.now() - started < budgetMs && !yieldTo?.());
      return left;
    });
    // IMMEDIATE: the write lock before the first read (see state-sweep.ts).
    this.tx = (budgetMs, yieldTo) => tx.immediate(budgetMs, yieldTo);
  }

  /** The highest block whose state versions are all in `state`. */
  get mergedTo(): number {
    const row = this.q.mergedTo.get() as { value: string } | undefined;
    return row ? Number(row.value) : 0;
  }

  /**
   * Merges for about `budgetMs` (at least one chunk) in one transaction, or until `yieldTo`, asked between chunks,
   * says another writer is waiting; returns whether rows are left.
   */
  step(budgetMs: number, yieldTo?: () => boolean): boolean {
    return this.tx(budgetMs, yieldTo);
  }

  /** Whether the recent tables hold any row. */
  pending(): boolean {
    return this.q.anyState.get() !== undefined || this.q.anyNode.get() !== undefined;
  }

  /** Merges everything, in one transaction. */
  all(): void {
    this.tx(Infinity);
  }

  private moveSome(): boolean {
    const at = this.q.blockAtRow.get(this.chunks.stateRows) as { block: number } | undefined;
    const upTo = at?.block ?? (this.q.lastBlock.get() as { block: number | null }).block;
    if (upTo !== null) {
      this.q.moveState.run(upTo);
      this.q.dropState.run(upTo);
      // Whole blocks, oldest first, and the mark with them: reads rely on it (recent-tables.ts).
      if (upTo > this.mergedTo) this.q.setMergedTo.run(String(upTo));
    }
    if (this.q.anyNode.get()) {
      this.q.moveNodes.run(this.chunks.nodeRows);
      this.q.dropNodes.run(this.chunks.nodeRows);
    }
    return at !== undefined || this.q.anyNode.get() !== undefined;
  }
}
