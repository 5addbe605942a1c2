// orml_oracle errors in orml's order, then Lumi's input checks (orml accepts any key/value; Lumi's keys and
// values have a meaning it enforces).
import { defineErrors } from '../../support/errors.ts';

export const errors = defineErrors(
  'Oracle',
  'orml_oracle::module::Error',
  {
    // Kept at orml's index; Lumi reports a signed non-member as BadOrigin (the chain's interface requires it).
    NoPermission: 'Sender does not have permission',
    AlreadyFeeded: 'Feeder has already feeded at this block',
    InvalidCurrencyCode: 'A key is not an ISO-4217 currency code (three ASCII uppercase letters).',
    ZeroRate: 'A rate is zero.',
    UsdRateNotOne: 'The USD rate must be exactly 1.0: every rate is per 1 USD.',
    DuplicateCurrencyCode: 'The same currency appears more than once in one feed.',
    TooManyFeedValues: 'The feed carries more pairs than MaxFeedValues.',
    InvalidQuorum: 'A quorum must be at least 1 and at most the largest possible member count.',
    InvalidMaxRateChange: 'A maximum rate change above 100 % (more than 1_000_000_000 parts per billion).',
    InvalidRateBounds: 'Bounds need a currency code other than USD (pinned to 1) and 0 < min <= max.',
  },
  { params: [{ name: 'T' }, { name: 'I' }], docs: ['The errors the calls of this pallet fail with.'] },
);
