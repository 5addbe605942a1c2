// One tab at a time works on a stored transaction (follows it live, or looks it up on chain), so two tabs never
// resolve the same one twice. The Web Locks API spans the tabs of an origin; where it is missing (an insecure
// context) the work runs anyway: a look-up is idempotent and a stored outcome is never overwritten.

function locks(): LockManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.locks;
}

const name = (txHash: string) => `lumi-tx:${txHash}`;

/** Runs `work` holding the transaction's lock, or skips it (false) when another tab holds it. */
export async function tryWithTxLock(txHash: string, work: () => Promise<void>): Promise<boolean> {
  const manager = locks();
  if (!manager) {
    await work();
    return true;
  }
  return manager.request(name(txHash), { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await work();
    return true;
  });
}

/** Holds the transaction's lock until `until` settles (a live watch in this tab). */
export function holdTxLock(txHash: string, until: Promise<unknown>): void {
  void locks()
    ?.request(name(txHash), () =>
      until.then(
        () => undefined,
        () => undefined,
      ),
    )
    .catch(() => undefined);
}
