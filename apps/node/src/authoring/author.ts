// Block authoring: take ready transactions best-first until the block is full, seal, persist,
// then tell subscribers and watchers, then revalidate what is left in the pool.
import type { Hex } from '@lumi/runtime/host';
import type { Sealing } from '../cli/args.ts';
import type { Chain, ImportedBlock } from '../chain/chain.ts';
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

  constructor(
    private readonly chain: Chain,
    private readonly txs: TxService,
    private readonly sealing: Sealing,
    private readonly minimumPeriodMs: bigint = 0n,
    /**
     * Finality follows import after this delay (0 = at once). Clients such as @polkadot/api drop the
     * inBlock status if finalized arrives while they are still fetching the block's events.
     */
    private readonly finalityDelayMs = 0,
  ) {
    chain.onFinalized((refs) => {
      for (const ref of refs) {
        const hashes = this.awaitingFinality.get(ref.number);
        this.awaitingFinality.delete(ref.number);
        for (const h of hashes ?? []) txs.pool.emit(h, { finalized: ref.hashHex });
      }
    });
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

  /** Instant sealing: one block per turn of the event loop, so a burst of submissions shares a block. */
  schedule(): void {
    if (this.sealing.mode !== 'instant' || this.scheduled || this.stopped) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      if (this.txs.pool.readyCount > 0) this.build();
    };
    const wait = this.waitBeforeNextBlock();
    if (wait > 0) setTimeout(run, wait);
    else setImmediate(run);
  }

  /** Milliseconds until the next block's timestamp would be within the allowed drift (<= 0: now). */
  private waitBeforeNextBlock(): number {
    const earliest = parentTimestamp(this.chain.headState) + this.minimumPeriodMs;
    return Number(earliest - BigInt(Date.now())) - MAX_TIMESTAMP_DRIFT_MS;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    for (const t of this.finalityTimers) clearTimeout(t);
    this.finalityTimers.clear();
    this.chain.finalize(this.chain.best);
  }

  /** Builds, persists and announces one block on top of the best block. Returns it, or undefined on failure. */
  build(): ImportedBlock | undefined {
    if (this.stopped) return undefined;
    const { chain, txs } = this;
    const pool = txs.pool;
    const parent = chain.best;
    const started = performance.now();
    const included: PoolTx[] = [];
    const invalid: PoolTx[] = [];
    let imported: ImportedBlock;
    try {
      const timestamp = nextTimestamp(chain.headState, this.minimumPeriodMs);
      const builder = chain.runtime.newBlock(chain.headState, chain.context(parent), { timestamp });
      const it = pool.iterator();
      let skipped = 0;
      for (let tx = it.next(); tx; tx = it.next()) {
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
      const sealed = builder.finalize();
      imported = chain.import(sealed);
      this.failures = 0;
    } catch (e) {
      this.failures++;
      log.error(`block authoring on #${parent.number} failed: ${(e as Error).stack ?? String(e)}`);
      for (const tx of invalid) pool.remove(tx.hash, 'invalid');
      // Back off so a persistent runtime failure does not spin the CPU.
      if (this.sealing.mode === 'instant' && !this.stopped) {
        setTimeout(() => this.schedule(), Math.min(5000, 100 * 2 ** Math.min(this.failures, 6)));
      }
      return undefined;
    }

    const hash = imported.ref.hashHex;
    const hashes: Hex[] = included.map((t) => t.hash);
    pool.pruneIncluded(hashes);
    for (const tx of invalid) pool.remove(tx.hash, 'invalid');
    for (const h of hashes) pool.emit(h, { inBlock: hash });
    if (hashes.length > 0) this.awaitingFinality.set(imported.ref.number, hashes);
    const ref = imported.ref;
    if (this.finalityDelayMs <= 0) chain.finalize(ref);
    else {
      const t = setTimeout(() => {
        this.finalityTimers.delete(t);
        chain.finalize(ref);
      }, this.finalityDelayMs);
      this.finalityTimers.add(t);
    }
    txs.revalidate();

    this.stats.blocks++;
    this.stats.extrinsics += included.length;
    this.logImported(imported, performance.now() - started);
    if (pool.readyCount > 0) this.schedule();
    return imported;
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
