// pallet_membership types: the member set is a sorted BoundedVec<AccountId32, MaxMembers>.
import { AccountId32 } from '../../primitives/core.ts';
import { boundedVec } from '../../scale/index.ts';
import { MAX_MEMBERS } from './constants.ts';

/** `Members`: sorted ascending by the account bytes (Rust's Ord on [u8; 32]), no duplicates. */
export const MembersVec = boundedVec(AccountId32, MAX_MEMBERS);

export { compareAccounts, searchAccount } from '../../primitives/core.ts';
