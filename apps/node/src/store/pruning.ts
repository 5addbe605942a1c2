// State pruning (`--state-pruning <N>`): the state of blocks older than the kept window is deleted from the
// database, headers and bodies stay. Work per block is proportional to what the block changed:
// - state rows: once block j leaves the window, each key j wrote loses its older versions (the version at j
//   answers for every kept block), and a deletion marker at j goes too;
// - trie nodes: each stored node counts the places it holds in the tries of kept blocks. A block's commit adds
//   one for each place its trie fills anew (`born`) and journals the places it vacated (`died`); when the block
//   leaves the window those are released, and a node whose count reaches zero is deleted. A dev rewind drops the
//   rewound blocks' `born` counts. (sc-state-db journals inserted and deleted nodes per block the same way.)
import type { Hex, SealedBlock } from '@lumi/runtime/host';
import type { Statement } from 'better-sqlite3';
import { toHex } from '@lumi/runtime/bytes';
import { parseHeader } from '@lumi/runtime/block';
import type { Db } from './db.ts';
import { trieDiff } from './trie-diff.ts';

/** A read of state the node no longer keeps; the message is polkadot-sdk's (sc-client-db's `state_at`). */
export class StateDiscardedError extends Error {
  override readonly name = 'StateDiscardedError';
  constructor(readonly blockHash: Hex) {
    super(`UnknownBlock: State already discarded for ${blockHash}`);
  }
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS trie_rc (hash BLOB PRIMARY KEY, rc INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS trie_journal (block INTEGER PRIMARY KEY, born BLOB NOT NULL, died BLOB NOT NULL);
CREATE INDEX IF NOT EXISTS state_by_block ON state (block);
`;

/** Meta key: the lowest block whose state is kept. */
const KEPT_FROM = 'state_kept_from';

const HASH = 32;
const u8 = (b: Buffer): Uint8Array => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

function concat(hashes: readonly Uint8Array[]): Buffer {
  const out = Buffer.allocUnsafe(hashes.length * HASH);
  hashes.forEach((h, i) => out.set(h, i * HASH));
  return out;
}

/** How many times each hash occurs in `blob` (concatenated 32-byte hashes). */
function counted(blobs: Iterable<Buffer>): Map<string, number> {
  const out = new Map<string, number>();
  for (const blob of blobs) {
    for (let o = 0; o + HASH <= blob.length; o += HASH) {
      const h = blob.subarray(o, o + HASH).toString('hex');
      out.set(h, (out.get(h) ?? 0) + 1);
    }
  }
  return out;
}

export interface PruneStats {
  /** State rows deleted. */
  rows: number;
  /** Trie nodes deleted. */
  nodes: number;
}

/** The pruner's SQL, one statement per name (checked with the store's by test/query-plans.test.ts). */
export const PRUNING_SQL = {
  parentHeader: 'SELECT header FROM blocks WHERE number < ? ORDER BY number DESC LIMIT 1',
  addRef:
    'INSERT INTO trie_rc (hash, rc) VALUES (?, ?) ON CONFLICT (hash) DO UPDATE SET rc = rc + excluded.rc',
  dropRef: 'UPDATE trie_rc SET rc = rc - ? WHERE hash = ? RETURNING rc',
  deleteRc: 'DELETE FROM trie_rc WHERE hash = ?',
  deleteNode: 'DELETE FROM trie_node WHERE hash = ?',
  journal: 'INSERT OR REPLACE INTO trie_journal (block, born, died) VALUES (?, ?, ?)',
  journalUpTo: 'SELECT died FROM trie_journal WHERE block <= ?',
  journalAbove: 'SELECT born FROM trie_journal WHERE block > ?',
  deleteJournalUpTo: 'DELETE FROM trie_journal WHERE block <= ?',
  deleteJournalAbove: 'DELETE FROM trie_journal WHERE block > ?',
  blocksIn: 'SELECT number FROM blocks WHERE number > ? AND number <= ? ORDER BY number',
  // One statement per block: each key the block wrote is a range of the primary key.
  deleteOlder: 'DELETE FROM state WHERE block < ? AND key IN (SELECT key FROM state WHERE block = ?)',
  deleteGone: 'DELETE FROM state WHERE block = ? AND value IS NULL',
  getMeta: 'SELECT value FROM meta WHERE key = ?',
  setMeta: 'INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)',
} as const;

// Reads the whole staging table once, by design (it holds only the genesis trie's nodes); kept out of
// PRUNING_SQL, whose statements the query-plan test holds to index seeks. GROUP BY hands them over in hash order.
const GENESIS_RC_SQL =
  'INSERT INTO trie_rc (hash, rc) SELECT hash, COUNT(*) FROM temp.staged_node WHERE true GROUP BY hash ' +
  'ON CONFLICT (hash) DO UPDATE SET rc = rc + excluded.rc';

/** The store's trie nodes as the pruner reads them: through the store's node cache, which it keeps current. */
export interface PrunerNodes {
  node(hash: Uint8Array): Uint8Array | undefined;
  /** The node was deleted from `trie_node`. */
  deleted(hash: Uint8Array): void;
}

export class StatePruner {
  private from: number;
  private readonly q: Record<keyof typeof PRUNING_SQL, Statement>;
  private readonly pruneTx: (from: number) => PruneStats;

  constructor(
    private readonly db: Db,
    /** How many finalized blocks keep their state. */
    readonly blocks: number,
    private readonly nodes: PrunerNodes,
  ) {
    db.exec(SCHEMA);
    this.q = Object.fromEntries(
      Object.entries(PRUNING_SQL).map(([name, sql]) => [name, db.prepare(sql)]),
    ) as StatePruner['q'];
    const stored = this.q.getMeta.get(KEPT_FROM) as { value: string } | undefined;
    this.from = stored ? Number(stored.value) : 0;
    this.pruneTx = db.transaction((from: number) => this.prune(from));
  }

  /** The lowest block whose state is kept. */
  get keptFrom(): number {
    return this.from;
  }

  /**
   * Inside the block's commit transaction, once its rows and trie nodes are written: counts the places its
   * trie fills and journals the ones it vacates. Genesis has no parent trie: every node it hands over is new.
   */
  committed(number: number, block: SealedBlock): void {
    const nodes = block.trieNodes;
    if (!nodes) return;
    const parent = this.q.parentHeader.get(number) as { header: Buffer } | undefined;
    let born: Uint8Array[];
    let died: Uint8Array[] = [];
    if (!parent) born = nodes.map(([hash]) => hash);
    else {
      const fresh = new Map(nodes.map(([hash, enc]) => [toHex(hash), enc]));
      // The parent's nodes on the changed paths: the runtime has just read them for the state root, or the
      // blocks before this one wrote them, so the store's cache holds them.
      const lookup = (hash: Uint8Array): Uint8Array | undefined =>
        fresh.get(toHex(hash)) ?? this.nodes.node(hash);
      ({ born, died } = trieDiff(parseHeader(u8(parent.header)).stateRoot, block.header.stateRoot, lookup));
    }
    const bornBlob = concat(born);
    for (const [hash, n] of counted([bornBlob])) this.q.addRef.run(Buffer.from(hash, 'hex'), n);
    // A rewind never removes genesis, so its (whole-state) list of places is not kept.
    this.q.journal.run(number, parent ? bornBlob : Buffer.alloc(0), concat(died));
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
    this.release(counted(rows.map((r) => r.born)));
    this.q.deleteJournalAbove.run(number);
  }

  /** Deletes the state of every block below `from` (one transaction); the kept window only moves up. */
  pruneTo(from: number): PruneStats {
    if (from <= this.from) return { rows: 0, nodes: 0 };
    return this.pruneTx(from);
  }

  private prune(from: number): PruneStats {
    let rows = 0;
    // Block j's versions answer for every block from j on: older ones of the same keys go once j is the
    // oldest kept block or older, and so does a deletion marker at j (no version then means no value).
    for (const { number } of this.q.blocksIn.all(this.from, from) as { number: number }[]) {
      rows += this.q.deleteOlder.run(number, number).changes;
      rows += this.q.deleteGone.run(number).changes;
    }
    // A place vacated by block d was still held by block d - 1, which is below `from` once d <= from.
    const journal = this.q.journalUpTo.all(from) as { died: Buffer }[];
    const nodes = this.release(counted(journal.map((r) => r.died)));
    this.q.deleteJournalUpTo.run(from);
    this.q.setMeta.run(KEPT_FROM, String(from));
    this.from = from;
    return { rows, nodes };
  }

  /** Takes `counts` places off each node; deletes the nodes left with none. Returns how many were deleted. */
  private release(counts: Map<string, number>): number {
    let deleted = 0;
    for (const [hex, n] of counts) {
      const hash = Buffer.from(hex, 'hex');
      const left = this.q.dropRef.get(n, hash) as { rc: number } | undefined;
      if (!left || left.rc > 0) continue;
      this.q.deleteRc.run(hash);
      deleted += this.q.deleteNode.run(hash).changes;
      this.nodes.deleted(hash);
    }
    return deleted;
  }
}
