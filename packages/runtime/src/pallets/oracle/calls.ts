// orml_oracle calls. Only OracleMembership members may feed; a feed with at least one accepted pair is free
// (Pays::No after dispatch, as orml), while a rejected one, or one whose pairs were all outliers, keeps its
// fee so nobody can fill blocks for nothing. Lumi's admin calls (quorum, maximum change, bounds) are Root's.
import { DispatchError } from '../../primitives/dispatch-error.ts';
import type { Weight } from '../../primitives/weight.ts';
import { addWeight, weight } from '../../primitives/weight.ts';
import { PerbillType } from '../../primitives/runtime-types.ts';
import { field, option, u32 } from '../../scale/index.ts';
import { call, defineCalls } from '../../support/calls.ts';
import { ensureRoot, ensureSigned } from '../../support/origin.ts';
import { dbReadsWrites } from '../../primitives/weight.ts';
import { config } from './config.ts';
import { MAX_HAS_DISPATCHED_SIZE } from './constants.ts';
import { feedValues, setMaxRateChange, setQuorum, setRateBounds } from './functions.ts';
import { CurrencyCode, FeedValues, RateRange } from './types.ts';

/**
 * Members, HasDispatched, Quorum and MaxRateChange read once; per pair: its bounds and combined value read,
 * every member's raw value read to recombine, its raw value and Values written.
 */
export const feedWeight = (pairs: number): Weight =>
  addWeight(
    weight(20_000_000n + 10_000_000n * BigInt(pairs), 2_000n + 700n * BigInt(pairs)),
    dbReadsWrites(4 + pairs * (2 + MAX_HAS_DISPATCHED_SIZE), 1 + 2 * pairs),
  );

/** One storage value or map entry written after a check, plus its event. */
const adminSetWeight = addWeight(weight(9_000_000n, 1_600n), dbReadsWrites(0, 1));

export const calls = defineCalls(
  'Oracle',
  'orml_oracle::module::Call',
  {
    feed_values: call(
      0,
      { values: field(FeedValues, 'BoundedVec<(T::OracleKey, T::OracleValue), T::MaxFeedValues>') },
      {
        weight: (a) => feedWeight(a.values.length),
        docs: [
          'Members only: posts rates per 1 USD. Pairs outside their bounds or too far from the current',
          'rate are skipped with OutlierRejected; the rest count once Quorum members agree.',
        ],
        handler: (origin, a) => {
          const who = ensureSigned(origin);
          if (!config.get().isMember(who)) throw DispatchError.badOrigin();
          return { paysFee: feedValues(who, a.values) > 0 ? 'No' : 'Yes' };
        },
      },
    ),
    set_quorum: call(
      1,
      { quorum: field(u32, 'u32') },
      {
        weight: adminSetWeight,
        docs: ['Root only: how many members with fresh feeds a currency needs before its rate moves.'],
        handler: (origin, a) => {
          ensureRoot(origin);
          setQuorum(a.quorum);
        },
      },
    ),
    set_max_rate_change: call(
      2,
      { max_change: field(PerbillType, 'Perbill') },
      {
        weight: adminSetWeight,
        docs: ['Root only: the largest relative move one fed rate may make from the combined rate.'],
        handler: (origin, a) => {
          ensureRoot(origin);
          setMaxRateChange(a.max_change);
        },
      },
    ),
    set_rate_bounds: call(
      3,
      {
        currency: field(CurrencyCode, 'T::OracleKey'),
        bounds: field(option(RateRange), 'Option<RateRange>'),
      },
      {
        weight: adminSetWeight,
        docs: [
          "Root only: sets the range a currency's fed rates must lie in; `None` removes it, after which",
          'the currency takes no feeds.',
        ],
        handler: (origin, a) => {
          ensureRoot(origin);
          setRateBounds(a.currency, a.bounds);
        },
      },
    ),
  },
  {
    params: [{ name: 'T' }, { name: 'I' }],
    docs: ['The calls this pallet dispatches; each variant is one call with its arguments.'],
  },
);
