import { useSyncExternalStore } from 'react';
import { pendingTxs, type PendingTx } from './pendingStore.ts';

/** Stored transactions (pending and recently resolved), oldest first; follows other tabs. */
export function usePendingTxs(): readonly PendingTx[] {
  return useSyncExternalStore(pendingTxs.subscribe, pendingTxs.getSnapshot);
}
