// `bounded_collections::BoundedVec<T, S>`, shared by pallet storage, call arguments and XCM types.
import { ScaleEncodeError } from './codec.ts';
import { readLength, vec } from './composites.ts';
import { field, newtype } from './structs.ts';
import { withCodec } from './type.ts';
import type { AnyType, ScaleType, ValueOf } from './type.ts';

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
