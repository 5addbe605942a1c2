/**
 * Whether this tab has made a transaction job (sent, or a notice about one not sent), for the layout to decide
 * when the toasts' chunk is needed without loading the transaction machinery (jobs.ts) itself.
 */
let made = false;
const listeners = new Set<() => void>();

export const txActivity = {
  /** Called by jobs.ts for every job it makes; tells the listeners the first time only. */
  note: (): void => {
    if (made) return;
    made = true;
    for (const listener of listeners) listener();
  },
  getSnapshot: (): boolean => made,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The toasts (and the sync of stored transactions they run) are needed once a job exists in this tab or a stored
 * transaction is still unresolved (after a reload, or sent from another tab); before that the page shows none.
 */
export function toastsNeeded(jobsMade: boolean, unresolvedStored: number): boolean {
  return jobsMade || unresolvedStored > 0;
}
