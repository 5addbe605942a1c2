// orml_oracle storage (instance-less), in orml's order, then the admin-set rules Lumi adds: how many members
// must agree, how far one update may move a rate, and the range each currency's rate must stay in.
import { AccountId32 } from '../../primitives/core.ts';
import { PerbillType } from '../../primitives/runtime-types.ts';
import { u32 } from '../../scale/index.ts';
import { Twox64Concat } from '../../support/hashing.ts';
import { palletStorage } from '../../support/storage.ts';
import { DEFAULT_MAX_RATE_CHANGE, DEFAULT_QUORUM } from './constants.ts';
import { CurrencyCode, OrderedSet, RateRange, TimestampedValue } from './types.ts';

export const storage = palletStorage('Oracle');

export const RawValues = storage.doubleMap(
  'RawValues',
  [Twox64Concat, AccountId32],
  [Twox64Concat, CurrencyCode],
  TimestampedValue,
  { docs: [' Raw values for each oracle operators'] },
);
export const Values = storage.map('Values', Twox64Concat, CurrencyCode, TimestampedValue, {
  docs: [' Up to date combined value from Raw Values'],
});
export const HasDispatched = storage.value('HasDispatched', OrderedSet, {
  default: [],
  docs: [' If an oracle operator has fed a value in this block'],
});
export const Quorum = storage.value('Quorum', u32, {
  default: DEFAULT_QUORUM,
  docs: [
    ' How many members must hold an unexpired feed of a currency before its combined rate moves;',
    ' with fewer, the last combined rate stays. Root sets it with `set_quorum`.',
  ],
});
export const MaxRateChange = storage.value('MaxRateChange', PerbillType, {
  default: DEFAULT_MAX_RATE_CHANGE,
  docs: [
    ' The largest share by which a fed rate may differ from the current combined rate of its currency;',
    ' a feed further away is left out as an outlier. Root sets it with `set_max_rate_change`.',
  ],
});
export const RateBounds = storage.map('RateBounds', Twox64Concat, CurrencyCode, RateRange, {
  docs: [
    ' The lowest and highest rate a member may feed for a currency. A currency without an entry',
    ' accepts no feeds (USD excepted, pinned to 1). Root sets it with `set_rate_bounds`.',
  ],
});
