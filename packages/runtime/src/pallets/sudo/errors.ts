// pallet_sudo errors.
import { defineErrors } from '../../support/errors.ts';

export const errors = defineErrors(
  'Sudo',
  'pallet_sudo::pallet::Error',
  { RequireSudo: 'Sender must be the Sudo account.' },
  { params: [{ name: 'T' }], docs: ['Error for the Sudo pallet.'] },
);
