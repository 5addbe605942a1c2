// pallet_parameters calls. AdminOrigin = Root for every key.
import { weight } from '../../primitives/weight.ts';
import { field } from '../../scale/index.ts';
import { call, defineCalls } from '../../support/calls.ts';
import { ensureRoot } from '../../support/origin.ts';
import { setParameter } from './functions.ts';
import { RuntimeParameters } from './types.ts';

export const calls = defineCalls(
  'Parameters',
  'pallet_parameters::pallet::Call',
  {
    set_parameter: call(
      0,
      { key_value: field(RuntimeParameters, 'T::RuntimeParameters') },
      {
        weight: weight(32_000_000n, 3_500n),
        docs: [
          'Set the value of a parameter.',
          '',
          'The dispatch origin of this call must be `AdminOrigin` for the given `key`. Values be',
          'deleted by setting them to `None`.',
        ],
        handler: (origin, { key_value }) => {
          ensureRoot(origin);
          setParameter(key_value);
        },
      },
    ),
  },
  { params: [{ name: 'T' }], docs: ['Contains a variant per dispatchable extrinsic that this pallet has.'] },
);
