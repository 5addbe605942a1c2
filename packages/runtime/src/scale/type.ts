// One declaration per SCALE type: the same object encodes, decodes and describes itself for the
// metadata's portable type registry. Registry ids are assigned later by walking declarations (identity
// based), so factories memoise (vec(u8) === vec(u8)) to keep the registry free of duplicates.
import { cloneValue, same } from './clone.ts';
import { Reader, ScaleDecodeError, Writer } from './codec.ts';

export type Primitive =
  | 'bool'
  | 'char'
  | 'str'
  | 'u8'
  | 'u16'
  | 'u32'
  | 'u64'
  | 'u128'
  | 'u256'
  | 'i8'
  | 'i16'
  | 'i32'
  | 'i64'
  | 'i128'
  | 'i256';

export interface FieldInfo {
  name?: string;
  type: AnyType;
  typeName?: string;
  docs: readonly string[];
}

export interface VariantInfo {
  name: string;
  index: number;
  fields: readonly FieldInfo[];
  docs: readonly string[];
}

export type TypeDefInfo =
  | { tag: 'composite'; fields: readonly FieldInfo[] }
  | { tag: 'variant'; variants: readonly VariantInfo[] }
  | { tag: 'sequence'; type: AnyType }
  | { tag: 'array'; len: number; type: AnyType }
  | { tag: 'tuple'; types: readonly AnyType[] }
  | { tag: 'primitive'; prim: Primitive }
  | { tag: 'compact'; type: AnyType }
  | { tag: 'bitSequence'; store: AnyType; order: AnyType };

export interface TypeInfo {
  path: readonly string[];
  params: readonly { name: string; type?: AnyType }[];
  def: TypeDefInfo;
  docs: readonly string[];
}

export interface CodecImpl<T> {
  encodeTo(w: Writer, v: T): void;
  decodeFrom(r: Reader): T;
  /**
   * A deep copy of a decoded value, sharing nothing mutable with it (`same` for immutable values).
   * Without one, values are copied structurally.
   */
  copy?(v: T): T;
  /**
   * For a type whose decoding gives back exactly the value encoded once its encoder has accepted it: the function
   * giving that value (a new object where decoding makes one), so `roundTrip` need not decode. Asked once, on
   * first use (lazy field types are resolvable by then); absent or undefined when the type has none.
   */
  decodedForm?(): DecodedForm<T> | undefined;
}

/**
 * `(v: T) => T` taken from a method signature: method parameters are compared both ways, so a ScaleType stays
 * assignable to the ScaleType of a wider value type (as `encodeTo` lets it), which a plain function type forbids.
 */
export type DecodedForm<T> = { form(v: T): T }['form'];

/** Decoders keep this as a guard against recursion bombs (deeply nested RuntimeCall via Sudo). */
const MAX_DEPTH = 256;
let depth = 0;

const scratch = new Writer(4096);
/** What `roundTrip` returns for a value whose encoding does not decode back. */
export const UNDECODABLE: unique symbol = Symbol('undecodable');
let scratchBusy = false;

export class ScaleType<T> {
  /** Smallest number of bytes any value of this type encodes to; bounds Vec lengths against the input. */
  minSize: number;
  /** Set when this declaration only re-codes another one: the registry then uses that one's entry. */
  metaAlias: AnyType | undefined;
  private resolved: ScaleType<T> | undefined;
  /** `impl.decodedForm()`, asked once; null when there is none. */
  private decodedFn: DecodedForm<T> | null | undefined;

  constructor(
    private readonly infoFn: () => TypeInfo,
    private readonly impl: CodecImpl<T>,
    minSize: number,
    private readonly lazyTarget?: () => ScaleType<T>,
  ) {
    this.minSize = minSize;
  }

  /** For a lazy reference, the declaration it points to; otherwise itself. */
  resolve(): ScaleType<T> {
    if (!this.lazyTarget) return this;
    if (!this.resolved) {
      let t = this.lazyTarget();
      while (t.lazyTarget) t = t.lazyTarget();
      this.resolved = t;
    }
    return this.resolved;
  }

  get info(): TypeInfo {
    return this.resolve().infoFn();
  }

  encodeTo(w: Writer, v: T): void {
    this.impl.encodeTo(w, v);
  }

  /** Whether values are immutable (numbers, bigints, booleans, strings), so copying returns them as they are. */
  get immutable(): boolean {
    return this.impl.copy === same;
  }

  /** A deep copy of a decoded value: what decoding its bytes again would give. */
  copy(v: T): T {
    return this.impl.copy === undefined ? cloneValue(v) : this.impl.copy(v);
  }

  /** What decoding gives for a value this type has just encoded without error, without decoding; see CodecImpl. */
  decodedForm(): DecodedForm<T> | undefined {
    if (this.decodedFn === undefined) this.decodedFn = this.impl.decodedForm?.() ?? null;
    return this.decodedFn ?? undefined;
  }

  decodeFrom(r: Reader): T {
    depth++;
    try {
      if (depth > MAX_DEPTH) r.fail('value nested too deeply');
      return this.impl.decodeFrom(r);
    } finally {
      depth--;
    }
  }

  encode(v: T): Uint8Array {
    // One scratch writer serves every top-level encode; a nested top-level encode (from a custom codec)
    // gets its own.
    if (scratchBusy) {
      const w = new Writer();
      this.impl.encodeTo(w, v);
      return w.finish();
    }
    scratchBusy = true;
    try {
      scratch.pos = 0;
      this.impl.encodeTo(scratch, v);
      return scratch.finish();
    } finally {
      scratchBusy = false;
    }
  }

  /**
   * `v` as decoding its encoding gives it, checked as `encode` checks it (throwing the same error), without
   * keeping the bytes: a storage write keeps this instead of the encoding, which is made once the block needs
   * bytes. UNDECODABLE when the encoding does not decode back (a codec that does not round-trip), for the
   * caller to keep the bytes as before.
   */
  roundTrip(v: T): T | typeof UNDECODABLE {
    if (scratchBusy) {
      const bytes = this.encode(v);
      try {
        return this.decode(bytes);
      } catch {
        return UNDECODABLE;
      }
    }
    scratchBusy = true;
    try {
      scratch.pos = 0;
      this.impl.encodeTo(scratch, v);
      // Every typed storage write comes here: where the type can say what decoding would give, the bytes just
      // written are not decoded again.
      const decoded = this.decodedForm();
      if (decoded) return decoded(v);
      // Decoders copy what they keep (Reader.bytes slices), so nothing decoded aliases the scratch buffer.
      const r = new Reader(scratch.written());
      try {
        const out = this.decodeFrom(r);
        r.end();
        return out;
      } catch {
        return UNDECODABLE;
      }
    } finally {
      scratchBusy = false;
    }
  }

  /** Decodes a whole value: trailing bytes are an error. */
  decode(bytes: Uint8Array): T {
    const r = new Reader(bytes);
    const v = this.decodeFrom(r);
    r.end();
    return v;
  }
}

// `any`: a codec of some value type, for collections of codecs of different types; ValueOf<S> recovers each one's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyType = ScaleType<any>;
export type ValueOf<S> = S extends ScaleType<infer T> ? T : never;

export function isScaleType(x: unknown): x is AnyType {
  return x instanceof ScaleType;
}

export function defineType<T>(
  info: TypeInfo | (() => TypeInfo),
  impl: CodecImpl<T>,
  minSize: number,
): ScaleType<T> {
  const fn = typeof info === 'function' ? info : () => info;
  return new ScaleType(fn, impl, minSize);
}

/** A reference resolved on first use: how recursive types (RuntimeCall inside Sudo's calls) are declared. */
export function lazy<T>(target: () => ScaleType<T>): ScaleType<T> {
  const t: ScaleType<T> = new ScaleType<T>(
    () => {
      throw new Error('lazy type info is read through resolve()');
    },
    {
      encodeTo: (w, v) => t.resolve().encodeTo(w, v),
      decodeFrom: (r) => t.resolve().decodeFrom(r),
      copy: (v) => t.resolve().copy(v),
    },
    // A recursive type's minimum is unknown while it is being declared; every SCALE value of a
    // variant/struct type takes at least one byte in practice, and Vec bounds only need a lower bound.
    0,
    target,
  );
  return t;
}

/** A declaration whose metadata is `base`'s but whose bytes are produced by a hand-written codec. */
export function withCodec<T>(base: AnyType, impl: CodecImpl<T>, minSize: number): ScaleType<T> {
  const t = new ScaleType<T>(() => base.info, impl, minSize);
  t.metaAlias = base;
  return t;
}

export { ScaleDecodeError };
