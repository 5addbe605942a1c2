// pallet_parameters events.
import { field, option, variant } from '../../scale/index.ts';
import { defineEvents } from '../../support/events.ts';
import { RuntimeParametersKey, RuntimeParametersValue } from './types.ts';

const value = field(
  option(RuntimeParametersValue),
  'Option<<T::RuntimeParameters as AggregatedKeyValue>::Value>',
);

export const events = defineEvents(
  'Parameters',
  'pallet_parameters::pallet::Event',
  {
    Updated: variant(
      0,
      {
        key: field(RuntimeParametersKey, '<T::RuntimeParameters as AggregatedKeyValue>::Key'),
        old_value: value,
        new_value: value,
      },
      ['`set_parameter` wrote `key`: `old_value` before, `new_value` after (also when equal).'],
    ),
  },
  { params: [{ name: 'T' }], docs: ['The events this pallet deposits.'] },
);
