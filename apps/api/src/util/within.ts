// A bound on how long the service waits for work against the node: a read that never settles (a client whose
// view of the chain no longer matches the node) must not stall the indexer for good.

export class StepTimeoutError extends Error {
  override readonly name = 'StepTimeoutError';
}

/** `work`'s outcome, or a StepTimeoutError naming `what` after `ms`; the timer never keeps the process alive. */
export function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepTimeoutError(`${what} did not finish within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
