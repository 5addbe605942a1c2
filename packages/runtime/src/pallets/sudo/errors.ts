// pallet_sudo errors.
import { defineErrors } from '../../support/errors.ts';

export const errors = defineErrors(
  'Sudo',
  'pallet_sudo::pallet::Error',
  { RequireSudo: 'The caller is neither Root nor the holder of the sudo key.' },
  { params: [{ name: 'T' }], docs: ['The errors the calls of Sudo fail with.'] },
);
