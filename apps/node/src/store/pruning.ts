// State pruning (`--state-pruning <N>`): the state of blocks older than the kept window is deleted from the
// database, headers and bodies stay. Work per block is proportional to what the block changed:
// - state rows: once block j leaves the window, each key j wrote loses its older versions (the version at j
//   answers for every kept block), and a deletion marker at j goes too;
// - trie nodes: each stored (place, node) row counts in `rc` how often the kept blocks' tries filled that place
//   with it. A block's commit adds one for each place its trie fills anew (`born`) and journals the places it
//   vacated (`died`); when the block leaves the window those are released, and a row whose count reaches zero
//   is deleted. A dev rewind drops the rewound blocks' `born` counts. (sc-state-db journals inserted and
//   deleted nodes per block the same way.) Keyed by place, a died row sits next to the row born in its place.
// This module counts and journals, inside each block's commit; the deleting is state-sweep.ts's, inline or in a
// thread of its own (background-sweep.ts). Either way the window's floor moves here first: reads below it are
// refused from then on, whatever the sweep has reached.
import type { Hex, SealedBlock } from '@lumi/runtime/host';
import type { Statement } from 'better-sqlite3';
import { equalBytes, toHex } from '@lumi/runtime/bytes';
import { parseHeader } from '@lumi/runtime/block';
import type Database from 'better-sqlite3';
import type { BackgroundSweep } from './background-sweep.ts';
import { type PlaceKey, placesBlob } from './places-blob.ts';
import { type PruneStats, StateSweeper } from './state-sweep.ts';
import { type Place, trieDiff } from './trie-diff.ts';
import { pathKey } from './trie-path.ts';
import { u8, view } from './buffers.ts';

// better-sqlite3's type itself, not db.ts's alias: db.ts migrates databases through this module (no import cycle).
type Db = Database.Database;

/** A read of state the node no longer keeps; the message is polkadot-sdk's (sc-client-db's `state_at`). */
export class StateDiscardedError extends Error {
  override readonly name = 'StateDiscardedError';
  constructor(readonly blockHash: Hex) {
    super(`UnknownBlock: State already discarded for ${blockHash}`);
  }
}

// `born` and `died`: the places, as placesBlob writes them.
export const PRUNING_SCHEMA = `
CREATE TABLE IF NOT EXISTS trie_journal (block INTEGER PRIMARY KEY, born BLOB NOT NULL, died BLOB NOT NULL);
CREATE INDEX IF NOT EXISTS state_by_block ON state (block);
`;

export const placeKey = (p: Place): PlaceKey => ({ path: pathKey(p.pos), hash: view(p.hash) });

/** The pruner's SQL, one statement per name (checked with the store's by test/query-plans.test.ts). */
export const PRUNING_SQL = {
  parentHeader: 'SELECT header FROM blocks WHERE number < ? ORDER BY number DESC LIMIT 1',
  // Counted in `trie_recent`, where the block's nodes are (recent-tables.ts): a row's count is both tables'.
  addRef: 'UPDATE trie_recent SET rc = rc + 1 WHERE path = ? AND hash = ?',
  // A place refilled with a node whose row the runtime did not hand over again (it was still stored).
  insertRef:
    'INSERT INTO trie_recent (path, hash, node, rc) VALUES (?, ?, ?, 1) ' +
    'ON CONFLICT (path, hash) DO UPDATE SET rc = rc + 1',
  journal: 'INSERT OR REPLACE INTO trie_journal (block, born, died) VALUES (?, ?, ?)',
  journalAbove: 'SELECT born FROM trie_journal WHERE block > ?',
  deleteJournalAbove: 'DELETE FROM trie_journal WHERE block > ?',
} as const;

// Reads the whole staging table once, by design (it holds only the genesis trie's nodes); kept out of
// PRUNING_SQL, whose statements the query-plan test holds to index seeks. In key order, so the index fills
// sequentially; each place of one trie is its own row, so every row counts one.
const GENESIS_RC_SQL =
  'INSERT INTO trie_node (path, hash, node, rc) SELECT path, hash, node, 1 FROM temp.staged_node ' +
  'WHERE true ORDER BY path, hash ON CONFLICT (path, hash) DO UPDATE SET rc = rc + 1';

/** The store's trie nodes as the pruner reads them: through the store's node cache. */
export interface PrunerNodes {
  node(hash: Uint8Array, path: Uint8Array): Uint8Array | undefined;
  /** The node was deleted from `trie_node` by this thread. */
  deleted(hash: Uint8Array): void;
  /** Merges the recent tables on this thread: an inline sweep deletes merged versions only (state-sweep.ts). */
  merge(): void;
}

export class StatePruner {
  private from: number;
  private readonly q: Record<keyof typeof PRUNING_SQL, Statement>;
  private readonly inline: StateSweeper;

  constructor(
    private readonly db: Db,
    /** How many finalized blocks keep their state. */
    readonly blocks: number,
    private readonly nodes: PrunerNodes,
    /** The store's thread, while it runs (it sweeps then; this thread sweeps otherwise). */
    private readonly thread: () => BackgroundSweep | undefined,
  ) {
    db.exec(PRUNING_SCHEMA);
    this.q = Object.fromEntries(
      Object.entries(PRUNING_SQL).map(([name, sql]) => [name, db.prepare(sql)]),
    ) as StatePruner['q'];
    this.inline = new StateSweeper(db, (hash) => nodes.deleted(u8(hash)));
    this.from = this.inline.from;
  }

  /** The lowest block whose state is kept: reads below it are refused, whether or not it is swept yet. */
  get keptFrom(): number {
    return this.from;
  }

  /**
   * Inside the block's commit transaction, once its state rows are written: stores the nodes its trie fills
   * places with, counted (the store writes a block's nodes itself only without pruning), and journals the
   * places it vacates. Genesis has no parent trie: every node it hands over is new.
   */
  committed(number: number, block: SealedBlock): void {
    const nodes = block.trieNodes;
    if (!nodes) return;
    const parent = this.q.parentHeader.get(number) as { header: Buffer } | undefined;
    const parentRoot = parent && parseHeader(u8(parent.header)).stateRoot;
    const vacated = block.trieVacated;
    let born: PlaceKey[];
    let died: PlaceKey[] = [];
    if (!parentRoot || (vacated && equalBytes(vacated.parentRoot, parentRoot))) {
      // The runtime built this trie on the parent's stored one and says what it replaced: no walk needed,
      // and each new node is one statement (its row, or one more count on an equal node's).
      born = nodes.map(([hash, enc, pos]) => {
        const key = placeKey({ pos, hash });
        this.q.insertRef.run(key.path, key.hash, view(enc));
        return key;
      });
      if (parentRoot) died = vacated!.places.map(([hash, pos]) => placeKey({ pos, hash }));
    } else {
      const fresh = new Map(nodes.map(([hash, enc]) => [toHex(hash), enc]));
      // The parent's nodes on the changed paths: the runtime has just read them for the state root, or the
      // blocks before this one wrote them, so the store's cache holds them.
      const lookup = (hash: Uint8Array, path: Uint8Array): Uint8Array | undefined =>
        fresh.get(toHex(hash)) ?? this.nodes.node(hash, path);
      const diff = trieDiff(parentRoot, block.header.stateRoot, lookup);
      born = diff.born.map((place) => {
        const key = placeKey(place);
        if (this.q.addRef.run(key.path, key.hash).changes > 0) return key;
        const enc = lookup(place.hash, place.pos);
        if (!enc) throw new Error(`trie node ${toHex(place.hash)} is missing from the node store`);
        this.q.insertRef.run(key.path, key.hash, view(enc));
        return key;
      });
      died = diff.died.map(placeKey);
    }
    // A rewind never removes genesis, so its (whole-state) list of places is not kept.
    this.q.journal.run(number, parent ? placesBlob(born) : Buffer.alloc(0), placesBlob(died));
  }

  /**
   * Inside the genesis commit (Store.commitGenesis), before the staged nodes are moved: every place in the
   * genesis trie is new, so each staged node counts its places, in one statement.
   */
  stagedGenesis(): void {
    this.db.prepare(GENESIS_RC_SQL).run();
  }

  /** Inside a dev rewind's transaction: the blocks above `number` are gone, and what they added with them. */
  truncated(number: number): void {
    const rows = this.q.journalAbove.all(number) as { born: Buffer }[];
    this.inline.release(rows.map((r) => r.born));
    this.q.deleteJournalAbove.run(number);
  }

  /**
   * Moves the window's floor up to `from` and deletes the state below it: inline (what it deleted is returned),
   * or by the prune thread (asked here, done meanwhile; `settled` waits for it).
   */
  pruneTo(from: number): PruneStats {
    if (from <= this.from) return { rows: 0, nodes: 0 };
    this.from = from;
    const thread = this.thread();
    if (thread) {
      thread.sweepTo(from);
      return { rows: 0, nodes: 0 };
    }
    this.nodes.merge();
    return this.inline.sweepTo(from);
  }

  /** The store's thread failed: what it had not swept is swept here (the store merged what it left). */
  lostThread(): void {
    this.inline.sweepTo(this.from);
  }

  /** Resolves once the database holds no state below the floor. */
  settled(): Promise<void> {
    return this.thread()?.settled() ?? Promise.resolve();
  }
}
