// pallet_membership types: the member set is a sorted BoundedVec<AccountId32, MaxMembers>.
import { AccountId32 } from '../../primitives/core.ts';
import { boundedVec } from '../../scale/index.ts';
import { MAX_MEMBERS } from './constants.ts';

/** `Members`: sorted ascending by the account bytes (Rust's Ord on [u8; 32]), no duplicates. */
export const MembersVec = boundedVec(AccountId32, MAX_MEMBERS);

/** Rust's Ord on AccountId32: lexicographic over the 32 bytes. */
export function compareAccounts(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** slice::binary_search over a sorted member list: the index if found, else where it would be inserted. */
export function searchAccount(
  sorted: readonly Uint8Array[],
  who: Uint8Array,
): { found: boolean; index: number } {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const c = compareAccounts(sorted[mid]!, who);
    if (c === 0) return { found: true, index: mid };
    if (c < 0) lo = mid + 1;
    else hi = mid;
  }
  return { found: false, index: lo };
}
