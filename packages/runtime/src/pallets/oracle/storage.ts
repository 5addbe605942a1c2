// orml_oracle storage (instance-less), in orml's order.
import { AccountId32 } from '../../primitives/core.ts';
import { Twox64Concat } from '../../support/hashing.ts';
import { palletStorage } from '../../support/storage.ts';
import { CurrencyCode, OrderedSet, TimestampedValue } from './types.ts';

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
