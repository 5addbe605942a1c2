// pallet_membership errors, in FRAME's order.
import { defineErrors } from '../../support/errors.ts';

export const errors = defineErrors(
  'OracleMembership',
  'pallet_membership::pallet::Error',
  {
    AlreadyMember: 'Already a member.',
    NotMember: 'Not a member.',
    TooManyMembers: 'Too many members.',
  },
  { params: [{ name: 'T' }, { name: 'I' }], docs: ['The errors the calls of this pallet fail with.'] },
);
