// OracleMembership's Config (pallet_membership's `MembershipChanged`): who hears of every change of the set.
// In this runtime that is the Oracle, which drops a leaving member's feeds.
import type { AccountId } from '../../primitives/core.ts';
import { configSeam } from '../../support/config.ts';

/** ChangeMembers::change_members_sorted. */
export interface ChangeMembers {
  changeMembersSorted(
    incoming: readonly AccountId[],
    outgoing: readonly AccountId[],
    sortedNew: readonly AccountId[],
  ): void;
}

export interface OracleMembershipConfig {
  readonly membershipChanged: ChangeMembers;
}

export const config = configSeam<OracleMembershipConfig>('OracleMembership');
