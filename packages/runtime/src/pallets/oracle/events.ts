// orml_oracle events, then Lumi's: a fed rate left out as an outlier, and the admin changing the rules.
import { AccountId32 } from '../../primitives/core.ts';
import { FixedU128Type, PerbillType } from '../../primitives/runtime-types.ts';
import { field, option, u32, variant, vec } from '../../scale/index.ts';
import { defineEvents } from '../../support/events.ts';
import { CurrencyCode, FeedPair, OutlierReason, RateRange } from './types.ts';

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
      ['A member fed rates; `values` lists the pairs that were stored (outliers are reported apart).'],
    ),
    OutlierRejected: variant(
      1,
      {
        sender: field(AccountId32, 'T::AccountId'),
        currency: field(CurrencyCode, 'T::OracleKey'),
        value: field(FixedU128Type, 'T::OracleValue'),
        reason: field(OutlierReason, 'OutlierReason'),
      },
      [
        "A member's rate was refused and does not count for the median; the member's other pairs in",
        'the same feed still do.',
      ],
    ),
    QuorumSet: variant(2, { quorum: field(u32, 'u32') }, [
      'Root changed how many members with fresh feeds a rate needs.',
    ]),
    MaxRateChangeSet: variant(3, { max_change: field(PerbillType, 'Perbill') }, [
      'Root changed how far one feed may move a rate from its combined value.',
    ]),
    RateBoundsSet: variant(
      4,
      {
        currency: field(CurrencyCode, 'T::OracleKey'),
        bounds: field(option(RateRange), 'Option<RateRange>'),
      },
      ["Root set a currency's allowed range, or removed it (`None`), which stops its feeds."],
    ),
  },
  { params: [{ name: 'T' }, { name: 'I' }], docs: ['The events this pallet deposits.'] },
);
