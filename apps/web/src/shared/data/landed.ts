import type { TxJob } from '../tx/jobs.ts';

// In a block, finalized, or in a block whose dispatch failed: each changes balances and what the API indexes.
const LANDED = new Set<TxJob['phase']['kind']>(['inBlock', 'finalized', 'failed']);

/**
 * Whether a job reached one of those phases since `seen` (job id → last phase kind) was taken; records the
 * current phases in `seen`. Each landing counts once per phase, however often the job list changes.
 */
export function anyLanded(seen: Map<number, TxJob['phase']['kind']>, jobs: readonly TxJob[]): boolean {
  let landed = false;
  for (const job of jobs) {
    const kind = job.phase.kind;
    if (seen.get(job.id) !== kind && LANDED.has(kind)) landed = true;
    seen.set(job.id, kind);
  }
  return landed;
}
