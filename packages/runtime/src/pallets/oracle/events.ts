// orml_oracle events.
import { AccountId32 } from '../../primitives/core.ts';
import { field, variant, vec } from '../../scale/index.ts';
import { defineEvents } from '../../support/events.ts';
import { FeedPair } from './types.ts';

export const events = defineEvents(
  'Oracle',
  'orml_oracle::module::Event',
  {
    NewFeedData: variant(
      0,
      {
        sender: field(AccountId32, 'T::AccountId'),
        values: field(vec(FeedPair), 'Vec<(T::OracleKey, T::OracleValue)>'),
      },
      ['New feed data is submitted.'],
    ),
  },
  { params: [{ name: 'T' }, { name: 'I' }], docs: ['The events this pallet deposits.'] },
);
