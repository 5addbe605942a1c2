// Per-connection call limits: `--rpc-rate-limit` (calls per minute, like polkadot-sdk's middleware) and a
// CPU-time budget that keeps one connection from monopolising the node with expensive calls.
// Both are pure over an injected clock so their arithmetic is unit-tested without waiting.

/**
 * A generic cell rate algorithm limiter (the `governor` crate's, which polkadot-sdk uses): `perMinute`
 * calls may come at once, then one more every 60/perMinute seconds.
 */
export class CallRateLimiter {
  private readonly intervalMs: number;
  private readonly burstMs: number;
  /** When the bucket will be empty again (the "theoretical arrival time"). */
  private tat = 0;

  constructor(readonly perMinute: number) {
    this.intervalMs = 60_000 / perMinute;
    this.burstMs = this.intervalMs * perMinute;
  }

  /** Takes one call if allowed now (0), else how long until one would be (ms), taking nothing. */
  check(now: number): number {
    const next = Math.max(this.tat, now) + this.intervalMs;
    const over = next - now - this.burstMs;
    if (over > 0) return over;
    this.tat = next;
    return 0;
  }
}

/**
 * Main-thread time a connection may use: `burstMs` at once, refilled at `refillPerSecond` ms per second.
 * A connection in deficit waits until it is out of it; others are served meanwhile.
 */
export class CpuBudget {
  private balance: number;
  private at: number;

  constructor(
    private readonly burstMs: number,
    private readonly refillPerSecond: number,
    now: number,
  ) {
    this.balance = burstMs;
    this.at = now;
  }

  private refill(now: number): void {
    if (now > this.at) {
      this.balance = Math.min(this.burstMs, this.balance + ((now - this.at) * this.refillPerSecond) / 1000);
      this.at = now;
    }
  }

  /** 0 when a call may run now, else how long (ms) until the balance is positive again. */
  waitMs(now: number): number {
    this.refill(now);
    return this.balance > 0 ? 0 : ((-this.balance + 1) * 1000) / this.refillPerSecond;
  }

  /** Records `ms` of main-thread time spent on this connection's behalf. */
  spend(ms: number, now: number): void {
    this.refill(now);
    this.balance -= ms;
  }
}

/** What a connection's calls are held to. */
export interface CallLimits {
  rate?: CallRateLimiter;
  budget?: CpuBudget;
}

/** polkadot-sdk retries a limited call this many times, sleeping until the limiter frees a slot. */
export const MAX_LIMIT_RETRIES = 10;
/** Random extra sleep so that waiting calls do not all wake at once (polkadot-sdk: up to 50 ms). */
export const MAX_JITTER_MS = 50;
/** Per connection: 2 s of main-thread time at once, then half a core's worth per second. */
export const CPU_BUDGET_BURST_MS = 2000;
export const CPU_BUDGET_REFILL_PER_SECOND = 500;
