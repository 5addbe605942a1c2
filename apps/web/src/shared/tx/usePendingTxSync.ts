import { useEffect } from 'react';
import { useChainConnection } from '../chain/ChainContext.ts';
import { chainReadiness } from '../chain/readiness.ts';
import { txJobs } from './jobs.ts';
import { pendingTxs } from './pendingStore.ts';
import { resolvePending } from './resolver.ts';

/**
 * Shows stored transactions this tab is not following as toasts ("submitted — confirming…") and resolves them
 * from the chain whenever the connection is ready: on connect, on each finalized block, and when another tab
 * stores one.
 */
export function usePendingTxSync(): void {
  const connection = useChainConnection();
  useEffect(() => {
    let lastFinalized: number | undefined;
    let wasReady = false;
    const sync = () => {
      for (const entry of pendingTxs.getSnapshot()) {
        if (!txJobs.isWatched(entry.hash)) txJobs.showStored(entry);
      }
      void resolvePending(connection);
    };
    const onStatus = () => {
      const status = connection.getStatus();
      const ready = chainReadiness(status).ready;
      const finalized = status.finalizedBlock?.number;
      if ((ready && !wasReady) || (ready && finalized !== lastFinalized)) void resolvePending(connection);
      wasReady = ready;
      lastFinalized = finalized;
    };
    sync();
    const stopStore = pendingTxs.subscribe(sync);
    const stopStatus = connection.subscribe(onStatus);
    return () => {
      stopStore();
      stopStatus();
    };
  }, [connection]);
}
