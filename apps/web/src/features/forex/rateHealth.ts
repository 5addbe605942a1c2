// Whether an on-chain forex rate can be trusted as current: it is stale once its newest counted feed is older
// than the Oracle's ExpiresIn, and under quorum while fewer members than Oracle.Quorum hold a fresh feed of it
// (the chain then keeps the last combined rate instead of moving it). USD is the base, always exactly 1.
import { BASE_CURRENCY } from '@lumi/chain';
import { message, type Message } from '../../shared/i18n/message.ts';

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
  /**
   * The full reason, for the mark's tooltip and screen readers: one message per reason; each names the
   * Oracle's expiry as {{window}}, said with `window` (see healthText.ts).
   */
  reasons?: Message[];
  /** The Oracle's expiry in words, as a message ("1 hour", "90 minutes", "45 seconds"). */
  window?: Message;
}

/** "1 hour", "90 minutes", "45 seconds": the Oracle's expiry as a catalogue message (plural by count). */
export function expiryText(ms: number): Message {
  if (ms % 3_600_000 === 0) return message('forex.window.hour', { count: ms / 3_600_000 });
  if (ms % 60_000 === 0) return message('forex.window.minute', { count: ms / 60_000 });
  return message('forex.window.second', { count: Math.ceil(ms / 1000) });
}

export function rateHealth(input: RateHealthInput): RateHealth {
  const { currency, fedAt, feedTimes, quorum, expiresInMs, now } = input;
  const freshFeeds = feedTimes.filter((t) => t + expiresInMs > now).length;
  if (currency === BASE_CURRENCY) return { stale: false, underQuorum: false, freshFeeds };
  const stale = fedAt + expiresInMs <= now;
  const underQuorum = freshFeeds < quorum;
  const window = expiryText(expiresInMs);
  const reasons: Message[] = [];
  if (stale)
    reasons.push(
      fedAt === 0 ? message('forex.health.genesis', { currency }) : message('forex.health.lastFed'),
    );
  if (underQuorum)
    reasons.push(message('forex.health.underQuorum', { fresh: freshFeeds, count: quorum, currency }));
  if (reasons.length === 0) return { stale, underQuorum, freshFeeds };
  return {
    stale,
    underQuorum,
    freshFeeds,
    mark: stale ? 'Stale' : 'Under quorum',
    reasons,
    window,
  };
}
