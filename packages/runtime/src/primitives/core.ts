// sp_core / primitive_types declarations shared by every pallet.
import { field, newtype, sizedBytes } from '../scale/index.ts';

export type AccountId = Uint8Array;

export const AccountId32 = newtype('sp_core::crypto::AccountId32', field(sizedBytes(32), '[u8; 32]'));
export const H256 = newtype('primitive_types::H256', field(sizedBytes(32), '[u8; 32]'));

/** Rust's Ord on AccountId32: lexicographic over the 32 bytes (the order of sorted member sets). */
export function compareAccounts(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** slice::binary_search over a sorted account list: the index if found, else where it would be inserted. */
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
