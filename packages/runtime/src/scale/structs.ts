// SCALE structs, newtypes, Cow and enums, with the named fields and variants metadata describes.
import { cloneValue, same } from './clone.ts';
import { ScaleEncodeError } from './codec.ts';
import type { Reader, Writer } from './codec.ts';
import { defineType, isScaleType } from './type.ts';
import type { AnyType, DecodedForm, FieldInfo, ScaleType, ValueOf, VariantInfo } from './type.ts';
import { splitPath } from './composites.ts';

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
    decodedForm(): DecodedForm<StructValue<F>> | undefined {
      const forms = types.map((t) => t.decodedForm());
      if (!forms.every((f) => f !== undefined)) return undefined;
      // The declared fields in order, as decoding builds the object: fields the type does not have are dropped.
      return (v) => {
        const o: Record<string, unknown> = {};
        const from = v as Record<string, unknown>;
        for (let i = 0; i < keys.length; i++) o[keys[i]!] = forms[i]!(from[keys[i]!]);
        return o as StructValue<F>;
      };
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
      decodedForm: () => ty.decodedForm() as DecodedForm<ValueOf<S>> | undefined,
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
      decodeFrom: (r): unknown => t.decodeFrom(r),
      copy: (v): unknown => t.copy(v),
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
      decodeFrom: (r): unknown[] => types.map((t): unknown => t.decodeFrom(r)),
      copy: (v): unknown[] => (v as unknown[]).map((x, i): unknown => types[i]!.copy(x)),
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
  const byIndex = new Array<VariantCodec | undefined>(256).fill(undefined);
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
