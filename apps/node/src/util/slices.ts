// Cooperative slicing: long main-thread work (a batch, a whole-state trie, a 100k-key listing) hands the
// event loop back between bounded slices, so block authoring and other connections are served meanwhile.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** A slice ends after this much main-thread time, whatever its step count. */
export const SLICE_MS = 4;

export class Slicer {
  private started: number;
  private steps = 0;
  private pauses = 0;

  /**
   * `onSlice` hears of each slice's main-thread time as it ends in a pause, except the first: that one is
   * the caller's synchronous stretch, which whoever started the work accounts for already.
   */
  constructor(
    private readonly maxSteps: number,
    private readonly maxMs: number = SLICE_MS,
    private readonly now: () => number = () => performance.now(),
    private readonly onSlice?: (ms: number, now: number) => void,
  ) {
    this.started = now();
  }

  /** Counts one step about to run; true when the slice is spent and the caller must `await pause()` first. */
  due(): boolean {
    if (this.steps < this.maxSteps && this.now() - this.started < this.maxMs) {
      this.steps++;
      return false;
    }
    return true;
  }

  /** Yields to the event loop (after pending I/O), then starts a new slice holding the step that was due. */
  async pause(): Promise<void> {
    if (this.pauses++ > 0 && this.onSlice) {
      const end = this.now();
      this.onSlice(end - this.started, end);
    }
    await nextTurn();
    this.started = this.now();
    this.steps = 1;
  }
}

/** Drives a generator of steps to its result, pausing between slices. */
export async function runSliced<T>(steps: Generator<void, T>, slicer: Slicer): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (slicer.due()) await slicer.pause();
  }
}

/** Drives a generator of steps to its result in one synchronous stretch. */
export function runAtOnce<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
