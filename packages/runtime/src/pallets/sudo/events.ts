// pallet_sudo events.
import { AccountId32 } from '../../primitives/core.ts';
import { DispatchResultType } from '../../primitives/dispatch-error.ts';
import { field, option, variant } from '../../scale/index.ts';
import { defineEvents } from '../../support/events.ts';

export const events = defineEvents(
  'Sudo',
  'pallet_sudo::pallet::Event',
  {
    Sudid: variant(0, { sudo_result: field(DispatchResultType, 'DispatchResult') }, [
      'A `sudo` or `sudo_unchecked_weight` call ran; `sudo_result` is how the inner call ended.',
    ]),
    KeyChanged: variant(
      1,
      { old: field(option(AccountId32), 'Option<T::AccountId>'), new: field(AccountId32, 'T::AccountId') },
      ['The sudo key moved from `old` to `new`.'],
    ),
    KeyRemoved: variant(2, undefined, ['`remove_key` deleted the sudo key.']),
    SudoAsDone: variant(3, { sudo_result: field(DispatchResultType, 'DispatchResult') }, [
      'A `sudo_as` call ran; `sudo_result` is how the inner call ended.',
    ]),
  },
  { params: [{ name: 'T' }], docs: ['The events this pallet deposits.'] },
);
