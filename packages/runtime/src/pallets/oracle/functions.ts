// orml_oracle logic: member feeds, the combined (median) value, and the ChangeMembers hook OracleMembership
// calls. Unlike orml (which combines lazily on read), `Values` is recomputed on every feed and membership
// change so clients can read current rates straight from storage. On top of orml, Lumi refuses outliers (a
// rate outside its currency's bounds or too far from the combined rate) and needs `Quorum` fresh feeds before
// a combined rate moves, so one member alone cannot set a price.
import type { AccountId } from '../../primitives/core.ts';
import { FIXED_U128_ONE } from '../../primitives/runtime-types.ts';
import { compareAccounts, searchAccount } from '../../primitives/core.ts';
import { config } from './config.ts';
import { EXPIRES_IN, MAX_FEED_VALUES, MAX_HAS_DISPATCHED_SIZE, PERBILL_ONE } from './constants.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { HasDispatched, MaxRateChange, Quorum, RateBounds, RawValues, Values } from './storage.ts';
import { USD, currencyCode, currencyCodeString, isCurrencyCode } from './types.ts';
import type { FeedPairValue, OutlierReasonValue, RateRangeValue, TimestampedValueValue } from './types.ts';

const sameKey = (a: Uint8Array, b: Uint8Array): boolean => compareAccounts(a, b) === 0;

/** Checks a feed before anything is written: the first offending pair decides the error. */
export function validateFeed(values: readonly FeedPairValue[]): void {
  if (values.length > MAX_FEED_VALUES) throw errors.TooManyFeedValues;
  const seen = new Set<string>();
  for (const [key, rate] of values) {
    if (!isCurrencyCode(key)) throw errors.InvalidCurrencyCode;
    if (rate === 0n) throw errors.ZeroRate;
    if (sameKey(key, USD) && rate !== FIXED_U128_ONE) throw errors.UsdRateNotOne;
    const s = currencyCodeString(key);
    if (seen.has(s)) throw errors.DuplicateCurrencyCode;
    seen.add(s);
  }
}

/** Records that `who` fed in this block; a second feed in the same block is AlreadyFeeded. */
function markDispatched(who: AccountId): void {
  const set = HasDispatched.get();
  const at = searchAccount(set, who);
  if (at.found || set.length >= MAX_HAS_DISPATCHED_SIZE) throw errors.AlreadyFeeded;
  set.splice(at.index, 0, who);
  HasDispatched.set(set);
}

/**
 * Why a fed `value` may not count, or undefined when it may. Every currency but USD needs bounds. The change
 * is measured against the current combined rate only while that rate lies within the bounds: after Root
 * tightens them around a bad rate, any in-bounds feed may replace it.
 */
export function outlierReason(
  value: bigint,
  bounds: RateRangeValue | undefined,
  current: bigint | undefined,
  maxChangePerbill: number,
): OutlierReasonValue | undefined {
  if (!bounds) return { type: 'NoBounds' };
  if (value < bounds.min) return { type: 'BelowMinimum' };
  if (value > bounds.max) return { type: 'AboveMaximum' };
  if (current === undefined || current < bounds.min || current > bounds.max) return undefined;
  const diff = value > current ? value - current : current - value;
  // diff / current > max / 10^9, without division.
  if (diff * BigInt(PERBILL_ONE) > BigInt(maxChangePerbill) * current) return { type: 'TooLargeChange' };
  return undefined;
}

/**
 * do_feed_values for a member already authorised by the caller. A malformed feed fails as a whole. An outlier
 * pair is skipped with OutlierRejected: it is no fault of the member's other pairs, and a feeder cannot know
 * the combined rate its transaction will meet. Each accepted value is stored with the block's timestamp and
 * its key recombined; NewFeedData lists the accepted pairs. Returns how many pairs were accepted.
 */
export function feedValues(who: AccountId, values: readonly FeedPairValue[]): number {
  validateFeed(values);
  markDispatched(who);
  const timestamp = config.get().now();
  const members = config.get().members();
  const quorum = Quorum.get();
  const maxChange = MaxRateChange.get();
  const accepted: FeedPairValue[] = [];
  for (const [key, value] of values) {
    const reason = sameKey(key, USD)
      ? undefined
      : outlierReason(value, RateBounds.get(key), Values.get(key)?.value, maxChange);
    if (reason) {
      events.emit({ type: 'OutlierRejected', value: { sender: who, currency: key, value, reason } });
      continue;
    }
    RawValues.insert(who, key, { value, timestamp });
    recombine(key, members, quorum);
    accepted.push([key, value]);
  }
  if (accepted.length > 0) events.emit({ type: 'NewFeedData', value: { sender: who, values: accepted } });
  return accepted.length;
}

/** The raw values of `members` for `key`, in member order. */
export function readRawValues(
  key: Uint8Array,
  members: readonly AccountId[] = config.get().members(),
): TimestampedValueValue[] {
  const out: TimestampedValueValue[] = [];
  for (const m of members) {
    const v = RawValues.get(m, key);
    if (v) out.push(v);
  }
  return out;
}

/**
 * DefaultCombineData: the raw values still fresh (`timestamp + ExpiresIn > now`), sorted by value; the one
 * at index ⌊n/2⌋ is the result — for an even count that is the upper of the two middle values, as orml's
 * `select_nth_unstable(count / 2)`. It carries its own feed timestamp. With fewer than `quorum` fresh values
 * (orml's MinimumCount, here in storage) the previous combined value stands (a rate never disappears; its
 * timestamp shows its age).
 */
export function combine(
  raw: readonly TimestampedValueValue[],
  at: bigint,
  previous: TimestampedValueValue | undefined,
  quorum: number,
): TimestampedValueValue | undefined {
  const fresh = raw.filter((v) => v.timestamp + EXPIRES_IN > at);
  if (fresh.length === 0 || fresh.length < quorum) return previous;
  // Array.prototype.sort is stable, so equal values keep member order and the result is deterministic.
  fresh.sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return fresh[Math.floor(fresh.length / 2)];
}

function recombine(key: Uint8Array, members: readonly AccountId[], quorum = Quorum.get()): void {
  const previous = Values.get(key);
  const next = combine(readRawValues(key, members), config.get().now(), previous, quorum);
  if (next && next !== previous) Values.insert(key, next);
}

/**
 * ChangeMembers::change_members_sorted: a leaving member's raw values are deleted (as orml does) and every key
 * it had fed is recombined from the remaining members, so its stale feeds stop counting at once.
 */
export function changeMembersSorted(
  _incoming: readonly AccountId[],
  outgoing: readonly AccountId[],
  sortedNew: readonly AccountId[],
): void {
  const touched = new Map<string, Uint8Array>();
  for (const who of outgoing) {
    for (const [, key] of [...RawValues.entriesPrefix(who)]) {
      RawValues.remove(who, key);
      touched.set(currencyCodeString(key), key);
    }
  }
  for (const key of touched.values()) recombine(key, sortedNew);
}

/** Root's `set_quorum`: 1 ≤ quorum ≤ MaxMembers. Rates recombine with it at their next feed. */
export function setQuorum(quorum: number): void {
  if (quorum < 1 || quorum > MAX_HAS_DISPATCHED_SIZE) throw errors.InvalidQuorum;
  Quorum.set(quorum);
  events.emit({ type: 'QuorumSet', value: { quorum } });
}

/** Root's `set_max_rate_change`: at most 100 %. */
export function setMaxRateChange(maxChange: number): void {
  if (maxChange > PERBILL_ONE) throw errors.InvalidMaxRateChange;
  MaxRateChange.set(maxChange);
  events.emit({ type: 'MaxRateChangeSet', value: { max_change: maxChange } });
}

/** Root's `set_rate_bounds`: `undefined` removes the currency's bounds, which stops its feeds. */
export function setRateBounds(key: Uint8Array, bounds: RateRangeValue | undefined): void {
  if (!isCurrencyCode(key) || sameKey(key, USD)) throw errors.InvalidRateBounds;
  if (bounds && (bounds.min === 0n || bounds.min > bounds.max)) throw errors.InvalidRateBounds;
  if (bounds) RateBounds.insert(key, bounds);
  else RateBounds.remove(key);
  events.emit({ type: 'RateBoundsSet', value: { currency: key, bounds } });
}

/** The combined rate of `code` per 1 USD (FixedU128) with its timestamp, if the chain has one. */
export function forexRate(code: string | Uint8Array): TimestampedValueValue | undefined {
  return Values.get(typeof code === 'string' ? currencyCode(code) : code);
}

/** Every combined rate, keyed by currency code. */
export function forexRates(): Map<string, TimestampedValueValue> {
  const out = new Map<string, TimestampedValueValue>();
  for (const [key, v] of Values.entries()) out.set(currencyCodeString(key), v);
  return out;
}
