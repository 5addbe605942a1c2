// The execution context pallet code runs in: like sp-io's externalities, it is set for the duration of a
// runtime entry point (block building, a runtime API call, genesis) and read by storage items and events.
import type { Phase } from '../primitives/runtime-types.ts';
import { OverlayState } from './overlay.ts';

export interface ExecContext {
  readonly state: OverlayState;
  /** Number of the block being built (or of the block whose state a runtime API reads). */
  blockNumber: number;
  /** Where events deposited now are recorded. */
  phase: Phase;
  /**
   * Events are not recorded: set where every change is thrown away afterwards and nothing reads the events
   * back (transaction validation), so depositing them would only cost encoding.
   */
  readonly discardEvents?: boolean;
}

let current: ExecContext | undefined;

export function ctx(): ExecContext {
  if (!current)
    throw new Error('no runtime execution context: storage is only reachable inside withContext()');
  return current;
}

export function hasContext(): boolean {
  return current !== undefined;
}

/** Runs `fn` with `c` as the execution context, restoring the previous one afterwards (re-entrant). */
export function withContext<T>(c: ExecContext, fn: () => T): T {
  const prev = current;
  current = c;
  try {
    return fn();
  } finally {
    current = prev;
  }
}

/** FRAME's #[transactional]: storage writes (and events) inside `fn` vanish if it throws. */
export function transactional<T>(fn: () => T): T {
  return ctx().state.transactional(fn);
}

export { OverlayState };
