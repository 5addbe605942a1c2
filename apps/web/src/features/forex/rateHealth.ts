// Whether an on-chain forex rate can be trusted as current: it is stale once its newest counted feed is older
// than the Oracle's ExpiresIn, and under quorum while fewer members than Oracle.Quorum hold a fresh feed of it
// (the chain then keeps the last combined rate instead of moving it). USD is the base, always exactly 1.
import { BASE_CURRENCY } from '@lumi/chain';

export interface RateHealthInput {
  currency: string;
  /** The combined rate's timestamp (ms since 1970; 0 for a genesis value). */
  fedAt: number;
  /** When each current member last fed this currency (ms since 1970). */
  feedTimes: readonly number[];
  quorum: number;
  expiresInMs: number;
  now: number;
}

export interface RateHealth {
  stale: boolean;
  underQuorum: boolean;
  /** Members whose feed of this currency still counts. */
  freshFeeds: number;
  /** A one- or two-word mark for the rate, absent when it is sound. */
  mark?: 'Stale' | 'Under quorum';
  /** The full reason, for the mark's tooltip and screen readers. */
  description?: string;
}

/** "1 hour", "90 minutes", "45 seconds": the Oracle's expiry in words. */
export function expiryText(ms: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (ms % 3_600_000 === 0) return plural(ms / 3_600_000, 'hour');
  if (ms % 60_000 === 0) return plural(ms / 60_000, 'minute');
  return plural(Math.ceil(ms / 1000), 'second');
}

export function rateHealth(input: RateHealthInput): RateHealth {
  const { currency, fedAt, feedTimes, quorum, expiresInMs, now } = input;
  const freshFeeds = feedTimes.filter((t) => t + expiresInMs > now).length;
  if (currency === BASE_CURRENCY) return { stale: false, underQuorum: false, freshFeeds };
  const stale = fedAt + expiresInMs <= now;
  const underQuorum = freshFeeds < quorum;
  const window = expiryText(expiresInMs);
  const reasons: string[] = [];
  if (stale)
    reasons.push(
      fedAt === 0
        ? `No oracle member has fed ${currency} since genesis: this is the chain's starting value.`
        : `Last fed more than ${window} ago, longer than a feed counts on chain.`,
    );
  if (underQuorum)
    reasons.push(
      `${freshFeeds} of the ${quorum} oracle member${quorum === 1 ? '' : 's'} needed fed ${currency} in the last ${window}; the chain keeps the rate until more do.`,
    );
  if (reasons.length === 0) return { stale, underQuorum, freshFeeds };
  return {
    stale,
    underQuorum,
    freshFeeds,
    mark: stale ? 'Stale' : 'Under quorum',
    description: reasons.join(' '),
  };
}
