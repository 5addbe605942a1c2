// pallet_membership errors, in FRAME's order.
import { defineErrors } from '../../support/errors.ts';

export const errors = defineErrors(
  'OracleMembership',
  'pallet_membership::pallet::Error',
  {
    AlreadyMember: 'The account is in the oracle member set already.',
    NotMember: 'The account is not in the oracle member set.',
    TooManyMembers: 'The oracle member set would grow past its maximum size.',
  },
  { params: [{ name: 'T' }, { name: 'I' }], docs: ['The errors the calls of this pallet fail with.'] },
);
