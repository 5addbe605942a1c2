// Oracle types: keys are ISO-4217 currency codes, values FixedU128 rates per 1 USD with the feed's timestamp.
import { FixedU128Type } from '../../primitives/runtime-types.ts';
import { AccountId32 } from '../../primitives/core.ts';
import { boundedVec, field, newtype, sizedBytes, struct, tuple, u64 } from '../../scale/index.ts';
import type { ValueOf } from '../../scale/index.ts';
import { MAX_FEED_VALUES, MAX_HAS_DISPATCHED_SIZE } from './constants.ts';

/**
 * OracleKey: an ISO-4217 alphabetic code as its three ASCII bytes. Any 3 bytes decode (as in Rust), so a
 * malformed code reaches the call and is rejected there with InvalidCurrencyCode rather than as garbage.
 */
export const CurrencyCode = newtype('lumi_primitives::CurrencyCode', field(sizedBytes(3), '[u8; 3]'));

export const TimestampedValue = struct(
  'orml_oracle::module::TimestampedValue',
  {
    value: field(FixedU128Type, 'Value'),
    timestamp: field(u64, 'Moment'),
  },
  {
    params: [
      { name: 'Value', type: FixedU128Type },
      { name: 'Moment', type: u64 },
    ],
  },
);
export type TimestampedValueValue = ValueOf<typeof TimestampedValue>;

/** (OracleKey, OracleValue) */
export const FeedPair = tuple(CurrencyCode, FixedU128Type);
export type FeedPairValue = ValueOf<typeof FeedPair>;
export const FeedValues = boundedVec(FeedPair, MAX_FEED_VALUES);

/** orml_utilities::OrderedSet<AccountId, MaxHasDispatchedSize>: a sorted BoundedVec. */
export const OrderedSet = newtype(
  'orml_utilities::ordered_set::OrderedSet',
  field(boundedVec(AccountId32, MAX_HAS_DISPATCHED_SIZE), 'BoundedVec<T, S>'),
  { params: [{ name: 'T', type: AccountId32 }, { name: 'S' }] },
);

/** Three ASCII uppercase letters. */
export function isCurrencyCode(code: Uint8Array): boolean {
  return code.length === 3 && code.every((b) => b >= 0x41 && b <= 0x5a);
}

/** 'PHP' → its key bytes; throws a RangeError for anything but three ASCII uppercase letters. */
export function currencyCode(code: string): Uint8Array {
  if (!/^[A-Z]{3}$/.test(code))
    throw new RangeError(`not an ISO-4217 currency code: ${JSON.stringify(code)}`);
  return new Uint8Array([code.charCodeAt(0), code.charCodeAt(1), code.charCodeAt(2)]);
}

/** Key bytes → 'PHP' (only meaningful for valid codes; stored keys always are). */
export function currencyCodeString(code: Uint8Array): string {
  return String.fromCharCode(...code);
}

export const USD = currencyCode('USD');
