// orml_oracle configuration for Lumi's forex oracle, and DefaultCombineData's MinimumCount / ExpiresIn.
import { u32, u64 } from '../../scale/index.ts';
import { constant } from '../../support/constants.ts';
import { MAX_MEMBERS } from '../oracle-membership/constants.ts';

/** Most (currency, rate) pairs one feed may carry. */
export const MAX_FEED_VALUES = 32;
/** HasDispatched holds at most one entry per member. */
export const MAX_HAS_DISPATCHED_SIZE = MAX_MEMBERS;
/** Fewer fresh member values than this leave the combined value as it was. */
export const MINIMUM_COUNT = 1;
/** A raw value counts for the median while `timestamp + EXPIRES_IN > now` (ms): one hour. */
export const EXPIRES_IN = 3_600_000n;
/** Timestamp of the rates seeded at genesis: 0 marks a genesis seed, never a member's feed. */
export const GENESIS_TIMESTAMP = 0n;

export const constants = {
  MaxHasDispatchedSize: constant(u32, MAX_HAS_DISPATCHED_SIZE, [' Maximum size of HasDispatched']),
  MaxFeedValues: constant(u32, MAX_FEED_VALUES, [' Maximum size the vector used for feed values']),
  MinimumCount: constant(u32, MINIMUM_COUNT, [
    ' Fresh raw values needed before a key gets a new combined value (DefaultCombineData).',
  ]),
  ExpiresIn: constant(u64, EXPIRES_IN, [
    ' Milliseconds after which a raw value no longer counts for the combined value.',
  ]),
};
