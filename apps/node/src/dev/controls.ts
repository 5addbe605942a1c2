// The state behind the dev_* RPC controls: storage overrides written into the head (with an undo journal),
// the clock offset of dev_timeTravel, moving the head back, and Anvil-style snapshots over all of them.
import type { StorageChanges } from '@lumi/runtime/host';
import type { BlockAuthor } from '../authoring/author.ts';
import { u64 } from '@lumi/runtime/scale';
import { NOW_HEX, parentTimestamp } from '../authoring/timestamp.ts';
import type { BlockRef, Chain } from '../chain/chain.ts';
import type { TxPool } from '../pool/pool.ts';
import type { TxService } from '../pool/service.ts';
import type { StateRowUndo } from '../store/store.ts';
import { log } from '../util/log.ts';

interface Snapshot {
  best: BlockRef;
  /** Overrides journalled before the snapshot; later ones are undone by a revert. */
  journalLength: number;
  /** Pending transactions (ready in block order, then future), resubmitted by a revert. */
  pool: Uint8Array[];
  clockOffsetMs: number;
  /** Lets `--state-pruning` discard the snapshot block's state again. */
  release: () => void;
}

export class DevControls {
  private readonly journal: StateRowUndo[] = [];
  private readonly snapshots = new Map<number, Snapshot>();
  private nextSnapshot = 1;

  constructor(
    private readonly chain: Chain,
    private readonly txs: TxService,
    private readonly author: BlockAuthor,
  ) {}

  private get pool(): TxPool {
    return this.txs.pool;
  }

  /** Writes raw pairs into the head's state, all or none (one database transaction). */
  setStorage(changes: StorageChanges): void {
    if (changes.size === 0) return;
    this.journal.push(...this.chain.overrideHeadState(changes));
    // Pending transactions were validated against the old state (a balance may have changed).
    this.txs.revalidate();
  }

  /**
   * The next block's timestamp becomes `ms`, later ones follow the wall clock from there. Going back in time
   * also rewrites the head's Timestamp.Now, since the runtime wants each block later than its parent.
   */
  timeTravel(ms: number): void {
    const step = this.chain.runtime.minimumPeriod > 0n ? this.chain.runtime.minimumPeriod : 1n;
    const target = BigInt(ms);
    if (target < parentTimestamp(this.chain.headState) + step) {
      // Timestamp.Now is a u64 of milliseconds.
      const now = u64.encode(target - step > 0n ? target - step : 0n);
      this.setStorage(new Map([[NOW_HEX, now]]));
    }
    this.author.clockOffsetMs = ms - Date.now();
  }

  /** Makes a kept block the best one; the blocks above it and their transactions are forgotten. */
  setHead(target: BlockRef): void {
    if (target.number === this.chain.best.number) return;
    this.chain.rewindTo(target);
    // Snapshots of dropped blocks can no longer be reverted to (revert answers false): stop holding them.
    for (const s of this.snapshots.values()) if (s.best.number > target.number) s.release();
    this.afterRewind();
  }

  /** The snapshot's block keeps its state through pruning (and so every later block), so a revert can go back. */
  snapshot(): number {
    const id = this.nextSnapshot++;
    this.snapshots.set(id, {
      release: this.chain.holdState(this.chain.best.number),
      best: this.chain.best,
      journalLength: this.journal.length,
      pool: [...this.pool.pendingInOrder(), ...this.pool.futureTxs()].map((tx) => tx.bytes),
      clockOffsetMs: this.author.clockOffsetMs,
    });
    return id;
  }

  /**
   * Anvil's revert: head, state, pool and clock as they were at snapshot `id`; that snapshot and every later one
   * are gone. False for an unknown id, or one whose block is no longer in the chain (the head was moved below it).
   */
  revert(id: number): boolean {
    const snap = this.snapshots.get(id);
    if (!snap) return false;
    for (const [other, s] of [...this.snapshots]) {
      if (other < id) continue;
      s.release();
      this.snapshots.delete(other);
    }
    const still = this.chain.refByNumber(snap.best.number);
    if (!still || still.hashHex !== snap.best.hashHex) return false;

    if (still.number !== this.chain.best.number) this.chain.rewindTo(still);
    const undo = this.journal.splice(snap.journalLength);
    this.chain.undoOverrides(undo);
    this.author.clockOffsetMs = snap.clockOffsetMs;
    for (const tx of [...this.pool.pendingInOrder(), ...this.pool.futureTxs()]) {
      this.pool.remove(tx.hash, 'dropped');
    }
    this.afterRewind();
    for (const bytes of snap.pool) {
      try {
        this.txs.submit(bytes);
      } catch (e) {
        log.info(
          `dev_revert: a pending transaction of the snapshot is no longer valid: ${(e as Error).message}`,
        );
      }
    }
    if (this.pool.readyCount > 0) this.author.schedule();
    return true;
  }

  private afterRewind(): void {
    this.pool.clearBans();
    this.txs.revalidate();
  }
}
