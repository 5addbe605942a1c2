// The ready graph's best-first walk block authoring makes: the transaction type and the iterator over it.
import type { Hex } from '@lumi/runtime/host';
import { Heap } from './heap.ts';

export interface PoolTx {
  hash: Hex;
  bytes: Uint8Array;
  priority: bigint;
  requires: string[];
  provides: string[];
  /** Last block number at which the transaction may still be included. */
  validTill: number;
  /** Import order, oldest first among equal priorities. */
  seq: number;
}

/** What the iterator needs of the pool's ready graph. */
export interface ReadyGraph {
  readyTxs(): Iterable<PoolTx>;
  /** How many ready transactions provide what `tx` requires. */
  readyDependencies(tx: PoolTx): number;
  /** The ready transactions that require what `tx` provides. */
  readyDependents(tx: PoolTx): PoolTx[];
}

/** Higher priority first, then the one that expires sooner, then the older. */
export const better = (a: PoolTx, b: PoolTx): boolean =>
  a.priority !== b.priority
    ? a.priority > b.priority
    : a.validTill !== b.validTill
      ? a.validTill < b.validTill
      : a.seq < b.seq;

/** Walks the ready graph best-first; dependents unlock only once their dependency was `included`. */
export class ReadyIterator {
  private readonly heap = new Heap<PoolTx>(better);
  private readonly pending = new Map<Hex, number>();

  constructor(private readonly pool: ReadyGraph) {
    for (const tx of pool.readyTxs()) {
      const deps = pool.readyDependencies(tx);
      if (deps === 0) this.heap.push(tx);
      else this.pending.set(tx.hash, deps);
    }
  }

  next(): PoolTx | undefined {
    return this.heap.pop();
  }

  /** Unlocks the transactions that required what `tx` provides. */
  included(tx: PoolTx): void {
    for (const dependent of this.pool.readyDependents(tx)) {
      const left = (this.pending.get(dependent.hash) ?? 0) - 1;
      if (left <= 0) {
        this.pending.delete(dependent.hash);
        this.heap.push(dependent);
      } else this.pending.set(dependent.hash, left);
    }
  }
}
