// State pruning (`--state-pruning <N>`): the state of blocks older than the kept window is deleted from the
// database, headers and bodies stay. Work per block is proportional to what the block changed:
// - state rows: once block j leaves the window, each key j wrote loses its older versions (the version at j
//   answers for every kept block), and a deletion marker at j goes too;
// - trie nodes: each stored (place, node) row counts in `rc` how often the kept blocks' tries filled that place
//   with it. A block's commit adds one for each place its trie fills anew (`born`) and journals the places it
//   vacated (`died`); when the block leaves the window those are released, and a row whose count reaches zero
//   is deleted. A dev rewind drops the rewound blocks' `born` counts. (sc-state-db journals inserted and
//   deleted nodes per block the same way.) Keyed by place, a died row sits next to the row born in its place.
import type { Hex, SealedBlock } from '@lumi/runtime/host';
import type { Statement } from 'better-sqlite3';
import { toHex } from '@lumi/runtime/bytes';
import { parseHeader } from '@lumi/runtime/block';
import type Database from 'better-sqlite3';
import { type Place, trieDiff } from './trie-diff.ts';
import { pathKey } from './trie-path.ts';

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

/** Meta key: the lowest block whose state is kept. */
const KEPT_FROM = 'state_kept_from';

const HASH = 32;
const u8 = (b: Buffer): Uint8Array => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
/** The same bytes as a Buffer, not copied (the binding takes Buffers). */
const view = (u: Uint8Array): Buffer => Buffer.from(u.buffer, u.byteOffset, u.byteLength);

/** A row of `trie_node`: its place (trie-path.ts) and its hash, as the database keys it. */
export interface PlaceKey {
  path: Buffer;
  hash: Buffer;
}

export const placeKey = (p: Place): PlaceKey => ({ path: pathKey(p.pos), hash: view(p.hash) });

/** Places as one blob: per place, its path key's length (u32 LE), the path key, the 32-byte hash. */
export function placesBlob(places: readonly PlaceKey[]): Buffer {
  let size = 0;
  for (const p of places) size += 4 + p.path.length + HASH;
  const out = Buffer.allocUnsafe(size);
  let o = 0;
  for (const p of places) {
    o = out.writeUInt32LE(p.path.length, o);
    o += p.path.copy(out, o);
    o += p.hash.copy(out, o);
  }
  return out;
}

/** The places of a blob `placesBlob` wrote. */
export function blobPlaces(blob: Buffer): PlaceKey[] {
  const out: PlaceKey[] = [];
  for (let o = 0; o < blob.length;) {
    if (o + 4 > blob.length) throw new Error('trie journal: truncated place');
    const len = blob.readUInt32LE(o);
    const path = blob.subarray(o + 4, o + 4 + len);
    const hash = blob.subarray(o + 4 + len, o + 4 + len + HASH);
    if (hash.length !== HASH) throw new Error('trie journal: truncated place');
    out.push({ path, hash });
    o += 4 + len + HASH;
  }
  return out;
}

/** How many times each place occurs in `blobs`. */
function counted(blobs: Iterable<Buffer>): Map<string, { key: PlaceKey; n: number }> {
  const out = new Map<string, { key: PlaceKey; n: number }>();
  for (const blob of blobs) {
    for (const key of blobPlaces(blob)) {
      const id = `${key.path.toString('hex')}/${key.hash.toString('hex')}`;
      const seen = out.get(id);
      if (seen) seen.n++;
      else out.set(id, { key, n: 1 });
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
  addRef: 'UPDATE trie_node SET rc = rc + 1 WHERE path = ? AND hash = ?',
  // A place refilled with a node whose row the runtime did not hand over again (it was still stored).
  insertRef:
    'INSERT INTO trie_node (path, hash, node, rc) VALUES (?, ?, ?, 1) ' +
    'ON CONFLICT (path, hash) DO UPDATE SET rc = rc + 1',
  // Most released places held their node once: deleting the row is then the one statement a release needs.
  deleteReleased: 'DELETE FROM trie_node WHERE path = ? AND hash = ? AND rc <= ?',
  dropRef: 'UPDATE trie_node SET rc = rc - ? WHERE path = ? AND hash = ?',
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
// PRUNING_SQL, whose statements the query-plan test holds to index seeks. In key order, so the index fills
// sequentially; each place of one trie is its own row, so every row counts one.
const GENESIS_RC_SQL =
  'INSERT INTO trie_node (path, hash, node, rc) SELECT path, hash, node, 1 FROM temp.staged_node ' +
  'WHERE true ORDER BY path, hash ON CONFLICT (path, hash) DO UPDATE SET rc = rc + 1';

/** The store's trie nodes as the pruner reads them: through the store's node cache, which it keeps current. */
export interface PrunerNodes {
  node(hash: Uint8Array, path: Uint8Array): Uint8Array | undefined;
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
    db.exec(PRUNING_SCHEMA);
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
    const fresh = new Map(nodes.map(([hash, enc]) => [toHex(hash), enc]));
    // The parent's nodes on the changed paths: the runtime has just read them for the state root, or the
    // blocks before this one wrote them, so the store's cache holds them.
    const lookup = (hash: Uint8Array, path: Uint8Array): Uint8Array | undefined =>
      fresh.get(toHex(hash)) ?? this.nodes.node(hash, path);
    let born: Place[];
    let died: Place[] = [];
    if (!parent) born = nodes.map(([hash, , pos]) => ({ pos, hash }));
    else
      ({ born, died } = trieDiff(parseHeader(u8(parent.header)).stateRoot, block.header.stateRoot, lookup));
    const bornKeys = born.map(placeKey);
    for (const [i, key] of bornKeys.entries()) {
      if (this.q.addRef.run(key.path, key.hash).changes > 0) continue;
      const enc = lookup(born[i]!.hash, born[i]!.pos);
      if (!enc) throw new Error(`trie node ${toHex(born[i]!.hash)} is missing from the node store`);
      this.q.insertRef.run(key.path, key.hash, view(enc));
    }
    // A rewind never removes genesis, so its (whole-state) list of places is not kept.
    this.q.journal.run(
      number,
      parent ? placesBlob(bornKeys) : Buffer.alloc(0),
      placesBlob(died.map(placeKey)),
    );
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

  /** Takes `counts` off each place's row; deletes the rows left with none. Returns how many were deleted. */
  private release(counts: Map<string, { key: PlaceKey; n: number }>): number {
    let deleted = 0;
    for (const { key, n } of counts.values()) {
      if (this.q.deleteReleased.run(key.path, key.hash, n).changes === 0) {
        this.q.dropRef.run(n, key.path, key.hash);
        continue;
      }
      deleted++;
      this.nodes.deleted(key.hash);
    }
    return deleted;
  }
}
