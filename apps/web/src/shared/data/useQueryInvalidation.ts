import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useChainConnection } from '../chain/ChainContext.ts';
import { anyLanded } from './landed.ts';
import { queryKeys } from './keys.ts';
import { followsBlocks, isLiveQuery, isPaged } from './live.ts';
import { txActivity } from '../tx/txActivity.ts';

/**
 * Keeps cached reads current. A new best block makes stale the chain's one-off reads (fee estimates, dry runs)
 * and the API reads that follow the chain (pool statistics). A transaction of ours landing (in a block, then
 * finalized) makes stale the chain's one-off reads and the API's reads that index it (activity head, pool
 * statistics, rate history). Live chain queries need neither: their subscriptions push.
 */
export function useQueryInvalidation(): void {
  const client = useQueryClient();
  const connection = useChainConnection();
  useEffect(() => {
    const chainKey = queryKeys.chain(connection.endpoint);
    const refreshChain = () =>
      client.invalidateQueries({ queryKey: chainKey, predicate: (query) => !isLiveQuery(query.options) });
    const refreshOnBlock = () =>
      Promise.all([
        refreshChain(),
        client.invalidateQueries({ predicate: (query) => followsBlocks(query.options) }),
      ]);
    let best = connection.getStatus().bestBlock?.hash;
    const stopBlocks = connection.subscribe(() => {
      const next = connection.getStatus().bestBlock?.hash;
      if (next === best) return;
      best = next;
      void refreshOnBlock();
    });
    // The transaction runner is fetched only when a transaction is made (txActivity): no transaction exists
    // before its module does, so subscribing once the first job exists misses none.
    let stopJobs: (() => void) | undefined;
    let stopped = false;
    const followJobs = () => {
      stopActivity();
      void import('../tx/jobs.ts')
        .then(({ txJobs }) => {
          if (stopped) return;
          const seen = new Map(txJobs.getSnapshot().map((job) => [job.id, job.phase.kind]));
          stopJobs = txJobs.subscribe(() => {
            if (!anyLanded(seen, txJobs.getSnapshot())) return;
            void refreshChain();
            void client.invalidateQueries({
              queryKey: queryKeys.api(),
              predicate: (query) => !isPaged(query.options),
            });
          });
        })
        .catch(() => undefined); // a runner that cannot be fetched cannot run transactions either
    };
    const stopActivity = txActivity.subscribe(followJobs);
    if (txActivity.getSnapshot()) followJobs();
    return () => {
      stopped = true;
      stopBlocks();
      stopActivity();
      stopJobs?.();
    };
  }, [client, connection]);
}
