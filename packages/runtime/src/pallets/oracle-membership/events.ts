// pallet_membership events: none carries fields ("see the transaction for who").
import { variant } from '../../scale/index.ts';
import { defineEvents } from '../../support/events.ts';

export const events = defineEvents(
  'OracleMembership',
  'pallet_membership::pallet::Event',
  {
    MemberAdded: variant(0, undefined, ['`add_member` added an oracle member (the call names who).']),
    MemberRemoved: variant(1, undefined, ['`remove_member` removed an oracle member (the call names who).']),
    MembersSwapped: variant(2, undefined, ['`swap_member` replaced one oracle member with another.']),
    MembersReset: variant(3, undefined, ['`reset_members` replaced the whole oracle member set.']),
    KeyChanged: variant(4, undefined, ['A member moved its membership to a new account with `change_key`.']),
    Dummy: variant(5, undefined, ["Never emitted; it exists only because FRAME's event enum declares it."]),
  },
  { params: [{ name: 'T' }, { name: 'I' }], docs: ['The events this pallet deposits.'] },
);
