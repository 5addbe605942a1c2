// pallet_sudo: a single key that may dispatch Root calls.
import { definePallet } from '../../support/pallet.ts';
import { calls } from './calls.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { genesis } from './genesis.ts';
import { Key, storage } from './storage.ts';

export const Sudo = definePallet({
  name: 'Sudo',
  storage,
  calls,
  events,
  errors,
  genesis,
});

/** The current sudo key, if any. */
export const sudoKey = (): Uint8Array | undefined => Key.get();
export { errors as SudoErrors } from './errors.ts';
