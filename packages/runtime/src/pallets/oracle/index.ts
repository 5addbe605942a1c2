// orml_oracle as Lumi's forex oracle: OracleMembership members feed ISO-4217 rates per 1 USD; the median of
// the fresh feeds is each currency's combined rate once Quorum members agree, and outliers never count.
import { definePallet } from '../../support/pallet.ts';
import { dbReadsWrites } from '../../primitives/weight.ts';
import { calls } from './calls.ts';
import { constants } from './constants.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { genesis } from './genesis.ts';
import { HasDispatched, storage } from './storage.ts';

export const Oracle = definePallet({
  name: 'Oracle',
  storage,
  calls,
  events,
  errors,
  constants,
  genesis,
  hooks: {
    // on_initialize accounts for on_finalize's work, as orml does.
    onInitialize: () => dbReadsWrites(0, 1),
    onFinalize() {
      HasDispatched.kill();
    },
  },
});

export { combine, forexRate, forexRates, outlierReason, readRawValues, validateFeed } from './functions.ts';
export {
  DEFAULT_MAX_RATE_CHANGE,
  DEFAULT_QUORUM,
  EXPIRES_IN,
  GENESIS_TIMESTAMP,
  MAX_FEED_VALUES,
  PERBILL_ONE,
} from './constants.ts';
export {
  CurrencyCode,
  FeedValues,
  OutlierReason,
  RateRange,
  TimestampedValue,
  currencyCode,
  currencyCodeString,
  isCurrencyCode,
} from './types.ts';
export type { FeedPairValue, OutlierReasonValue, RateRangeValue, TimestampedValueValue } from './types.ts';
export { errors as OracleErrors } from './errors.ts';
export { events as OracleEvents } from './events.ts';
export { HasDispatched, MaxRateChange, Quorum, RateBounds, RawValues, Values } from './storage.ts';
