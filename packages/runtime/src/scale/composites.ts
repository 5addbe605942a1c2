// Compound SCALE declarations: compact, Vec, arrays, tuples, Option, Result, structs, enums, BTreeMap.
import { cloneValue, same } from './clone.ts';
import { ScaleEncodeError } from './codec.ts';
import type { Reader, Writer } from './codec.ts';
import { bytes, u8, unit } from './primitives.ts';
import { defineType, isScaleType } from './type.ts';
import type { AnyType, FieldInfo, ScaleType, TypeInfo, ValueOf, VariantInfo } from './type.ts';

const splitPath = (path: string): string[] => (path === '' ? [] : path.split('::'));

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
      copy: (v) => copyArray(inner, v),
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
      copy: (v) => copyArray(inner, v),
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

// ---------- fields ----------

/** A field with its Rust type name and docs, as metadata shows them. */
export class Field<S extends AnyType = AnyType> {
  constructor(
    readonly type: S,
    readonly typeName?: string,
    readonly docs: readonly string[] = [],
  ) {}
}

export function field<S extends AnyType>(type: S, typeName?: string, docs: readonly string[] = []): Field<S> {
  return new Field(type, typeName, docs);
}

export type FieldInput = AnyType | Field;
type FieldType<F> = F extends Field<infer S> ? S : F extends AnyType ? F : never;
export type FieldValue<F> = ValueOf<FieldType<F>>;
export type NamedFields = { readonly [name: string]: FieldInput };
export type StructValue<F extends NamedFields> = { [K in keyof F]: FieldValue<F[K]> };

const fieldType = (f: FieldInput): AnyType => (f instanceof Field ? f.type : f);
const fieldInfo = (f: FieldInput, name?: string): FieldInfo =>
  f instanceof Field
    ? { name, type: f.type, typeName: f.typeName, docs: f.docs }
    : { name, type: f, typeName: undefined, docs: [] };

export interface NamedOptions {
  params?: readonly { name: string; type?: AnyType }[];
  docs?: readonly string[];
}

function namedFieldsCodec<F extends NamedFields>(fields: F) {
  const entries = Object.entries(fields).map(([k, f]) => [k, fieldType(f)] as const);
  const keys = entries.map(([k]) => k);
  const types = entries.map(([, t]) => t);
  let mutable: (readonly [string, AnyType])[] | undefined;
  return {
    encodeTo(w: Writer, v: StructValue<F>) {
      if (typeof v !== 'object' || v === null) throw new ScaleEncodeError('expected an object for a struct');
      const o = v as Record<string, unknown>;
      for (let i = 0; i < keys.length; i++) {
        try {
          types[i]!.encodeTo(w, o[keys[i]!]);
        } catch (e) {
          if (e instanceof ScaleEncodeError) throw new ScaleEncodeError(`field ${keys[i]}: ${e.message}`);
          throw e;
        }
      }
    },
    decodeFrom(r: Reader): StructValue<F> {
      const o: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) o[keys[i]!] = types[i]!.decodeFrom(r);
      return o as StructValue<F>;
    },
    copy(v: StructValue<F>): StructValue<F> {
      // A shallow copy shares only immutable fields; the others are copied in depth. Which fields those are
      // is settled on first use, when lazy field types can be resolved.
      mutable ??= keys.flatMap((k, i) => (types[i]!.immutable ? [] : [[k, types[i]!] as const]));
      const o: Record<string, unknown> = { ...v };
      for (const [k, t] of mutable) o[k] = t.copy(o[k]);
      return o as StructValue<F>;
    },
    minSize: () => entries.reduce((s, [, t]) => s + t.minSize, 0),
    info: () => Object.entries(fields).map(([k, f]) => fieldInfo(f, k)),
  };
}

/** A Rust struct with named fields. */
export function struct<F extends NamedFields>(
  path: string,
  fields: F,
  opts: NamedOptions = {},
): ScaleType<StructValue<F>> {
  const c = namedFieldsCodec(fields);
  const t = defineType<StructValue<F>>(
    () => ({
      path: splitPath(path),
      params: opts.params ?? [],
      def: { tag: 'composite', fields: c.info() },
      docs: opts.docs ?? [],
    }),
    c,
    0,
  );
  t.minSize = c.minSize();
  return t;
}

/** A tuple struct with one unnamed field (`struct AccountId32([u8; 32])`); the value is the inner value. */
export function newtype<S extends AnyType>(
  path: string,
  inner: S | Field<S>,
  opts: NamedOptions = {},
): ScaleType<ValueOf<S>> {
  const ty = fieldType(inner) as S;
  const t = defineType<ValueOf<S>>(
    () => ({
      path: splitPath(path),
      params: opts.params ?? [],
      def: { tag: 'composite', fields: [fieldInfo(inner)] },
      docs: opts.docs ?? [],
    }),
    {
      encodeTo: (w, v) => ty.encodeTo(w, v),
      decodeFrom: (r) => ty.decodeFrom(r) as ValueOf<S>,
      copy: ty.immutable ? same : (v) => ty.copy(v) as ValueOf<S>,
    },
    ty.minSize,
  );
  return t;
}

const cowMemo = new Map<AnyType, AnyType>();

/** `Cow<'static, T>`: encodes as T; metadata shows the `Cow` wrapper as Rust's scale-info does. */
export function cow<S extends AnyType>(inner: S): ScaleType<ValueOf<S>> {
  const hit = cowMemo.get(inner);
  if (hit) return hit as ScaleType<ValueOf<S>>;
  const t = newtype('Cow', inner, { params: [{ name: 'T', type: inner }] });
  cowMemo.set(inner, t);
  return t;
}

// ---------- enums ----------

export type VariantFields = undefined | FieldInput | readonly FieldInput[] | NamedFields;

export interface VariantDecl<F extends VariantFields = VariantFields> {
  readonly index: number;
  readonly fields: F;
  readonly docs: readonly string[];
}

/** A variant at an explicit index: no fields, one unnamed field, a tuple of unnamed fields, or named fields. */
export function variant(index: number): VariantDecl<undefined>;
export function variant<const F extends VariantFields>(
  index: number,
  fields: F,
  docs?: readonly string[],
): VariantDecl<F>;
export function variant(index: number, fields?: VariantFields, docs: readonly string[] = []): VariantDecl {
  return { index, fields, docs };
}

type VariantValue<F> = F extends undefined
  ? undefined
  : F extends FieldInput
    ? FieldValue<F>
    : F extends readonly FieldInput[]
      ? { -readonly [K in keyof F]: FieldValue<F[K]> }
      : F extends NamedFields
        ? StructValue<F>
        : never;

export type EnumValue<V extends Record<string, VariantDecl>> = {
  [K in keyof V & string]: V[K]['fields'] extends undefined
    ? { type: K; value?: undefined }
    : { type: K; value: VariantValue<V[K]['fields']> };
}[keyof V & string];

interface VariantCodec {
  name: string;
  index: number;
  encodeTo(w: Writer, v: unknown): void;
  decodeFrom(r: Reader): unknown;
  copy(v: unknown): unknown;
  minSize: number;
  info(): VariantInfo;
}

function variantCodec(name: string, d: VariantDecl): VariantCodec {
  const f = d.fields;
  const base = { name, index: d.index };
  if (f === undefined) {
    return {
      ...base,
      encodeTo() {},
      decodeFrom: () => undefined,
      copy: same,
      minSize: 0,
      info: () => ({ name, index: d.index, fields: [], docs: d.docs }),
    };
  }
  if (f instanceof Field || isScaleType(f)) {
    const t = fieldType(f);
    return {
      ...base,
      encodeTo: (w, v) => t.encodeTo(w, v),
      decodeFrom: (r) => t.decodeFrom(r),
      copy: (v) => t.copy(v),
      get minSize() {
        return t.minSize;
      },
      info: () => ({ name, index: d.index, fields: [fieldInfo(f)], docs: d.docs }),
    };
  }
  if (Array.isArray(f)) {
    const list = f as readonly FieldInput[];
    const types = list.map(fieldType);
    return {
      ...base,
      encodeTo(w, v) {
        if (!Array.isArray(v) || v.length !== types.length)
          throw new ScaleEncodeError(`variant ${name} expects a ${types.length}-tuple`);
        for (let i = 0; i < types.length; i++) types[i]!.encodeTo(w, v[i]);
      },
      decodeFrom: (r) => types.map((t) => t.decodeFrom(r)),
      copy: (v) => (v as unknown[]).map((x, i) => types[i]!.copy(x)),
      get minSize() {
        return types.reduce((s, t) => s + t.minSize, 0);
      },
      info: () => ({ name, index: d.index, fields: list.map((x) => fieldInfo(x)), docs: d.docs }),
    };
  }
  const c = namedFieldsCodec(f as NamedFields);
  return {
    ...base,
    encodeTo: (w, v) => c.encodeTo(w, v as never),
    decodeFrom: (r) => c.decodeFrom(r),
    copy: (v) => c.copy(v as never),
    get minSize() {
      return c.minSize();
    },
    info: () => ({ name, index: d.index, fields: c.info(), docs: d.docs }),
  };
}

export interface EnumType<V extends Record<string, VariantDecl>> extends ScaleType<EnumValue<V>> {
  readonly variants: V;
  /** Variant index by name (e.g. for a pallet error's ModuleError.error[0]). */
  indexOf(name: keyof V & string): number;
}

/** A Rust enum with explicit variant indices; values are `{ type: 'Name', value }`. */
export function enumType<V extends Record<string, VariantDecl>>(
  path: string,
  variants: V,
  opts: NamedOptions = {},
): EnumType<V> {
  const list = Object.entries(variants).map(([name, d]) => variantCodec(name, d));
  const byName = new Map(list.map((c) => [c.name, c]));
  const byIndex: (VariantCodec | undefined)[] = new Array(256).fill(undefined);
  for (const c of list) {
    if (!Number.isInteger(c.index) || c.index < 0 || c.index > 255)
      throw new Error(`${path}: bad variant index ${c.index}`);
    if (byIndex[c.index]) throw new Error(`${path}: duplicate variant index ${c.index}`);
    byIndex[c.index] = c;
  }
  const t = defineType<EnumValue<V>>(
    () => ({
      path: splitPath(path),
      params: opts.params ?? [],
      def: { tag: 'variant', variants: list.map((c) => c.info()) },
      docs: opts.docs ?? [],
    }),
    {
      encodeTo(w, v) {
        const c = typeof v === 'object' && v !== null ? byName.get((v as { type: string }).type) : undefined;
        if (!c)
          throw new ScaleEncodeError(
            `${path}: unknown variant ${JSON.stringify((v as { type?: unknown })?.type)}`,
          );
        w.u8(c.index);
        c.encodeTo(w, (v as { value?: unknown }).value);
      },
      decodeFrom(r) {
        const i = r.u8();
        const c = byIndex[i];
        if (!c) {
          r.pos--;
          return r.fail(`${path || 'enum'}: unknown variant index ${i}`);
        }
        const value = c.decodeFrom(r);
        return (value === undefined ? { type: c.name } : { type: c.name, value }) as EnumValue<V>;
      },
      copy(v) {
        const c = byName.get(v.type);
        if (!c) return cloneValue(v);
        const value = v.value === undefined ? undefined : c.copy(v.value);
        return (value === undefined ? { type: c.name } : { type: c.name, value }) as EnumValue<V>;
      },
    },
    1,
  ) as EnumType<V>;
  Object.assign(t, {
    variants,
    indexOf(name: string) {
      const c = byName.get(name);
      if (!c) throw new Error(`${path}: no variant ${name}`);
      return c.index;
    },
  });
  return t;
}

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
  if (!m) resultMemo.set(ok, (m = new Map()));
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
    entries as unknown as ScaleType<[ValueOf<K>, ValueOf<V>][]>,
    1,
  );
}

export { bytes };
