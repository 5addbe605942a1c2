// pallet_membership storage (instance OracleMembership), in FRAME's order.
import { AccountId32 } from '../../primitives/core.ts';
import { palletStorage } from '../../support/storage.ts';
import { MembersVec } from './types.ts';

export const storage = palletStorage('OracleMembership');

export const Members = storage.value('Members', MembersVec, {
  default: [],
  docs: [' The current membership, stored as an ordered Vec.'],
});
export const Prime = storage.value('Prime', AccountId32, {
  docs: [' The current prime member, if one exists.'],
});
