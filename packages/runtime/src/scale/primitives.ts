// Primitive SCALE types. Unsigned integers up to 32 bits are JS numbers; 64 bits and wider are bigint.
import { ScaleEncodeError } from './codec.ts';
import type { Reader, Writer } from './codec.ts';
import { same } from './clone.ts';
import { defineType } from './type.ts';
import type { Primitive, ScaleType, TypeInfo } from './type.ts';

const primInfo = (prim: Primitive): TypeInfo => ({
  path: [],
  params: [],
  def: { tag: 'primitive', prim },
  docs: [],
});

/** An integer number as decoding gives it: `-0`, which encodes as 0, decodes as 0. */
const plusZero = (v: number): number => v + 0;
const sameForm = () => same;
const numberForm = () => plusZero;

function smallUint(
  prim: 'u8' | 'u16' | 'u32',
  max: number,
  write: (w: Writer, v: number) => void,
  read: (r: Reader) => number,
) {
  return defineType<number>(
    primInfo(prim),
    {
      encodeTo(w, v) {
        if (!Number.isInteger(v) || v < 0 || v > max)
          throw new ScaleEncodeError(`${String(v)} is not a ${prim}`);
        write(w, v);
      },
      decodeFrom: read,
      copy: same,
      decodedForm: numberForm,
    },
    max === 0xff ? 1 : max === 0xffff ? 2 : 4,
  );
}

export const u8 = smallUint(
  'u8',
  0xff,
  (w, v) => w.u8(v),
  (r) => r.u8(),
);
export const u16 = smallUint(
  'u16',
  0xffff,
  (w, v) => w.u16(v),
  (r) => r.u16(),
);
export const u32 = smallUint(
  'u32',
  0xffffffff,
  (w, v) => w.u32(v),
  (r) => r.u32(),
);

function bigUint(prim: 'u64' | 'u128' | 'u256', bytes: number): ScaleType<bigint> {
  const limit = 1n << BigInt(bytes * 8);
  return defineType<bigint>(
    primInfo(prim),
    {
      encodeTo(w, v) {
        if (typeof v !== 'bigint' || v < 0n || v >= limit)
          throw new ScaleEncodeError(`${String(v)} is not a ${prim}`);
        if (bytes === 8) w.u64(v);
        else w.bigUint(v, bytes);
      },
      decodeFrom: bytes === 8 ? (r) => r.u64() : (r) => r.bigUint(bytes),
      copy: same,
      decodedForm: sameForm,
    },
    bytes,
  );
}

export const u64 = bigUint('u64', 8);
export const u128 = bigUint('u128', 16);
export const u256 = bigUint('u256', 32);

function smallInt(prim: 'i8' | 'i16' | 'i32', bits: number): ScaleType<number> {
  const half = 2 ** (bits - 1);
  const bytes = bits / 8;
  return defineType<number>(
    primInfo(prim),
    {
      encodeTo(w, v) {
        if (!Number.isInteger(v) || v < -half || v >= half)
          throw new ScaleEncodeError(`${String(v)} is not an ${prim}`);
        const u = v < 0 ? v + 2 * half : v;
        if (bytes === 1) w.u8(u);
        else if (bytes === 2) w.u16(u);
        else w.u32(u);
      },
      decodeFrom(r) {
        const u = bytes === 1 ? r.u8() : bytes === 2 ? r.u16() : r.u32();
        return u >= half ? u - 2 * half : u;
      },
      copy: same,
      decodedForm: numberForm,
    },
    bytes,
  );
}

export const i8 = smallInt('i8', 8);
export const i16 = smallInt('i16', 16);
export const i32 = smallInt('i32', 32);

function bigInt(prim: 'i64' | 'i128', bytes: number): ScaleType<bigint> {
  const bits = BigInt(bytes * 8);
  const half = 1n << (bits - 1n);
  return defineType<bigint>(
    primInfo(prim),
    {
      encodeTo(w, v) {
        if (typeof v !== 'bigint' || v < -half || v >= half)
          throw new ScaleEncodeError(`${String(v)} is not an ${prim}`);
        w.bigUint(BigInt.asUintN(Number(bits), v), bytes);
      },
      decodeFrom: (r) => BigInt.asIntN(Number(bits), r.bigUint(bytes)),
      copy: same,
      decodedForm: sameForm,
    },
    bytes,
  );
}

export const i64 = bigInt('i64', 8);
export const i128 = bigInt('i128', 16);

export const bool = defineType<boolean>(
  primInfo('bool'),
  {
    encodeTo(w, v) {
      if (typeof v !== 'boolean') throw new ScaleEncodeError(`${String(v)} is not a bool`);
      w.u8(v ? 1 : 0);
    },
    decodeFrom(r) {
      const b = r.u8();
      if (b > 1) {
        r.pos--;
        r.fail(`invalid bool byte ${b}`);
      }
      return b === 1;
    },
    copy: same,
    decodedForm: sameForm,
  },
  1,
);

const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf8Enc = new TextEncoder();

export const str = defineType<string>(
  primInfo('str'),
  {
    encodeTo(w, v) {
      if (typeof v !== 'string') throw new ScaleEncodeError(`${String(v)} is not a string`);
      const b = utf8Enc.encode(v);
      w.compact(b.length);
      w.bytes(b);
    },
    decodeFrom(r) {
      const len = r.compactNumber();
      if (len > r.remaining) r.fail(`string length ${len} exceeds the ${r.remaining} remaining byte(s)`);
      const start = r.pos;
      const b = r.data.subarray(start, start + len);
      r.pos += len;
      try {
        return utf8.decode(b);
      } catch {
        r.pos = start;
        return r.fail('string is not valid UTF-8');
      }
    },
    copy: same,
  },
  1,
);

/** `()`: the empty tuple. */
export const unit = defineType<undefined>(
  { path: [], params: [], def: { tag: 'tuple', types: [] }, docs: [] },
  { encodeTo() {}, decodeFrom: () => undefined, copy: same },
  0,
);

/** `Vec<u8>` as a Uint8Array. */
export const bytes = defineType<Uint8Array>(
  () => ({ path: [], params: [], def: { tag: 'sequence', type: u8 }, docs: [] }),
  {
    encodeTo(w, v) {
      if (!(v instanceof Uint8Array)) throw new ScaleEncodeError('expected a Uint8Array for Vec<u8>');
      w.compact(v.length);
      w.bytes(v);
    },
    decodeFrom(r) {
      const len = r.compactNumber();
      if (len > r.remaining) r.fail(`Vec<u8> length ${len} exceeds the ${r.remaining} remaining byte(s)`);
      return r.bytes(len);
    },
    copy: (v) => v.slice(),
    // A plain Uint8Array of the bytes, as decoding gives, also for a Buffer (whose `slice` is a view).
    decodedForm: () => (v) => new Uint8Array(v),
  },
  1,
);
