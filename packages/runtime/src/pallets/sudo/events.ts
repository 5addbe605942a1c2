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
      'A sudo call just took place.',
    ]),
    KeyChanged: variant(
      1,
      { old: field(option(AccountId32), 'Option<T::AccountId>'), new: field(AccountId32, 'T::AccountId') },
      ['The sudo key has been updated.'],
    ),
    KeyRemoved: variant(2, undefined, ['The key was permanently removed.']),
    SudoAsDone: variant(3, { sudo_result: field(DispatchResultType, 'DispatchResult') }, [
      'A [sudo_as](Pallet::sudo_as) call just took place.',
    ]),
  },
  { params: [{ name: 'T' }], docs: ['The `Event` enum of this pallet'] },
);
