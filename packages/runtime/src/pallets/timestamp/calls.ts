// pallet_timestamp's `set` inherent.
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { weight } from '../../primitives/weight.ts';
import { compact, field } from '../../scale/index.ts';
import { call, defineCalls } from '../../support/calls.ts';
import { ensureNone } from '../../support/origin.ts';
import { dbReadsWrites } from '../../primitives/weight.ts';
import { MINIMUM_PERIOD } from './constants.ts';
import { DidUpdate, Now } from './storage.ts';
import { Moment } from './types.ts';

export const calls = defineCalls(
  'Timestamp',
  'pallet_timestamp::pallet::Call',
  {
    set: call(
      0,
      { now: field(compact(Moment), 'T::Moment') },
      {
        weight: weight(7_000_000n + dbReadsWrites(2, 1).ref_time),
        class: 'Mandatory',
        docs: [
          'Inherent that records the block time `now` (ms); it must come once per block and be at',
          'least `MinimumPeriod` after the previous block, or the inherent fails.',
        ],
        handler: (origin, { now }) => {
          ensureNone(origin);
          // FRAME asserts these (a block breaking them is invalid); here they fail the inherent.
          if (DidUpdate.get()) throw DispatchError.of({ type: 'Other' });
          const prev = Now.get();
          if (prev !== 0n && now < prev + MINIMUM_PERIOD) throw DispatchError.of({ type: 'Other' });
          Now.set(now);
          DidUpdate.set(true);
        },
      },
    ),
  },
  {
    params: [{ name: 'T' }],
    docs: ['The calls this pallet dispatches; each variant is one call with its arguments.'],
  },
);
