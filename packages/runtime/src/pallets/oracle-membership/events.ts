// pallet_membership events: none carries fields ("see the transaction for who").
import { variant } from '../../scale/index.ts';
import { defineEvents } from '../../support/events.ts';

export const events = defineEvents(
  'OracleMembership',
  'pallet_membership::pallet::Event',
  {
    MemberAdded: variant(0, undefined, ['The given member was added; see the transaction for who.']),
    MemberRemoved: variant(1, undefined, ['The given member was removed; see the transaction for who.']),
    MembersSwapped: variant(2, undefined, ['Two members were swapped; see the transaction for who.']),
    MembersReset: variant(3, undefined, [
      'The membership was reset; see the transaction for who the new set is.',
    ]),
    KeyChanged: variant(4, undefined, ["One of the members' keys changed."]),
    Dummy: variant(5, undefined, ['Phantom member, never used.']),
  },
  { params: [{ name: 'T' }, { name: 'I' }], docs: ['The events this pallet deposits.'] },
);
