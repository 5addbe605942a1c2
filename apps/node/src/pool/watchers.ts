// Per-transaction status listeners (author_submitAndWatchExtrinsic), indexed by hash.
import type { Hex } from '@lumi/runtime/host';
import type { TxPool, TxStatus } from './pool.ts';

type Listener = (status: TxStatus) => void;

/** Statuses after which Substrate ends the watch. */
export function isFinalStatus(status: TxStatus): boolean {
  if (typeof status === 'string') return status === 'invalid' || status === 'dropped';
  return 'finalized' in status || 'usurped' in status;
}

export class TxWatchers {
  private readonly byHash = new Map<Hex, Set<Listener>>();

  constructor(pool: TxPool) {
    pool.onStatus((hash, status) => {
      const set = this.byHash.get(hash);
      if (!set) return;
      for (const l of [...set]) l(status);
    });
  }

  watch(hash: Hex, listener: Listener): () => void {
    let set = this.byHash.get(hash);
    if (!set) this.byHash.set(hash, (set = new Set()));
    set.add(listener);
    return () => {
      const s = this.byHash.get(hash);
      if (!s) return;
      s.delete(listener);
      if (s.size === 0) this.byHash.delete(hash);
    };
  }
}
