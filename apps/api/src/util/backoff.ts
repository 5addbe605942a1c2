// Retries with exponential backoff. The sleep function is injectable so tests need no real waiting.

export interface RetryOptions {
  /** Attempts after the first one. */
  retries: number;
  baseMs: number;
  maxMs: number;
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
  signal?: AbortSignal;
}

export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** The delay before retry `attempt` (1-based): base·2^(attempt−1), capped at max. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export async function retry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const wait = options.sleep ?? ((ms: number) => sleep(ms, options.signal));
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= options.retries || options.signal?.aborted) throw error;
      const delay = backoffDelay(attempt + 1, options.baseMs, options.maxMs);
      options.onRetry?.(error, attempt + 1, delay);
      await wait(delay);
    }
  }
}
