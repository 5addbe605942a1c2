// SCALE Option, Result and BTreeMap.
import { defineType } from './type.ts';
import type { AnyType, ScaleType, TypeInfo, ValueOf } from './type.ts';
import { tuple, vec } from './composites.ts';

// ---------- Option, Result, BTreeMap ----------

const optionMemo = new Map<AnyType, AnyType>();

/** `Option<T>` as T | undefined. */
export function option<S extends AnyType>(inner: S): ScaleType<ValueOf<S> | undefined> {
  const hit = optionMemo.get(inner);
  if (hit) return hit as ScaleType<ValueOf<S> | undefined>;
  const info = (): TypeInfo => ({
    path: ['Option'],
    params: [{ name: 'T', type: inner }],
    def: {
      tag: 'variant',
      variants: [
        { name: 'None', index: 0, fields: [], docs: [] },
        { name: 'Some', index: 1, fields: [{ type: inner, docs: [] }], docs: [] },
      ],
    },
    docs: [],
  });
  const t = defineType<ValueOf<S> | undefined>(
    info,
    {
      encodeTo(w, v) {
        if (v === undefined) w.u8(0);
        else {
          w.u8(1);
          inner.encodeTo(w, v);
        }
      },
      decodeFrom(r) {
        const b = r.u8();
        if (b === 0) return undefined;
        if (b !== 1) {
          r.pos--;
          r.fail(`invalid Option tag ${b}`);
        }
        return inner.decodeFrom(r) as ValueOf<S>;
      },
      copy: (v) => (v === undefined ? undefined : (inner.copy(v) as ValueOf<S>)),
    },
    1,
  );
  optionMemo.set(inner, t);
  return t;
}

export type ResultValue<T, E> = { ok: true; value: T } | { ok: false; error: E };

const resultMemo = new Map<AnyType, Map<AnyType, AnyType>>();

/** `Result<T, E>` as { ok: true, value } | { ok: false, error }. */
export function result<S extends AnyType, E extends AnyType>(
  ok: S,
  err: E,
): ScaleType<ResultValue<ValueOf<S>, ValueOf<E>>> {
  let m = resultMemo.get(ok);
  if (!m) resultMemo.set(ok, (m = new Map<AnyType, AnyType>()));
  const hit = m.get(err);
  if (hit) return hit as ScaleType<ResultValue<ValueOf<S>, ValueOf<E>>>;
  const t = defineType<ResultValue<ValueOf<S>, ValueOf<E>>>(
    () => ({
      path: ['Result'],
      params: [
        { name: 'T', type: ok },
        { name: 'E', type: err },
      ],
      def: {
        tag: 'variant',
        variants: [
          { name: 'Ok', index: 0, fields: [{ type: ok, docs: [] }], docs: [] },
          { name: 'Err', index: 1, fields: [{ type: err, docs: [] }], docs: [] },
        ],
      },
      docs: [],
    }),
    {
      encodeTo(w, v) {
        if (v.ok) {
          w.u8(0);
          ok.encodeTo(w, v.value);
        } else {
          w.u8(1);
          err.encodeTo(w, v.error);
        }
      },
      decodeFrom(r) {
        const b = r.u8();
        if (b === 0) return { ok: true, value: ok.decodeFrom(r) as ValueOf<S> };
        if (b === 1) return { ok: false, error: err.decodeFrom(r) as ValueOf<E> };
        r.pos--;
        return r.fail(`invalid Result tag ${b}`);
      },
      copy: (v) =>
        v.ok
          ? { ok: true, value: ok.copy(v.value) as ValueOf<S> }
          : { ok: false, error: err.copy(v.error) as ValueOf<E> },
    },
    1,
  );
  m.set(err, t);
  return t;
}

/** `BTreeMap<K, V>`: entries in the order given (callers keep them sorted by key, as Rust does). */
export function btreeMap<K extends AnyType, V extends AnyType>(
  key: K,
  value: V,
): ScaleType<[ValueOf<K>, ValueOf<V>][]> {
  const entries = vec(tuple(key, value));
  return defineType<[ValueOf<K>, ValueOf<V>][]>(
    () => ({
      path: ['BTreeMap'],
      params: [
        { name: 'K', type: key },
        { name: 'V', type: value },
      ],
      def: { tag: 'composite', fields: [{ type: entries, docs: [] }] },
      docs: [],
    }),
    entries,
    1,
  );
}
