// Durable chain storage: blocks, the finalized head and the state history, in one SQLite file.
import type { GenesisStore, Hex, OverriddenTrie, SealedBlock, StateReader } from '@lumi/runtime/host';
import { toHex } from '@lumi/runtime/bytes';
import { BlockBodyType, parseHeader } from '@lumi/runtime/block';
import type { Transaction } from 'better-sqlite3';
import { closeDb, openDb, type Db } from './db.ts';
import { HistoricalState } from './historical-state.ts';
import { NodeCache } from './node-cache.ts';
import { NODE_STAGING_SQL as STAGING_SQL, openGenesisStaging } from './genesis-staging.ts';
import { prepareStatements, type Statements } from './statements.ts';
import { keptFrom } from './pruning-mode.ts';
import { StateDiscardedError, StatePruner } from './pruning.ts';
import { type BackgroundPruning, BackgroundSweep } from './background-sweep.ts';
import { RecentMerger } from './recent-merge.ts';
import { announceWrite, takeWriteTurn } from './write-turn.ts';
import { MERGED_TO } from './recent-tables.ts';
import { type StateRowUndo, StateTables } from './state-tables.ts';

export type { StateRowUndo } from './state-tables.ts';
import type { PruneStats } from './state-sweep.ts';
import { pathKey } from './trie-path.ts';
import { type ChangedKeys, changedKeys, type ChangedKeysWalk } from './changed-keys.ts';
import { u8, view } from './buffers.ts';

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

const buf = (hex: string): Buffer => Buffer.from(hex.slice(2), 'hex');

/** Without the store's thread, the recent tables are merged on the main connection every this many blocks. */
const INLINE_MERGE_BLOCKS = 16;

export class Store {
  private readonly db: Db;
  private readonly q: Statements;
  private readonly commitTx: (number: number, block: SealedBlock) => void;
  private readonly readTx: Transaction<(read: () => unknown) => unknown>;
  /** Set by `enablePruning` (`--state-pruning <N>`); archive databases have none. */
  private pruner: StatePruner | undefined;
  /** Trie nodes last read or committed (`cacheTrieNodes`; none until then). */
  private nodeCache = new NodeCache(0);
  /** The state's versions in the recent and the large table (recent-tables.ts). */
  private readonly tables: StateTables;
  /** Merges the recent tables on this connection when no thread does. */
  private readonly merger: RecentMerger;
  /** Merges, and with pruning sweeps, beside block import (`runInThread`); none until then. */
  private thread: BackgroundSweep | undefined;
  /** Blocks committed since the last merge on this connection. */
  private unmerged = 0;

  /**
   * `onCheckpointFailure`: checkpoint the WAL in a worker thread (the node; see checkpointer.ts).
   * `onMigration`: told when opening migrates the database's schema (db.ts).
   */
  constructor(dir: string, onCheckpointFailure?: (e: Error) => void, onMigration?: (note: string) => void) {
    this.db = openDb(dir, onCheckpointFailure, onMigration);
    this.q = prepareStatements(this.db);
    this.tables = new StateTables(this.q);
    this.merger = new RecentMerger(this.db);
    this.readTx = this.db.transaction((read: () => unknown) => read());
    const commit = this.db.transaction((number: number, block: SealedBlock) => {
      this.q.insertBlock.run(
        number,
        Buffer.from(block.hash),
        Buffer.from(block.encodedHeader),
        Buffer.from(BlockBodyType.encode(block.extrinsics)),
      );
      // Above the merged mark into the recent table (always, but for the genesis block).
      const insert = number > this.merger.mergedTo ? this.q.recentInsertState : this.q.insertState;
      for (const [key, value] of block.changes) {
        const k = buf(key);
        const v = value === null ? null : Buffer.from(value);
        insert.run(k, number, v);
      }
      // With pruning, the pruner writes them with their counts.
      if (this.pruner) this.pruner.committed(number, block);
      else
        for (const [hash, node, path] of block.trieNodes ?? [])
          this.q.putNode.run(pathKey(path), Buffer.from(hash), Buffer.from(node));
      this.q.setMeta.run('finalized', String(number));
    });
    this.commitTx = (number, block) => commit.immediate(number, block);
  }

  // Every write here is an IMMEDIATE transaction: the write lock comes before the first read, so a commit of the
  // prune thread (prune-worker.ts) in between can never make SQLite refuse the writes (SQLITE_BUSY_SNAPSHOT).
  private readonly write = <T>(fn: () => T): T => {
    takeWriteTurn(this.db);
    return this.db.transaction(fn).immediate();
  };

  /**
   * Writes block 0 while the runtime builds it, in one transaction: `build` has the runtime write the genesis
   * storage and trie nodes to the staging store as it makes them (Runtime.genesisBlock with a store), and
   * returns the block; the staged state then becomes block 0's rows. Memory stays one batch of storage and one
   * path of the trie, whatever the state's size.
   */
  commitGenesis(build: (store: GenesisStore) => SealedBlock): SealedBlock {
    return this.withStaging(build, (block, staged) => {
      this.commitTx(0, block);
      staged.toState();
      this.pruner?.stagedGenesis();
    });
  }

  /** Stores the trie nodes of a genesis `build` makes in the staging store (a changed spec's, checked), in one transaction. */
  storeTrieNodes<T>(build: (store: GenesisStore) => T): T {
    return this.withStaging(build, () => {});
  }

  private withStaging<T>(
    build: (store: GenesisStore) => T,
    then: (built: T, staged: ReturnType<typeof openGenesisStaging>) => void,
  ): T {
    return this.write(() => {
      this.db.prepare(STAGING_SQL.create).run();
      const stage = this.db.prepare(STAGING_SQL.stage);
      const staged = openGenesisStaging(this.db, (hash, node, path) =>
        stage.run(pathKey(path), view(hash), view(node)),
      );
      const built = build(staged);
      then(built, staged);
      staged.drop();
      this.db.prepare(STAGING_SQL.store).run();
      this.db.prepare(STAGING_SQL.drop).run();
      return built;
    });
  }

  /** Persists a block and its state changes in one transaction: all of it or nothing. */
  commitBlock(number: number, block: SealedBlock): void {
    takeWriteTurn(this.db);
    this.commitTx(number, block);
    // Only once durable: the cache never holds a node the database could lack after a failed commit.
    this.nodeCache.add(block.trieNodes ?? []);
    if (!this.thread && ++this.unmerged >= INLINE_MERGE_BLOCKS) this.mergeRecent();
  }

  /** Merges the recent tables into the large ones here, now (the store's thread's job; without it, every few blocks). */
  mergeRecent(): void {
    this.merger.all();
    this.unmerged = 0;
  }

  /**
   * Merges the recent tables, and with pruning deletes what leaves the window, in a thread of its own
   * (prune-worker.ts) from now on. If the thread fails, both go on inline.
   */
  runInThread(background: BackgroundPruning): void {
    if (this.thread) return;
    this.thread = new BackgroundSweep(this.db, background, () => {
      this.thread = undefined;
      this.mergeRecent();
      this.pruner?.lostThread();
    });
  }

  /** The database file (for a thread's connection of its own). */
  get file(): string {
    return this.db.name;
  }

  /** Trie nodes read elsewhere (the prefetch thread), (hash, encoding): kept like the ones read here. */
  cacheNodes(nodes: Iterable<readonly [Uint8Array, Uint8Array]>): void {
    this.nodeCache.offer(nodes);
  }

  /** Keeps up to `bytes` of trie node encodings in memory in front of `trie_node`. */
  cacheTrieNodes(bytes: number): void {
    this.nodeCache = new NodeCache(bytes);
  }

  /**
   * Dev controls: rewrites the state rows of block `number` (in one transaction) and returns what they held
   * before, for an undo. A row that did not exist is undone by deleting it (`existed: false`). `trie`, the
   * block's trie with the changes, is recorded in the same transaction (see recordOverriddenTrie).
   */
  overwriteState(
    number: number,
    changes: ReadonlyMap<Hex, Uint8Array | null>,
    trie?: OverriddenTrie,
  ): StateRowUndo[] {
    return this.write(() => {
      if (trie) this.recordOverriddenTrie(number, trie);
      return this.tables.overwrite(number, changes, this.merger.mergedTo);
    });
  }

  /** Puts back rows saved by `overwriteState`, newest first, in one transaction. */
  restoreState(undo: readonly StateRowUndo[]): void {
    this.write(() => this.tables.restore(undo, this.merger.mergedTo));
  }

  /**
   * Dev controls: forgets every block above `number` and its state, in one transaction: the newest versions
   * left are block `number`'s state. Trie nodes stay: they are shared with the kept blocks' tries.
   */
  truncateAbove(number: number): void {
    this.write(() => {
      this.q.deleteBlocksAbove.run(number);
      this.tables.deleteAbove(number);
      if (this.merger.mergedTo > number) this.q.setMeta.run(MERGED_TO, String(number));
      this.pruner?.truncated(number);
      this.q.deleteOverriddenAbove.run(number);
      this.q.setMeta.run('finalized', String(number));
    });
  }

  /**
   * Keeps the state of the last `blocks` finalized blocks only (store/pruning.ts), set before the first block's
   * commit. With `background` (or the store's thread already running), that thread deletes what leaves the
   * window (else `pruneState` does), leaving the node cache as it is: keyed by hash, an entry is never wrong,
   * and a node vacated a window ago is among the oldest.
   */
  enablePruning(blocks: number, background?: BackgroundPruning): void {
    if (background) this.runInThread(background);
    const nodes = {
      node: (h: Uint8Array, path: Uint8Array) => this.trieNode(h, path),
      deleted: (h: Uint8Array) => this.nodeCache.delete(h),
      merge: () => this.mergeRecent(),
    };
    this.pruner = new StatePruner(this.db, blocks, nodes, () => this.thread);
  }

  /** Resolves once the database holds no state below the kept window (at once without a prune thread). */
  pruningSettled(): Promise<void> {
    return this.pruner?.settled() ?? Promise.resolve();
  }

  /** The lowest block whose state is kept (0 on an archive database). */
  get stateKeptFrom(): number {
    return this.pruner?.keptFrom ?? 0;
  }

  /** Whether the state of block `number` is still kept. */
  hasState(number: number): boolean {
    return number >= this.stateKeptFrom;
  }

  /** Throws polkadot-sdk's "State already discarded" error when block `number`'s state was pruned. */
  requireState(number: number): void {
    if (this.hasState(number)) return;
    const row = this.q.byNumber.get(number) as BlockRow | undefined;
    throw new StateDiscardedError(row ? toHex(u8(row.hash)) : `0x${'00'.repeat(32)}`);
  }

  /** Finality moved to `finalized`: the window (the last N finalized blocks, from `lowestHeld` at most) moves. */
  pruneState(finalized: number, lowestHeld: number | undefined): PruneStats {
    if (!this.pruner) return { rows: 0, nodes: 0 };
    return this.pruner.pruneTo(keptFrom(this.pruner.blocks, finalized, lowestHeld, this.pruner.keptFrom));
  }

  /**
   * Block `number`'s state was written in place: its trie's new nodes and root, which the runtime continues
   * from after a restart instead of the header's root (stateRootOf).
   */
  recordOverriddenTrie(number: number, trie: OverriddenTrie): void {
    this.write(() => {
      for (const [hash, node, path] of trie.trieNodes)
        this.q.putNode.run(pathKey(path), Buffer.from(hash), Buffer.from(node));
      this.q.setOverriddenRoot.run(number, Buffer.from(trie.root));
    });
  }

  /** The root of the trie of the state the store holds for a block: its header's, unless overridden. */
  stateRootOf(blockHash: Uint8Array): Uint8Array | undefined {
    const b = this.blockByHash(blockHash);
    if (!b) return undefined;
    const row = this.q.overriddenRoot.get(b.number) as { root: Buffer } | undefined;
    return row ? u8(row.root) : parseHeader(b.header).stateRoot;
  }

  /**
   * A state trie node's encoding by its hash and its place, the nibbles from the root to where it starts (the
   * runtime's node store). The cache is by hash alone: a node's encoding is the same wherever it sits.
   */
  trieNode(hash: Uint8Array, path: Uint8Array): Uint8Array | undefined {
    return this.nodeCache.through(hash, () => {
      const key = pathKey(path);
      type Row = { node: Buffer } | undefined;
      const row = (this.q.getRecentNode.get(key, view(hash)) ?? this.q.getNode.get(key, view(hash))) as Row;
      return row ? u8(row.node) : undefined;
    });
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
    const value = this.tables.at(Buffer.from(key), block);
    return value ? u8(value) : undefined;
  }

  stateNextKey(prefix: Uint8Array, after: Uint8Array | undefined, block: number): Uint8Array | undefined {
    const key = this.tables.keyAt(prefix, after, block);
    return key && u8(key);
  }

  historical(block: number): StateReader {
    return new HistoricalState(this, block);
  }

  /**
   * A key's value in the best block's state: its newest version, one index seek. (The state has no second copy
   * of the best block's values: a block's write of a key lands in the page its read of the key just loaded.)
   */
  headGet(key: Uint8Array): Uint8Array | undefined {
    const value = this.tables.newest(Buffer.from(key));
    return value ? u8(value) : undefined;
  }

  /**
   * Keys of the best block's state in order, from `from` (strictly after it when `exclusive`), at most
   * `limit`: two index seeks per distinct key passed, skipping keys whose newest version is a deletion.
   */
  headKeys(from: Uint8Array, exclusive: boolean, limit: number): Uint8Array[] {
    return this.reading(() => this.tables.newestKeys(Buffer.from(from), exclusive, limit).map(u8));
  }

  /** The first key of the best block's state at or after `from` (strictly after when `exclusive`). */
  headKeyFrom(from: Uint8Array, exclusive: boolean): Uint8Array | undefined {
    return this.headKeys(from, exclusive, 1)[0];
  }

  /** Versions of `key` written in blocks (from, to]. */
  keyHistory(key: Uint8Array, from: number, to: number): { block: number; value: Uint8Array | null }[] {
    const rows = this.tables.history(Buffer.from(key), from, to);
    return rows.map((r) => ({ block: r.block, value: r.value ? u8(r.value) : null }));
  }

  /**
   * Runs `read` inside one read transaction. Outside one, every statement takes and drops its own read lock on
   * the WAL, which costs several times the index seek itself: a page of historical reads goes 3-4x faster.
   */
  reading<T>(read: () => T): T {
    return this.readTx(read) as T;
  }

  /**
   * Runs a block's build (`read`: its state and trie reads) in one read transaction, telling the threads writing
   * the database that a commit follows: they commit what they hold while the block is built rather than make its
   * commit wait (write-turn.ts). A thread's commit landing mid-build does not disturb the build, which reads one
   * snapshot; the block's commit writes only the small recent tables, whose pages it reads again cheaply.
   */
  building<T>(read: () => T): T {
    announceWrite(this.db);
    return this.reading(read);
  }

  /** Keys under `prefix` changed in blocks (from, to], in slices (changed-keys.ts). */
  changedKeys(...walk: ChangedKeysWalk): ChangedKeys {
    return changedKeys(this.tables, ...walk);
  }

  /** Closes the database; a prune thread stops after the block it is sweeping (the next start resumes it). */
  close(): void {
    void this.thread?.stop();
    closeDb(this.db);
  }

  private row(r: unknown): StoredBlock | undefined {
    if (!r) return undefined;
    const b = r as BlockRow;
    return { number: b.number, hash: u8(b.hash), header: u8(b.header), body: u8(b.body) };
  }
}
