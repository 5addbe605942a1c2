// When to run main-thread work that the page's first frame does not need. Each helper resolves in a task of its
// own, so what follows it is a separate task rather than the tail of a long one (a phone's main thread blocked
// for hundreds of milliseconds is what Total Blocking Time measures).

/** Resolves once the browser has painted the next frame (at once where there are no frames). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') resolve();
    // A rAF callback runs just before a paint; a task queued from it runs after that paint.
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** Resolves in a new task, letting the browser handle input and paint in between. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long idle-time work may wait at most for the browser to be idle. */
const IDLE_DEADLINE_MS = 2_000;

/** Runs `work` when the browser is idle (after `IDLE_DEADLINE_MS` at the latest). */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: IDLE_DEADLINE_MS });
  else setTimeout(work, 0);
}
