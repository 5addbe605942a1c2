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
          'Root only: stores the value in `key_value`, or clears the key (back to its default) when',
          'the value is `None`. Values the runtime cannot use are rejected.',
        ],
        handler: (origin, { key_value }) => {
          ensureRoot(origin);
          setParameter(key_value);
        },
      },
    ),
  },
  {
    params: [{ name: 'T' }],
    docs: ['The calls this pallet dispatches; each variant is one call with its arguments.'],
  },
);
