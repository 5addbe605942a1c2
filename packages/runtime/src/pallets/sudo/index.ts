// pallet_sudo: a single key that may dispatch Root calls.
import { definePallet } from '../../support/pallet.ts';
import { calls } from './calls.ts';
import { constants } from './constants.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { genesis } from './genesis.ts';
import { storage } from './storage.ts';

export const Sudo = definePallet({
  name: 'Sudo',
  storage,
  calls,
  events,
  errors,
  constants,
  genesis,
});

export { sudoKey } from './functions.ts';
export { errors as SudoErrors } from './errors.ts';
