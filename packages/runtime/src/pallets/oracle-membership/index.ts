// pallet_membership, instance OracleMembership: the Root-managed set of accounts allowed to feed the Oracle.
import { definePallet } from '../../support/pallet.ts';
import { calls } from './calls.ts';
import { constants } from './constants.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { genesis } from './genesis.ts';
import { storage } from './storage.ts';

export const OracleMembership = definePallet({
  name: 'OracleMembership',
  storage,
  calls,
  events,
  errors,
  constants,
  genesis,
});

export { isMember, members, prime } from './functions.ts';
export { MAX_MEMBERS } from './constants.ts';
export { errors as OracleMembershipErrors } from './errors.ts';
export { events as OracleMembershipEvents } from './events.ts';
export { Members, Prime } from './storage.ts';
