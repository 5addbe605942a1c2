// Durable chain storage: blocks, the finalized head and the state history, in one SQLite file.
import type { Hex, SealedBlock, StateReader } from '@lumi/runtime/host.ts';
import type { Statement } from 'better-sqlite3';
import { toHex } from '../util/hex.ts';
import { encodeBody } from '../util/scale.ts';
import { openDb, type Db } from './db.ts';

export interface StoredBlock {
  number: number;
  hash: Uint8Array;
  header: Uint8Array;
  body: Uint8Array;
}

interface BlockRow {
  number: number;
  hash: Buffer;
  header: Buffer;
  body: Buffer;
}

const u8 = (b: Buffer): Uint8Array => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
const buf = (hex: string): Buffer => Buffer.from(hex.slice(2), 'hex');

/** Reads the state of one past block from the history table. */
class HistoricalState implements StateReader {
  constructor(
    private readonly store: Store,
    private readonly block: number,
  ) {}

  get(key: Uint8Array): Uint8Array | undefined {
    return this.store.stateGet(key, this.block);
  }

  nextKey(prefix: Uint8Array, after?: Uint8Array): Uint8Array | undefined {
    return this.store.stateNextKey(prefix, after, this.block);
  }
}

export class Store {
  private readonly db: Db;
  private readonly q: {
    insertBlock: Statement;
    insertState: Statement;
    setMeta: Statement;
    getMeta: Statement;
    byNumber: Statement;
    byHash: Statement;
    numberOfHash: Statement;
    best: Statement;
    stateGet: Statement;
    stateNext: Statement;
    stateFirst: Statement;
    headState: Statement;
    headSet: Statement;
    headDelete: Statement;
    keyHistory: Statement;
    putNode: Statement;
    getNode: Statement;
  };
  private readonly commitTx: (number: number, block: SealedBlock) => void;
  private readonly putNodesTx: (nodes: readonly [Uint8Array, Uint8Array][]) => void;

  constructor(dir: string) {
    this.db = openDb(dir);
    const p = (sql: string) => this.db.prepare(sql);
    this.q = {
      insertBlock: p('INSERT INTO blocks (number, hash, header, body) VALUES (?, ?, ?, ?)'),
      insertState: p('INSERT OR REPLACE INTO state (key, block, value) VALUES (?, ?, ?)'),
      setMeta: p('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)'),
      getMeta: p('SELECT value FROM meta WHERE key = ?'),
      byNumber: p('SELECT number, hash, header, body FROM blocks WHERE number = ?'),
      byHash: p('SELECT number, hash, header, body FROM blocks WHERE hash = ?'),
      numberOfHash: p('SELECT number FROM blocks WHERE hash = ?'),
      best: p('SELECT number, hash, header, body FROM blocks ORDER BY number DESC LIMIT 1'),
      stateGet: p('SELECT value FROM state WHERE key = ? AND block <= ? ORDER BY block DESC LIMIT 1'),
      // The smallest key above the bound that has any version at or below the block.
      stateNext: p('SELECT key FROM state WHERE key > ? AND block <= ? ORDER BY key ASC LIMIT 1'),
      stateFirst: p('SELECT key FROM state WHERE key >= ? AND block <= ? ORDER BY key ASC LIMIT 1'),
      headState: p('SELECT key, value FROM head'),
      headSet: p('INSERT OR REPLACE INTO head (key, value) VALUES (?, ?)'),
      headDelete: p('DELETE FROM head WHERE key = ?'),
      putNode: p('INSERT OR IGNORE INTO trie_node (hash, node) VALUES (?, ?)'),
      getNode: p('SELECT node FROM trie_node WHERE hash = ?'),
      keyHistory: p(
        'SELECT block, value FROM state WHERE key = ? AND block > ? AND block <= ? ORDER BY block ASC',
      ),
    };
    this.commitTx = this.db.transaction((number: number, block: SealedBlock) => {
      this.q.insertBlock.run(
        number,
        Buffer.from(block.hash),
        Buffer.from(block.encodedHeader),
        Buffer.from(encodeBody(block.extrinsics)),
      );
      for (const [key, value] of block.changes) {
        const k = buf(key);
        const v = value === null ? null : Buffer.from(value);
        this.q.insertState.run(k, number, v);
        if (v === null) this.q.headDelete.run(k);
        else this.q.headSet.run(k, v);
      }
      for (const [hash, node] of block.trieNodes ?? [])
        this.q.putNode.run(Buffer.from(hash), Buffer.from(node));
      this.q.setMeta.run('finalized', String(number));
    });
    this.putNodesTx = this.db.transaction((nodes: readonly [Uint8Array, Uint8Array][]) => {
      for (const [hash, node] of nodes) this.q.putNode.run(Buffer.from(hash), Buffer.from(node));
    });
  }

  /** Persists a block and its state changes in one transaction: all of it or nothing. */
  commitBlock(number: number, block: SealedBlock): void {
    this.commitTx(number, block);
  }

  /** A state trie node's encoding by its hash (the runtime's node store). */
  trieNode(hash: Uint8Array): Uint8Array | undefined {
    const row = this.q.getNode.get(Buffer.from(hash)) as { node: Buffer } | undefined;
    return row ? u8(row.node) : undefined;
  }

  /** Stores trie nodes outside a block commit (a genesis rebuilt to check the spec). */
  putTrieNodes(nodes: readonly [Uint8Array, Uint8Array][]): void {
    this.putNodesTx(nodes);
  }

  getMeta(key: string): string | undefined {
    return (this.q.getMeta.get(key) as { value: string } | undefined)?.value;
  }

  setMeta(key: string, value: string): void {
    this.q.setMeta.run(key, value);
  }

  best(): StoredBlock | undefined {
    return this.row(this.q.best.get());
  }

  blockByNumber(number: number): StoredBlock | undefined {
    return this.row(this.q.byNumber.get(number));
  }

  blockByHash(hash: Uint8Array): StoredBlock | undefined {
    return this.row(this.q.byHash.get(Buffer.from(hash)));
  }

  numberOf(hash: Uint8Array): number | undefined {
    return (this.q.numberOfHash.get(Buffer.from(hash)) as { number: number } | undefined)?.number;
  }

  stateGet(key: Uint8Array, block: number): Uint8Array | undefined {
    const row = this.q.stateGet.get(Buffer.from(key), block) as { value: Buffer | null } | undefined;
    return row?.value ? u8(row.value) : undefined;
  }

  stateNextKey(prefix: Uint8Array, after: Uint8Array | undefined, block: number): Uint8Array | undefined {
    const prefixHex = toHex(prefix);
    type Row = { key: Buffer } | undefined;
    let row: Row =
      after && toHex(after) >= prefixHex
        ? (this.q.stateNext.get(Buffer.from(after), block) as Row)
        : (this.q.stateFirst.get(Buffer.from(prefix), block) as Row);
    for (;;) {
      if (!row) return undefined;
      const key = u8(row.key);
      if (!toHex(key).startsWith(prefixHex)) return undefined;
      // A NULL newest version is a deletion: that key does not exist at this block.
      if (this.stateGet(key, block) !== undefined) return key;
      row = this.q.stateNext.get(row.key, block) as Row;
    }
  }

  historical(block: number): StateReader {
    return new HistoricalState(this, block);
  }

  /** Every live key of the best block's state with its value, for the in-memory head (no history scan). */
  loadHeadState(): [Hex, Uint8Array][] {
    const rows = this.q.headState.all() as { key: Buffer; value: Buffer }[];
    return rows.map((r) => [toHex(u8(r.key)), u8(r.value)]);
  }

  /** Versions of `key` written in blocks (from, to]. */
  keyHistory(key: Uint8Array, from: number, to: number): { block: number; value: Uint8Array | null }[] {
    const rows = this.q.keyHistory.all(Buffer.from(key), from, to) as {
      block: number;
      value: Buffer | null;
    }[];
    return rows.map((r) => ({ block: r.block, value: r.value ? u8(r.value) : null }));
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  private row(r: unknown): StoredBlock | undefined {
    if (!r) return undefined;
    const b = r as BlockRow;
    return { number: b.number, hash: u8(b.hash), header: u8(b.header), body: u8(b.body) };
  }
}
