// A rate that moved more than the allowed share since the last on-chain value is held back (and logged by the
// feeder) instead of being fed: one bad source reading must not move the chain's prices.

export interface HeldRate {
  currency: string;
  last: bigint;
  next: bigint;
  /** |next − last| / last in basis points, rounded down. */
  changeBps: bigint;
}

export function guardJumps(
  next: ReadonlyMap<string, bigint>,
  last: ReadonlyMap<string, bigint>,
  maxJumpBps: bigint,
): { accepted: Map<string, bigint>; held: HeldRate[] } {
  const accepted = new Map<string, bigint>();
  const held: HeldRate[] = [];
  for (const [currency, value] of next) {
    const previous = last.get(currency);
    if (previous === undefined || previous === 0n) {
      accepted.set(currency, value);
      continue;
    }
    const diff = value > previous ? value - previous : previous - value;
    // Compare diff/previous > max/10000 without division: diff·10000 > max·previous.
    if (diff * 10_000n > maxJumpBps * previous) {
      held.push({ currency, last: previous, next: value, changeBps: (diff * 10_000n) / previous });
    } else {
      accepted.set(currency, value);
    }
  }
  return { accepted, held };
}
