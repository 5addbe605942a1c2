// orml_oracle configuration for Lumi's forex oracle, DefaultCombineData's ExpiresIn, and the defaults of the
// admin-set rules Lumi adds on top (quorum, maximum change per update), used while storage holds none.
import { u32, u64 } from '../../scale/index.ts';
import { constant } from '../../support/constants.ts';

/** Most (currency, rate) pairs one feed may carry. */
export const MAX_FEED_VALUES = 32;
/**
 * HasDispatched holds at most one entry per member, so this is also the most members whose feeds count (and
 * the highest quorum). The runtime composition checks the membership's MaxMembers is the same.
 */
export const MAX_HAS_DISPATCHED_SIZE = 16;
/** A raw value counts for the median while `timestamp + EXPIRES_IN > now` (ms): one hour. */
export const EXPIRES_IN = 3_600_000n;
/** Timestamp of the rates seeded at genesis: 0 marks a genesis seed, never a member's feed. */
export const GENESIS_TIMESTAMP = 0n;
/** Perbill's whole: 1_000_000_000 parts are 100 %. */
export const PERBILL_ONE = 1_000_000_000;
/** `Quorum` when storage holds none: a single fresh feed suffices (orml's DefaultCombineData MinimumCount 1). */
export const DEFAULT_QUORUM = 1;
/** `MaxRateChange` when storage holds none: 10 %. */
export const DEFAULT_MAX_RATE_CHANGE = 100_000_000;

export const constants = {
  MaxHasDispatchedSize: constant(u32, MAX_HAS_DISPATCHED_SIZE, [' Maximum size of HasDispatched']),
  MaxFeedValues: constant(u32, MAX_FEED_VALUES, [' Maximum size the vector used for feed values']),
  ExpiresIn: constant(u64, EXPIRES_IN, [
    ' Milliseconds after which a raw value no longer counts for the combined value.',
  ]),
};
