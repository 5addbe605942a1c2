// The chain as the node sees it: the runtime, durable blocks and state, the in-memory best state,
// and listeners told about every imported block (after it is durable).
import type {
  BlockContext,
  Hex,
  Runtime,
  SealedBlock,
  StateReader,
  StorageChanges,
} from '@lumi/runtime/host';
import { u8aEq } from '@polkadot/util';
import type { SpecHandle } from '../chain-spec/handle.ts';
import { DEFAULT_STATE_CACHE, type StateCacheBudget } from './cache-budget.ts';
import { genesisFromSpec } from '../chain-spec/spec.ts';
import { HeadState } from '../store/head-state.ts';
import { StateHolds } from '../store/pruning-mode.ts';
import type { StateRowUndo, Store, StoredBlock } from '../store/store.ts';
import { fromHex, toHex } from '@lumi/runtime/bytes';
import { log } from '../util/log.ts';
import { BlockBodyType } from '@lumi/runtime/block';

export interface BlockRef {
  number: number;
  hash: Uint8Array;
  hashHex: Hex;
  header: Uint8Array;
}

export interface ImportedBlock {
  ref: BlockRef;
  block: SealedBlock;
}

type ImportListener = (imported: ImportedBlock) => void;
/** Newly finalized blocks, oldest first. */
type FinalityListener = (finalized: BlockRef[]) => void;
/**
 * The dev controls changed the head without importing a block: `rewound` when the best block moved back
 * (its state replaced; blocks above it are gone), `changes` when the head's state was written in place.
 */
export type HeadResetEvent =
  | { kind: 'rewound'; best: BlockRef; finalized: BlockRef; finalizedMoved: boolean }
  | { kind: 'overridden'; best: BlockRef; changes: StorageChanges };
type HeadResetListener = (event: HeadResetEvent) => void;

const toRef = (b: StoredBlock): BlockRef => ({
  number: b.number,
  hash: b.hash,
  hashHex: toHex(b.hash),
  header: b.header,
});

/** Meta key of the digest of the spec whose genesis is block 0 (see specGenesisDigest). */
const SPEC_DIGEST = 'spec_genesis_digest';

export class ChainError extends Error {
  override readonly name = 'ChainError';
}

export class Chain {
  readonly genesisHash: Hex;
  private bestRef: BlockRef;
  private finalizedRef: BlockRef;
  /** Imported blocks above the finalized one, oldest first. */
  private readonly unfinalized: BlockRef[] = [];
  readonly headState: HeadState;
  private readonly listeners = new Set<ImportListener>();
  private readonly finalityListeners = new Set<FinalityListener>();
  private readonly headResetListeners = new Set<HeadResetListener>();
  /** Blocks whose state pruning must keep (chainHead pins, dev snapshots). */
  private readonly holds = new StateHolds();

  private constructor(
    readonly runtime: Runtime,
    readonly store: Store,
    best: BlockRef,
    headState: HeadState,
  ) {
    this.bestRef = best;
    // Every block in the database is durable and was reported: on start they are all final.
    this.finalizedRef = best;
    this.headState = headState;
    this.genesisHash = toHex(store.blockByNumber(0)!.hash);
  }

  /**
   * Opens the chain in `store`, writing genesis on first start; refuses a database of another chain. The
   * genesis is built from the spec only when the database has not recorded this spec's digest. Nothing here
   * reads the state or the chain's history: a restart costs the same at any state size or chain length.
   */
  static open(
    runtime: Runtime,
    spec: SpecHandle,
    store: Store,
    options: StateCacheBudget = DEFAULT_STATE_CACHE,
  ): { chain: Chain; created: boolean } {
    store.cacheTrieNodes(options.nodeCacheBytes);
    runtime.setTrieNodeSource?.({
      node: (hash, path) => store.trieNode(hash, path),
      stateRoot: (blockHash) => store.stateRootOf(blockHash),
      cachedNodes: options.trieCacheNodes,
    });
    const { id } = spec.info;
    const digest = spec.genesisDigest;
    const existing = store.blockByNumber(0);
    let created = false;
    // The genesis state and trie go to the store as the runtime makes them: the genesis is never held whole.
    if (!existing) {
      store.commitGenesis((staging) => genesisFromSpec(runtime, spec.full(), staging));
      store.setMeta('chain_id', id);
      store.setMeta(SPEC_DIGEST, digest);
      created = true;
    } else if (store.getMeta(SPEC_DIGEST) !== digest) {
      // Stored only once the hashes match (the transaction is rolled back otherwise).
      store.storeTrieNodes((staging) => {
        const genesis = genesisFromSpec(runtime, spec.full(), staging);
        if (!u8aEq(existing.hash, genesis.hash)) {
          throw new ChainError(
            `the database holds another chain (genesis ${toHex(existing.hash)}, spec '${id}' has ${toHex(genesis.hash)}); ` +
              'use another --base-path or run purge-chain',
          );
        }
      });
      store.setMeta(SPEC_DIGEST, digest);
    }
    const best = store.best()!;
    const head = new HeadState(store, options.headCacheBytes);
    return { chain: new Chain(runtime, store, toRef(best), head), created };
  }

  get best(): BlockRef {
    return this.bestRef;
  }

  get finalized(): BlockRef {
    return this.finalizedRef;
  }

  /** Imported blocks not yet finalized, oldest first. */
  get unfinalizedBlocks(): readonly BlockRef[] {
    return this.unfinalized;
  }

  refByNumber(number: number): BlockRef | undefined {
    if (number === this.bestRef.number) return this.bestRef;
    if (!Number.isSafeInteger(number) || number < 0 || number > this.bestRef.number) return undefined;
    const b = this.store.blockByNumber(number);
    return b ? toRef(b) : undefined;
  }

  refByHash(hash: Uint8Array): BlockRef | undefined {
    if (u8aEq(hash, this.bestRef.hash)) return this.bestRef;
    const b = this.store.blockByHash(hash);
    return b ? toRef(b) : undefined;
  }

  body(ref: BlockRef): Uint8Array[] {
    const b = this.store.blockByNumber(ref.number);
    if (!b) throw new ChainError(`block #${ref.number} is missing from the database`);
    return BlockBodyType.decode(b.body);
  }

  stateAt(ref: BlockRef): StateReader {
    if (ref.number === this.bestRef.number) return this.headState;
    this.store.requireState(ref.number);
    return this.store.historical(ref.number);
  }

  /** Throws `StateDiscardedError` when `ref`'s state was pruned (reads that go to the trie nodes directly). */
  requireState(ref: BlockRef): void {
    this.store.requireState(ref.number);
  }

  /** Keeps block `number`'s state (and every later block's) from pruning until the returned release is called. */
  holdState(number: number): () => void {
    return this.holds.hold(number);
  }

  /** Deletes the state that left the `--state-pruning` window at the current finalized block. */
  pruneState(): void {
    const { rows, nodes } = this.store.pruneState(this.finalizedRef.number, this.holds.lowest());
    if (rows + nodes > 0) log.debug(`pruned ${rows} state rows and ${nodes} trie nodes`);
  }

  context(ref: BlockRef): BlockContext {
    return { hash: ref.hash, number: ref.number };
  }

  onImport(listener: ImportListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onFinalized(listener: FinalityListener): () => void {
    this.finalityListeners.add(listener);
    return () => this.finalityListeners.delete(listener);
  }

  /** Told when the dev controls move the head back or write its state in place. */
  onHeadReset(listener: HeadResetListener): () => void {
    this.headResetListeners.add(listener);
    return () => this.headResetListeners.delete(listener);
  }

  /** Finalizes `ref` and every imported block below it (there are no forks to prune). */
  finalize(ref: BlockRef): void {
    if (ref.number <= this.finalizedRef.number) return;
    // A block dropped by the dev controls (a finality timer set before the head moved back) finalizes nothing.
    if (!this.unfinalized.some((u) => u8aEq(u.hash, ref.hash))) return;
    const done: BlockRef[] = [];
    while (this.unfinalized.length > 0 && this.unfinalized[0]!.number <= ref.number)
      done.push(this.unfinalized.shift()!);
    if (done.length === 0) return;
    this.finalizedRef = done[done.length - 1]!;
    this.notify(this.finalityListeners, done, 'finality');
    this.pruneState();
  }

  private notify<T>(listeners: Set<(v: T) => void>, value: T, what: string): void {
    for (const l of listeners) {
      try {
        l(value);
      } catch (e) {
        // A failing subscriber must not undo or block a change that is already durable.
        log.error(`${what} listener failed: ${(e as Error).stack ?? String(e)}`);
      }
    }
  }

  /**
   * Dev controls: makes `target`, a kept block, the best block. Every block above it is deleted with its state;
   * if the finalized block was above it, `target` becomes the finalized block.
   */
  rewindTo(target: BlockRef): void {
    if (target.number > this.bestRef.number)
      throw new ChainError(`block #${target.number} is above the best block`);
    // Building on it needs its state.
    this.store.requireState(target.number);
    this.store.truncateAbove(target.number);
    this.headState.reset();
    this.bestRef = target;
    const finalizedMoved = this.finalizedRef.number > target.number;
    if (finalizedMoved) this.finalizedRef = target;
    const keep = this.unfinalized.filter((u) => u.number <= target.number);
    this.unfinalized.splice(0, this.unfinalized.length, ...keep);
    this.notify(
      this.headResetListeners,
      { kind: 'rewound', best: target, finalized: this.finalizedRef, finalizedMoved },
      'head reset',
    );
  }

  /**
   * Dev controls: writes `changes` into the best block's state in place (memory, database, the runtime's
   * derived trie) and returns how to undo it. The header's state root is not rewritten; the next block's covers it.
   */
  overrideHeadState(changes: StorageChanges): StateRowUndo[] {
    const best = this.bestRef;
    const trie = this.runtime.stateOverridden?.(best.hash, changes);
    const undo = this.store.overwriteState(best.number, changes, trie);
    this.headState.apply(changes);
    this.notify(this.headResetListeners, { kind: 'overridden', best, changes }, 'head reset');
    return undo;
  }

  /** Puts back state rows saved by `overrideHeadState` (of blocks still kept), newest first. */
  undoOverrides(undo: readonly StateRowUndo[]): void {
    // Rows of pruned blocks cannot be put back (snapshots hold their blocks, so a revert never needs that).
    const from = this.store.stateKeptFrom;
    const kept = undo.filter((u) => u.block <= this.bestRef.number && u.block >= from);
    if (kept.length === 0) return;
    this.store.restoreState(kept);
    const byBlock = new Map<number, StorageChanges>();
    for (const u of kept) {
      let changes = byBlock.get(u.block);
      if (!changes) byBlock.set(u.block, (changes = new Map<Hex, Uint8Array | null>()));
      changes.set(u.key, this.store.stateGet(fromHex(u.key), u.block) ?? null);
    }
    for (const [number, changes] of byBlock) {
      const ref = this.refByNumber(number);
      const trie = ref && this.runtime.stateOverridden?.(ref.hash, changes);
      if (trie) this.store.recordOverriddenTrie(number, trie);
    }
    const head = new Map<Hex, Uint8Array | null>();
    for (const u of kept) head.set(u.key, this.store.stateGet(fromHex(u.key), this.bestRef.number) ?? null);
    this.headState.apply(head);
    this.notify(
      this.headResetListeners,
      { kind: 'overridden', best: this.bestRef, changes: head },
      'head reset',
    );
  }

  /**
   * Persists a block built on the best block (one transaction), then updates memory and listeners. A dev node's
   * `unsafeBlockHeight` may skip numbers (`allowGap`).
   */
  import(block: SealedBlock, allowGap = false): ImportedBlock {
    const parent = this.bestRef;
    const numberOk = allowGap
      ? block.header.number > parent.number
      : block.header.number === parent.number + 1;
    if (!numberOk || !u8aEq(block.header.parentHash, parent.hash)) {
      throw new ChainError(`block #${block.header.number} does not extend the best block #${parent.number}`);
    }
    // Subscriptions match keys as lower-case hex; normalise once here.
    for (const k of block.changes.keys()) {
      if (k !== k.toLowerCase()) {
        block = {
          ...block,
          changes: new Map([...block.changes].map(([key, v]) => [key.toLowerCase() as Hex, v])),
        };
        break;
      }
    }
    this.store.commitBlock(block.header.number, block);
    this.headState.apply(block.changes);
    const ref: BlockRef = {
      number: block.header.number,
      hash: block.hash,
      hashHex: toHex(block.hash),
      header: block.encodedHeader,
    };
    this.bestRef = ref;
    this.unfinalized.push(ref);
    const imported = { ref, block };
    this.notify(this.listeners, imported, 'block import');
    return imported;
  }
}
