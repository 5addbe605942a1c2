// pallet_membership types: the member set is a sorted BoundedVec<AccountId32, MaxMembers>.
import { AccountId32 } from '../../primitives/core.ts';
import { ScaleEncodeError, field, newtype, readLength, vec, withCodec } from '../../scale/index.ts';
import type { AnyType, ScaleType, ValueOf } from '../../scale/index.ts';
import { MAX_MEMBERS } from './constants.ts';

/**
 * `bounded_collections::BoundedVec<T, S>`: bytes and metadata of a Vec<T>, but decoding (and encoding) more
 * than `bound` items fails, as the Rust type's Decode does — so an oversized call argument is undecodable.
 * `bound` is a function when it is known only once the runtime is constructed (VariantCountOf<RuntimeHoldReason>);
 * an empty vec never asks for it, so a storage default can be encoded before that.
 */
export function boundedVec<S extends AnyType>(
  inner: S,
  bound: number | (() => number),
): ScaleType<ValueOf<S>[]> {
  const limit = typeof bound === 'number' ? () => bound : bound;
  const base = newtype('bounded_collections::bounded_vec::BoundedVec', field(vec(inner), 'Vec<T>'), {
    params: [{ name: 'T', type: inner }, { name: 'S' }],
  });
  return withCodec(
    base,
    {
      encodeTo(w, v) {
        if (Array.isArray(v) && v.length > 0 && v.length > limit())
          throw new ScaleEncodeError(`BoundedVec holds at most ${limit()} items, got ${v.length}`);
        base.encodeTo(w, v);
      },
      decodeFrom(r) {
        const len = readLength(r, inner.minSize, 'BoundedVec');
        if (len > 0 && len > limit()) r.fail(`BoundedVec length ${len} exceeds its bound ${limit()}`);
        const out: ValueOf<S>[] = [];
        for (let i = 0; i < len; i++) out.push(inner.decodeFrom(r) as ValueOf<S>);
        return out;
      },
    },
    1,
  );
}

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
