// pallet_membership storage (instance OracleMembership), in FRAME's order.
import { AccountId32 } from '../../primitives/core.ts';
import { palletStorage } from '../../support/storage.ts';
import { MembersVec } from './types.ts';

export const storage = palletStorage('OracleMembership');

export const Members = storage.value('Members', MembersVec, {
  default: [],
  docs: [' Oracle members, sorted by account id; only they may submit price feeds.'],
});
export const Prime = storage.value('Prime', AccountId32, {
  docs: [' The prime oracle member, absent when none is set.'],
});
