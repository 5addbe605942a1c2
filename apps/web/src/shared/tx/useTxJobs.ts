import { useSyncExternalStore } from 'react';
import { txJobs, type TxJob } from './jobs.ts';

export function useTxJobs(): readonly TxJob[] {
  return useSyncExternalStore(txJobs.subscribe, txJobs.getSnapshot);
}

export function useTxJob(id: number | undefined): TxJob | undefined {
  return useTxJobs().find((job) => job.id === id);
}
