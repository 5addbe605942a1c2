// Oracle's Config (orml_oracle's `Config`): who may feed (T::Members, OracleMembership in this runtime) and
// the clock feeds are stamped with (T::Time, Timestamp).
import type { AccountId } from '../../primitives/core.ts';
import { configSeam } from '../../support/config.ts';

export interface OracleConfig {
  /** SortedMembers::sorted_members: the accounts whose feeds count, ascending. */
  members(): AccountId[];
  /** SortedMembers::contains: whether `who` may feed. */
  isMember(who: AccountId): boolean;
  /** Time::now: the current block's timestamp in milliseconds. */
  now(): bigint;
}

export const config = configSeam<OracleConfig>('Oracle');
