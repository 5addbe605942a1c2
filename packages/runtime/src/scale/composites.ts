// Compound SCALE declarations: compact, Vec, arrays and tuples (structs and enums: structs.ts; Option,
// Result and BTreeMap: option.ts).
import { same } from './clone.ts';
import { ScaleEncodeError } from './codec.ts';
import type { Reader } from './codec.ts';
import { bytes, u8, unit } from './primitives.ts';
import { defineType } from './type.ts';
import type { AnyType, ScaleType, ValueOf } from './type.ts';

export const splitPath = (path: string): string[] => (path === '' ? [] : path.split('::'));

// ---------- compact ----------

const compactBits = new Map<AnyType, number>();
const compactMemo = new Map<AnyType, AnyType>();

/** `Compact<T>` for an unsigned integer T (or `()`); the value keeps T's JS type. */
export function compact<T extends number | bigint | undefined>(inner: ScaleType<T>): ScaleType<T> {
  const hit = compactMemo.get(inner);
  if (hit) return hit as ScaleType<T>;
  const info = inner.info;
  let t: ScaleType<T>;
  if (inner === (unit as AnyType)) {
    t = defineType<T>({ path: [], params: [], def: { tag: 'compact', type: inner }, docs: [] }, inner, 0);
  } else {
    if (info.def.tag !== 'primitive' || !/^u(8|16|32|64|128)$/.test(info.def.prim)) {
      throw new Error('compact() takes an unsigned integer type');
    }
    const bits = Number(info.def.prim.slice(1));
    compactBits.set(inner, bits);
    const big = bits > 32;
    const max = (1n << BigInt(bits)) - 1n;
    t = defineType<T>(
      { path: [], params: [], def: { tag: 'compact', type: inner }, docs: [] },
      {
        encodeTo(w, v) {
          if (
            big
              ? typeof v !== 'bigint' || v < 0n || v > max
              : !Number.isInteger(v) || (v as number) < 0 || BigInt(v as number) > max
          ) {
            throw new ScaleEncodeError(`${String(v)} is not a Compact<u${bits}>`);
          }
          w.compact(v as number | bigint);
        },
        decodeFrom: big ? (r) => r.compactBig(bits) as T : (r) => r.compactNumber(bits) as T,
        copy: same,
        // -0 encodes as 0 and decodes as 0.
        decodedForm: () => (big ? same : (v: T) => ((v as number) + 0) as T),
      },
      1,
    );
  }
  compactMemo.set(inner, t);
  return t;
}

// ---------- sequences, arrays, tuples ----------

/** Largest element count accepted for a Vec of zero-sized elements (whose length the input cannot bound). */
const MAX_ZERO_SIZED_LEN = 1 << 16;

export function readLength(r: Reader, minItemSize: number, what: string): number {
  const len = r.compactNumber();
  const bound = minItemSize === 0 ? MAX_ZERO_SIZED_LEN : Math.floor(r.remaining / minItemSize);
  if (len > bound) r.fail(`${what} length ${len} exceeds what the ${r.remaining} remaining byte(s) can hold`);
  return len;
}

/** A copy of an array of `inner` values. */
function copyArray<T>(inner: ScaleType<T>, v: readonly T[]): T[] {
  if (inner.immutable) return v.slice();
  const out = new Array<T>(v.length);
  for (let i = 0; i < v.length; i++) out[i] = inner.copy(v[i]!);
  return out;
}

const vecMemo = new Map<AnyType, AnyType>();

/** `Vec<T>` as a T[] (use `bytes` for Vec<u8>). */
export function vec<S extends AnyType>(inner: S): ScaleType<ValueOf<S>[]> {
  const hit = vecMemo.get(inner);
  if (hit) return hit as ScaleType<ValueOf<S>[]>;
  const t = defineType<ValueOf<S>[]>(
    () => ({ path: [], params: [], def: { tag: 'sequence', type: inner }, docs: [] }),
    {
      encodeTo(w, v) {
        if (!Array.isArray(v)) throw new ScaleEncodeError('expected an array for Vec');
        w.compact(v.length);
        for (const x of v) inner.encodeTo(w, x);
      },
      decodeFrom(r) {
        const len = readLength(r, inner.minSize, 'Vec');
        const out: ValueOf<S>[] = [];
        for (let i = 0; i < len; i++) out.push(inner.decodeFrom(r) as ValueOf<S>);
        return out;
      },
      copy: (v) => copyArray<ValueOf<S>>(inner, v),
    },
    1,
  );
  vecMemo.set(inner, t);
  return t;
}

const sizedBytesMemo = new Map<number, ScaleType<Uint8Array>>();

/** `[u8; N]` as a Uint8Array of length N. */
export function sizedBytes(len: number): ScaleType<Uint8Array> {
  const hit = sizedBytesMemo.get(len);
  if (hit) return hit;
  const t = defineType<Uint8Array>(
    { path: [], params: [], def: { tag: 'array', len, type: u8 }, docs: [] },
    {
      encodeTo(w, v) {
        if (!(v instanceof Uint8Array) || v.length !== len)
          throw new ScaleEncodeError(`expected ${len} bytes`);
        w.bytes(v);
      },
      decodeFrom: (r) => r.bytes(len),
      copy: (v) => v.slice(),
      decodedForm: () => (v) => new Uint8Array(v),
    },
    len,
  );
  sizedBytesMemo.set(len, t);
  return t;
}

const arrayMemo = new Map<string, AnyType>();
let arrayKeySeq = 0;
const arrayIds = new WeakMap<AnyType, number>();

/** `[T; N]` as a T[] of length N (use `sizedBytes` for [u8; N]). */
export function array<S extends AnyType>(len: number, inner: S): ScaleType<ValueOf<S>[]> {
  let id = arrayIds.get(inner);
  if (id === undefined) arrayIds.set(inner, (id = arrayKeySeq++));
  const key = `${id}:${len}`;
  const hit = arrayMemo.get(key);
  if (hit) return hit as ScaleType<ValueOf<S>[]>;
  const t = defineType<ValueOf<S>[]>(
    () => ({ path: [], params: [], def: { tag: 'array', len, type: inner }, docs: [] }),
    {
      encodeTo(w, v) {
        if (!Array.isArray(v) || v.length !== len) throw new ScaleEncodeError(`expected an array of ${len}`);
        for (const x of v) inner.encodeTo(w, x);
      },
      decodeFrom(r) {
        const out: ValueOf<S>[] = [];
        for (let i = 0; i < len; i++) out.push(inner.decodeFrom(r) as ValueOf<S>);
        return out;
      },
      copy: (v) => copyArray<ValueOf<S>>(inner, v),
    },
    len * inner.minSize,
  );
  arrayMemo.set(key, t);
  return t;
}

type TupleValue<T extends readonly AnyType[]> = { -readonly [K in keyof T]: ValueOf<T[K]> };

const tupleMemo = new Map<string, AnyType>();
const tupleIds = new WeakMap<AnyType, number>();
let tupleSeq = 0;

/** `(A, B, ...)` as a JS tuple. */
export function tuple<T extends readonly AnyType[]>(...items: T): ScaleType<TupleValue<T>> {
  if (items.length === 0) return unit as unknown as ScaleType<TupleValue<T>>;
  const key = items
    .map((x) => {
      let id = tupleIds.get(x);
      if (id === undefined) tupleIds.set(x, (id = tupleSeq++));
      return id;
    })
    .join(',');
  const hit = tupleMemo.get(key);
  if (hit) return hit as ScaleType<TupleValue<T>>;
  const t = defineType<TupleValue<T>>(
    () => ({ path: [], params: [], def: { tag: 'tuple', types: items }, docs: [] }),
    {
      encodeTo(w, v) {
        if (!Array.isArray(v) || v.length !== items.length)
          throw new ScaleEncodeError(`expected a ${items.length}-tuple`);
        for (let i = 0; i < items.length; i++) items[i]!.encodeTo(w, v[i]);
      },
      decodeFrom(r) {
        const out: unknown[] = [];
        for (const it of items) out.push(it.decodeFrom(r));
        return out as TupleValue<T>;
      },
      copy(v) {
        const out: unknown[] = [];
        for (let i = 0; i < items.length; i++) out.push(items[i]!.copy(v[i]));
        return out as TupleValue<T>;
      },
    },
    items.reduce((s, x) => s + x.minSize, 0),
  );
  tupleMemo.set(key, t);
  return t;
}

export { bytes };
