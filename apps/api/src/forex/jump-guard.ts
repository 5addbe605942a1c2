// A rate that moved more than the allowed share since the last on-chain value is held back (and logged by the
// feeder) instead of being fed: one bad source reading must not move the chain's prices. The chain's own rules
// (its bounds per currency and its maximum change) are applied here too, so the feeder never sends a rate the
// Oracle would refuse as an outlier.

export type HeldReason = 'jump' | 'out-of-bounds' | 'no-bounds';

export interface HeldRate {
  currency: string;
  last: bigint;
  next: bigint;
  /** |next − last| / last in basis points, rounded down (0 when the chain has no value yet). */
  changeBps: bigint;
  reason: HeldReason;
}

export interface RateRange {
  min: bigint;
  max: bigint;
}

/**
 * `bounds` are the chain's RateBounds (undefined when the chain has none, e.g. an older runtime: then only the
 * jump check applies). As on chain, the change is measured only while the current value is within bounds.
 */
export function guardJumps(
  next: ReadonlyMap<string, bigint>,
  last: ReadonlyMap<string, bigint>,
  maxJumpBps: bigint,
  bounds?: ReadonlyMap<string, RateRange>,
): { accepted: Map<string, bigint>; held: HeldRate[] } {
  const accepted = new Map<string, bigint>();
  const held: HeldRate[] = [];
  for (const [currency, value] of next) {
    const previous = last.get(currency);
    const diff = previous === undefined ? 0n : value > previous ? value - previous : previous - value;
    const changeBps = previous ? (diff * 10_000n) / previous : 0n;
    const hold = (reason: HeldReason) =>
      held.push({ currency, last: previous ?? 0n, next: value, changeBps, reason });
    const range = bounds?.get(currency);
    if (bounds && !range) {
      hold('no-bounds');
      continue;
    }
    if (range && (value < range.min || value > range.max)) {
      hold('out-of-bounds');
      continue;
    }
    const previousInRange =
      range === undefined || previous === undefined || (previous >= range.min && previous <= range.max);
    // Compare diff/previous > max/10000 without division: diff·10000 > max·previous.
    if (previous && previousInRange && diff * 10_000n > maxJumpBps * previous) hold('jump');
    else accepted.set(currency, value);
  }
  return { accepted, held };
}
