// Block authoring: take ready transactions best-first until the block is full, seal, persist,
// then tell subscribers and watchers, then revalidate what is left in the pool.
import type { Hex, SealedBlock } from '@lumi/runtime/host';
import type { FinalityLag, Sealing } from '../cli/args.ts';
import type { BlockRef, Chain, ImportedBlock } from '../chain/chain.ts';
import type { PoolTx } from '../pool/pool.ts';
import type { TxService } from '../pool/service.ts';
import { log, shortHash } from '../util/log.ts';
import { nextTimestamp, parentTimestamp } from './timestamp.ts';

/** Consecutive "does not fit" answers after which the block is considered full. */
const MAX_SKIPPED = 16;
/**
 * How far ahead of the wall clock a block's timestamp may run. The runtime requires parent + MinimumPeriod;
 * sealing faster than that borrows time from the future, up to this much, then waits (Substrate accepts
 * up to 30 s of drift; we keep it small so on-chain time stays close to real time).
 */
export const MAX_TIMESTAMP_DRIFT_MS = 1000;
/**
 * Instant sealing waits at most this long for submissions whose signatures are still being verified, so
 * transactions arriving together share a block (see `schedule`).
 */
export const MAX_BATCH_WAIT_MS = 10;

/**
 * What `dev_setBlockBuildMode` switches between, besides the command line's modes: `per-transaction` is
 * chopsticks' Instant (a block for each ready transaction), where `instant` sealing is its Batch.
 */
export type BuildMode = Sealing | { mode: 'per-transaction' };

export interface BuildOptions {
  /** Include only these pool transactions (dev_newBlock's `transactions`); others stay in the pool. */
  only?: ReadonlySet<Hex>;
  /** At most this many pool transactions. */
  maxTransactions?: number;
  /** The new block's number, above the next one (dev_newBlock's `unsafeBlockHeight`). */
  number?: number;
}

export type BuildResult = { ok: true; imported: ImportedBlock } | { ok: false; error: string };

export interface AuthorStats {
  blocks: number;
  extrinsics: number;
}

export class BlockAuthor {
  private scheduled = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;
  private failures = 0;
  private lastLog = 0;
  readonly stats: AuthorStats = { blocks: 0, extrinsics: 0 };
  /** Pool transactions included per block, until that block is finalized. */
  private readonly awaitingFinality = new Map<number, Hex[]>();
  private readonly finalityTimers = new Set<ReturnType<typeof setTimeout>>();
  private sealing: BuildMode;
  /** dev_timeTravel: added to the wall clock for every timestamp inherent from then on. */
  clockOffsetMs = 0;
  /**
   * Called once a block's statuses and notifications are raised, before the pool is revalidated: the RPC server
   * sends them then (RpcServer.flushWrites) rather than after the rest of the turn.
   */
  onAnnounced: (() => void) | undefined;

  constructor(
    private readonly chain: Chain,
    private readonly txs: TxService,
    sealing: BuildMode,
    private readonly minimumPeriodMs: bigint = 0n,
    /**
     * How far finality trails import (a delay of 0 = at once). Clients such as @polkadot/api drop the
     * inBlock status if finalized arrives while they are still fetching the block's events.
     */
    private readonly finality: FinalityLag = { kind: 'delay', ms: 0 },
    /** The longest instant sealing waits for submissions being verified (see `schedule`). */
    private readonly maxBatchWaitMs = MAX_BATCH_WAIT_MS,
  ) {
    this.sealing = sealing;
    chain.onHeadReset((e) => {
      if (e.kind !== 'rewound') return;
      for (const n of this.awaitingFinality.keys()) if (n > e.best.number) this.awaitingFinality.delete(n);
    });
    chain.onFinalized((refs) => {
      for (const ref of refs) {
        const hashes = this.awaitingFinality.get(ref.number);
        this.awaitingFinality.delete(ref.number);
        // One frozen status for the block's transactions: their watchers' notifications share its JSON.
        const status = Object.freeze({ finalized: ref.hashHex });
        for (const h of hashes ?? []) txs.pool.emit(h, status);
      }
    });
  }

  get mode(): BuildMode {
    return this.sealing;
  }

  /** Switches how blocks are produced from now on (dev_setBlockBuildMode). */
  setMode(mode: BuildMode): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.sealing = mode;
    if (!this.stopped) this.start();
  }

  /** The clock timestamp inherents follow: the wall clock moved by dev_timeTravel. */
  now(): number {
    return Date.now() + this.clockOffsetMs;
  }

  start(): void {
    if (this.sealing.mode === 'interval') {
      // A tick that would need a timestamp too far ahead of the clock is skipped (intervals below
      // the runtime's MinimumPeriod would otherwise run on-chain time ahead of real time).
      this.timer = setInterval(() => {
        if (this.waitBeforeNextBlock() <= 0) this.build();
      }, this.sealing.ms);
    } else if (this.txs.pool.readyCount > 0) {
      this.schedule();
    }
  }

  /**
   * Instant sealing: a block as soon as transactions are ready, taking every transaction that is ready by
   * then. Under a steady stream of submissions, sealing at the first ready one would make a block per few
   * transactions, each paying a block's fixed cost (state root, database commit, notifications) and
   * keeping the next transactions waiting behind it; so when submissions are having their signatures
   * verified in the worker threads, the block waits for those (not for ones arriving after), at most
   * `maxBatchWaitMs`. On an idle node nothing is being verified and the block is sealed in the same turn
   * of the event loop.
   */
  schedule(): void {
    const perTx = this.sealing.mode === 'per-transaction';
    if ((this.sealing.mode !== 'instant' && !perTx) || this.scheduled || this.stopped) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      if (this.txs.pool.readyCount > 0) this.build(perTx ? { maxTransactions: 1 } : {});
    };
    const wait = this.waitBeforeNextBlock();
    if (wait > 0) setTimeout(run, wait);
    else if (perTx || this.txs.verifyingCount === 0) setImmediate(run);
    else this.afterVerifications(run);
  }

  /**
   * Runs `run` once the submissions being verified now have reached the pool (later ones do not hold the
   * block back), or after `maxBatchWaitMs`.
   */
  private afterVerifications(run: () => void): void {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      // The verified submissions are imported in this turn's remaining callbacks; seal after them.
      setImmediate(run);
    };
    const timer = setTimeout(go, this.maxBatchWaitMs);
    void this.txs.verificationsInFlight().then(go);
  }

  /** Milliseconds until the next block's timestamp would be within the allowed drift (<= 0: now). */
  private waitBeforeNextBlock(): number {
    const earliest = parentTimestamp(this.chain.headState) + this.minimumPeriodMs;
    return Number(earliest - BigInt(this.now())) - MAX_TIMESTAMP_DRIFT_MS;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    for (const t of this.finalityTimers) clearTimeout(t);
    this.finalityTimers.clear();
    this.chain.finalize(this.chain.best);
  }

  /** Builds, persists and announces one block on top of the best block. Returns it, or undefined on failure. */
  build(options: BuildOptions = {}): ImportedBlock | undefined {
    const result = this.buildBlock(options);
    return result.ok ? result.imported : undefined;
  }

  /** `build`, answering why a block could not be built (dev_newBlock reports it). */
  buildBlock(options: BuildOptions = {}): BuildResult {
    if (this.stopped) return { ok: false, error: 'the node is shutting down' };
    const { chain, txs } = this;
    const pool = txs.pool;
    const parent = chain.best;
    const started = performance.now();
    const included: PoolTx[] = [];
    const invalid: PoolTx[] = [];
    let imported: ImportedBlock;
    try {
      // Every state and trie read of the build shares one transaction: outside one, each SQLite statement
      // takes and drops its own WAL read lock, which costs more than a cached index seek itself.
      const sealed = chain.store.building(() => this.assemble(options, included, invalid));
      imported = chain.import(sealed, options.number !== undefined);
      this.failures = 0;
    } catch (e) {
      this.failures++;
      log.error(`block authoring on #${parent.number} failed: ${(e as Error).stack ?? String(e)}`);
      for (const tx of invalid) pool.remove(tx.hash, 'invalid');
      // Back off so a persistent runtime failure does not spin the CPU.
      if ((this.sealing.mode === 'instant' || this.sealing.mode === 'per-transaction') && !this.stopped) {
        setTimeout(() => this.schedule(), Math.min(5000, 100 * 2 ** Math.min(this.failures, 6)));
      }
      return { ok: false, error: (e as Error).message };
    }

    const hash = imported.ref.hashHex;
    const hashes: Hex[] = included.map((t) => t.hash);
    pool.pruneIncluded(hashes);
    for (const tx of invalid) pool.remove(tx.hash, 'invalid');
    const inBlock = Object.freeze({ inBlock: hash });
    for (const h of hashes) pool.emit(h, inBlock);
    if (hashes.length > 0) this.awaitingFinality.set(imported.ref.number, hashes);
    this.followWithFinality(imported.ref);
    this.onAnnounced?.();
    txs.revalidate();

    this.stats.blocks++;
    this.stats.extrinsics += included.length;
    this.logImported(imported, performance.now() - started);
    if (pool.readyCount > 0) this.schedule();
    return { ok: true, imported };
  }

  /** Builds the next block's body from the pool (into `included` / `invalid`) and seals it; no commit. */
  private assemble(options: BuildOptions, included: PoolTx[], invalid: PoolTx[]): SealedBlock {
    const { chain, txs } = this;
    const pool = txs.pool;
    const parent = chain.best;
    const timestamp = nextTimestamp(chain.headState, this.minimumPeriodMs, this.now());
    const context = chain.context(parent);
    // The runtime numbers the block after its parent's: an `unsafeBlockHeight` poses as a higher parent.
    if (options.number !== undefined) context.number = options.number - 1;
    const builder = chain.runtime.newBlock(chain.headState, context, { timestamp });
    const it = pool.iterator();
    const max = options.maxTransactions ?? Number.POSITIVE_INFINITY;
    let skipped = 0;
    for (let tx = it.next(); tx && included.length < max; tx = it.next()) {
      if (options.only && !options.only.has(tx.hash)) continue;
      if (!builder.wouldFit(tx.bytes)) {
        if (++skipped >= MAX_SKIPPED) break;
        continue;
      }
      let outcome;
      try {
        outcome = builder.applyExtrinsic(tx.bytes);
      } catch (e) {
        log.warn(`extrinsic ${tx.hash} made the runtime throw, dropping it: ${(e as Error).message}`);
        invalid.push(tx);
        continue;
      }
      if (outcome.included) {
        included.push(tx);
        it.included(tx);
        skipped = 0;
      } else if (outcome.error.type === 'Invalid' && outcome.error.value === 'ExhaustsResources') {
        if (++skipped >= MAX_SKIPPED) break;
      } else if (outcome.error.type === 'Invalid' && outcome.error.value === 'Future') {
        // Not yet valid: leave it in the pool for a later block.
      } else {
        invalid.push(tx);
      }
    }
    return builder.finalize();
  }

  private followWithFinality(ref: BlockRef): void {
    const { chain, finality } = this;
    if (finality.kind === 'blocks') {
      // The block `blocks` below the new head (numbers may skip with unsafeBlockHeight: count blocks, not numbers).
      const open = chain.unfinalizedBlocks;
      const target = open[open.length - 1 - finality.blocks];
      if (target) chain.finalize(target);
    } else if (finality.ms <= 0) chain.finalize(ref);
    else {
      const t = setTimeout(() => {
        this.finalityTimers.delete(t);
        chain.finalize(ref);
      }, finality.ms);
      this.finalityTimers.add(t);
    }
  }

  private logImported(imported: ImportedBlock, ms: number): void {
    const now = Date.now();
    // Under load blocks come many per second; a line per block would drown the log.
    if (now - this.lastLog < 250) return;
    this.lastLog = now;
    const { ref } = imported;
    log.info(
      `🎁 Prepared block for proposing at ${ref.number} (${ms.toFixed(0)} ms) [hash: ${ref.hashHex}; extrinsics (${imported.block.extrinsics.length})]`,
    );
    log.info(`🏆 Imported #${ref.number} (${shortHash(ref.hashHex)})`);
  }
}
