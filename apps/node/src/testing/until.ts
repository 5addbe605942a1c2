// Tests wait for a condition, never for a fixed time: `until` polls a probe and fails with what it waited for.

export interface UntilOptions {
  /** How long before the wait fails (default 30 s: generous for a loaded 2-core CI machine). */
  timeoutMs?: number;
  /** Time between probes; 0 yields to the event loop only (default 10 ms). */
  pollMs?: number;
}

/** Resolves with the first value `probe` returns other than undefined (or false); throws after the timeout. */
export async function until<T>(
  what: string,
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  { timeoutMs = 30_000, pollMs = 10 }: UntilOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => (pollMs > 0 ? setTimeout(r, pollMs) : setImmediate(r)));
  }
}
