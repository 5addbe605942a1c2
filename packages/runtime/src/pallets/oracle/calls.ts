// orml_oracle calls. Only OracleMembership members may feed; a successful feed is free (Pays::No after
// dispatch, as orml), while a rejected one keeps its fee so non-members cannot spam the chain for nothing.
import { DispatchError } from '../../primitives/dispatch-error.ts';
import type { Weight } from '../../primitives/weight.ts';
import { addWeight, weight } from '../../primitives/weight.ts';
import { field } from '../../scale/index.ts';
import { call, defineCalls } from '../../support/calls.ts';
import { ensureSigned } from '../../support/origin.ts';
import { isMember } from '../oracle-membership/functions.ts';
import { MAX_MEMBERS } from '../oracle-membership/constants.ts';
import { dbReadsWrites } from '../system/constants.ts';
import { feedValues } from './functions.ts';
import { FeedValues } from './types.ts';

/** Per pair: its raw value written, every member's raw value read to recombine, Values read and written. */
export const feedWeight = (pairs: number): Weight =>
  addWeight(
    weight(20_000_000n + 9_000_000n * BigInt(pairs), 2_000n + 600n * BigInt(pairs)),
    dbReadsWrites(3 + pairs * (1 + MAX_MEMBERS), 1 + 2 * pairs),
  );

export const calls = defineCalls(
  'Oracle',
  'orml_oracle::module::Call',
  {
    feed_values: call(
      0,
      { values: field(FeedValues, 'BoundedVec<(T::OracleKey, T::OracleValue), T::MaxFeedValues>') },
      {
        weight: (a) => feedWeight(a.values.length),
        docs: ['Feed the external value.', '', 'Require authorized operator.'],
        handler: (origin, a) => {
          const who = ensureSigned(origin);
          if (!isMember(who)) throw DispatchError.badOrigin();
          feedValues(who, a.values);
          return { paysFee: 'No' };
        },
      },
    ),
  },
  {
    params: [{ name: 'T' }, { name: 'I' }],
    docs: ['The calls this pallet dispatches; each variant is one call with its arguments.'],
  },
);
