// The connection's state machine: what the socket events mean for the user and when the next try starts.
// Pure (time comes in with each event), so every transition is unit-tested.

export type LinkPhase = 'connecting' | 'connected' | 'lost' | 'unreachable';

export interface LinkState {
  /**
   * connecting: never reached the node yet (first try, or waiting for the next one); connected: the socket is
   * open; lost: it was open and dropped, retrying; unreachable: MAX_TRIES tries in a row failed.
   */
  phase: LinkPhase;
  everConnected: boolean;
  /** Failed tries in a row (reset when a socket opens). */
  failures: number;
  /** A try is under way (socket opening). */
  trying: boolean;
  /** When the next try starts (ms since 1970), while waiting for it. */
  nextTryAt: number | undefined;
}

export type LinkEvent =
  | { type: 'trying'; at: number }
  | { type: 'open'; at: number }
  | { type: 'closed'; at: number }
  | { type: 'retry'; at: number };

/** Failed tries in a row after which the node counts as unreachable. */
export const MAX_TRIES = 5;
/**
 * Waits before the 2nd … 5th try. Each is at least as long as polkadot-api's own back-off before it hands us the
 * next try (its ws provider waits 2^n × 250 ms, plus 250 ms for the same URL), so the countdown shown is when
 * the try really starts.
 */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000] as const;
/** While unreachable the app keeps trying in the background at this pace; Retry tries at once. */
export const UNREACHABLE_RETRY_MS = 10_000;

export const initialLinkState: LinkState = {
  phase: 'connecting',
  everConnected: false,
  failures: 0,
  trying: false,
  nextTryAt: undefined,
};

/** How long to wait after `failures` failed tries in a row. */
export function retryDelay(failures: number): number {
  if (failures <= 0) return 0;
  if (failures >= MAX_TRIES) return UNREACHABLE_RETRY_MS;
  return RETRY_DELAYS_MS[failures - 1] ?? UNREACHABLE_RETRY_MS;
}

export function nextLinkState(state: LinkState, event: LinkEvent): LinkState {
  switch (event.type) {
    case 'trying':
      return { ...state, trying: true, nextTryAt: undefined };
    case 'open':
      return { phase: 'connected', everConnected: true, failures: 0, trying: false, nextTryAt: undefined };
    case 'closed': {
      const failures = state.failures + 1;
      const phase: LinkPhase =
        failures >= MAX_TRIES ? 'unreachable' : state.everConnected ? 'lost' : 'connecting';
      return { ...state, phase, failures, trying: false, nextTryAt: event.at + retryDelay(failures) };
    }
    case 'retry':
      // Only a connection that is waiting can be hurried; a try under way or an open socket is left alone.
      if (state.phase === 'connected' || state.trying) return state;
      return { ...state, nextTryAt: event.at };
  }
}

/** Whole seconds until the next try (rounded up), or undefined when no try is scheduled. */
export function secondsUntilNextTry(state: LinkState, now: number): number | undefined {
  if (state.nextTryAt === undefined) return undefined;
  return Math.max(0, Math.ceil((state.nextTryAt - now) / 1_000));
}
