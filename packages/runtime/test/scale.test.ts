import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ScaleDecodeError,
  bool,
  bytes,
  compact,
  enumType,
  field,
  i128,
  i16,
  lazy,
  option,
  result,
  sizedBytes,
  str,
  struct,
  tuple,
  u128,
  u256,
  u16,
  u32,
  u64,
  u8,
  unit,
  variant,
  vec,
} from '../src/scale/index.ts';
import type { ScaleType } from '../src/scale/index.ts';
import { u8aToHex } from '@polkadot/util';
import { bnToU8a, compactToU8a } from '@polkadot/util';

const hex = (b: Uint8Array) => u8aToHex(b);

describe('SCALE primitives', () => {
  it('encodes and decodes u128, u256 and i128 as @polkadot/util does, below, at and above 2^64', () => {
    const values = [
      0n,
      1n,
      2n ** 63n,
      2n ** 64n - 1n,
      2n ** 64n,
      2n ** 64n + 5n,
      2n ** 100n + 7n,
      2n ** 128n - 1n,
    ];
    for (const v of values) {
      expect(hex(u128.encode(v))).toBe(u8aToHex(bnToU8a(v, { bitLength: 128 })));
      expect(u128.decode(u128.encode(v))).toBe(v);
      expect(u256.decode(u256.encode(v * 2n ** 100n))).toBe(v * 2n ** 100n);
      expect(hex(u256.encode(v))).toBe(u8aToHex(bnToU8a(v, { bitLength: 256 })));
    }
    for (const v of [-1n, -(2n ** 64n), -(2n ** 127n), 2n ** 127n - 1n]) {
      expect(i128.decode(i128.encode(v))).toBe(v);
      expect(hex(i128.encode(v))).toBe(u8aToHex(bnToU8a(v, { bitLength: 128, isNegative: true })));
    }
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }), (v) => {
        expect(u128.decode(u128.encode(v))).toBe(v);
      }),
    );
  });

  it('encode integers little-endian', () => {
    expect(hex(u16.encode(0x1234))).toBe('0x3412');
    expect(hex(u32.encode(1))).toBe('0x01000000');
    expect(hex(u64.encode(2n ** 64n - 1n))).toBe('0xffffffffffffffff');
    expect(hex(u128.encode(1n))).toBe('0x01000000000000000000000000000000');
    expect(hex(i16.encode(-2))).toBe('0xfeff');
    expect(i128.decode(i128.encode(-(2n ** 100n)))).toBe(-(2n ** 100n));
  });

  it('matches @polkadot/util compact encoding on every range boundary', () => {
    const c = compact(u128);
    for (const v of [
      0n,
      63n,
      64n,
      16383n,
      16384n,
      2n ** 30n - 1n,
      2n ** 30n,
      2n ** 32n,
      2n ** 64n,
      2n ** 128n - 1n,
    ]) {
      expect(hex(c.encode(v))).toBe(hex(compactToU8a(v)));
      expect(c.decode(c.encode(v))).toBe(v);
    }
  });

  it('round-trips random compact<u128> and compact<u32>', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }), (v) => {
        expect(compact(u128).decode(compact(u128).encode(v))).toBe(v);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (v) => {
        expect(compact(u32).decode(compact(u32).encode(v))).toBe(v);
      }),
    );
  });

  it('rejects out-of-range values on encode', () => {
    expect(() => u8.encode(256)).toThrow();
    expect(() => u32.encode(-1)).toThrow();
    expect(() => u128.encode(2n ** 128n)).toThrow();
    expect(() => compact(u32).encode(2 ** 32)).toThrow();
  });
});

describe('SCALE decoding of malformed input', () => {
  it('rejects trailing bytes for a whole value', () => {
    expect(() => u32.decode(new Uint8Array([1, 0, 0, 0, 0]))).toThrow(/trailing/);
  });

  it('rejects truncated input', () => {
    expect(() => u64.decode(new Uint8Array([1, 2, 3]))).toThrow(ScaleDecodeError);
    expect(() => bytes.decode(new Uint8Array([8, 1]))).toThrow(/exceeds/);
  });

  it('bounds a Vec length by the remaining bytes without allocating', () => {
    // Compact length 2^30 followed by nothing.
    const huge = new Uint8Array([0x03, 0x00, 0x00, 0x00, 0x40]);
    expect(() => vec(u32).decode(huge)).toThrow(/exceeds/);
    expect(() => bytes.decode(huge)).toThrow(/exceeds/);
    expect(() => str.decode(huge)).toThrow(/exceeds/);
  });

  it('rejects non-canonical compacts, bad bools, bad option tags, invalid UTF-8', () => {
    expect(() => compact(u32).decode(new Uint8Array([0x01, 0x00]))).toThrow(/non-canonical/);
    expect(() => compact(u32).decode(new Uint8Array([0x07, 0, 0, 0, 0, 1]))).toThrow();
    expect(() => bool.decode(new Uint8Array([2]))).toThrow(/bool/);
    expect(() => option(u8).decode(new Uint8Array([2, 0]))).toThrow(/Option/);
    expect(() => str.decode(new Uint8Array([4, 0xff]))).toThrow(/UTF-8/);
  });

  it('rejects unknown enum variants', () => {
    const E = enumType('x::E', { A: variant(0), B: variant(5, u8) });
    expect(E.decode(new Uint8Array([5, 7]))).toEqual({ type: 'B', value: 7 });
    expect(() => E.decode(new Uint8Array([1]))).toThrow(/unknown variant index 1/);
  });

  it('never throws anything but ScaleDecodeError on random bytes', () => {
    const T = vec(
      tuple(
        compact(u128),
        option(str),
        bytes,
        enumType('x::E', { A: variant(0), B: variant(1, { x: u16 }) }),
      ),
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (b) => {
        try {
          T.decode(b);
        } catch (e) {
          expect(e).toBeInstanceOf(ScaleDecodeError);
        }
      }),
    );
  });
});

describe('SCALE compound types', () => {
  const Inner = struct('x::Inner', { a: field(u8, 'u8'), b: option(u128) });
  const E = enumType('x::E', {
    Unit: variant(0),
    One: variant(3, u32),
    Tuple: variant(4, [u8, str]),
    Named: variant(9, { inner: Inner, list: vec(bool) }),
  });

  it('round-trips structs, enums, options, results, tuples, arrays', () => {
    const values = [
      { type: 'Unit' },
      { type: 'One', value: 7 },
      { type: 'Tuple', value: [1, 'hé'] },
      { type: 'Named', value: { inner: { a: 3, b: 10n ** 30n }, list: [true, false] } },
    ] as const;
    for (const v of values) expect(E.decode(E.encode(v as never))).toEqual(v);
    expect(hex(E.encode({ type: 'One', value: 1 }))).toBe('0x0301000000');
    const R = result(unit, u8);
    expect(R.decode(R.encode({ ok: false, error: 4 }))).toEqual({ ok: false, error: 4 });
    expect(hex(sizedBytes(4).encode(new Uint8Array([1, 2, 3, 4])))).toBe('0x01020304');
  });

  it('decodes recursive types through lazy references, with a depth limit', () => {
    type Tree = { type: 'Leaf' } | { type: 'Node'; value: Tree };
    const T: ScaleType<Tree> = enumType('x::Tree', {
      Leaf: variant(0),
      Node: variant(
        1,
        lazy(() => T),
      ),
    });
    const v: Tree = { type: 'Node', value: { type: 'Node', value: { type: 'Leaf' } } };
    expect(T.decode(T.encode(v))).toEqual(v);
    const deep = new Uint8Array(10_000).fill(1);
    expect(() => T.decode(deep)).toThrow(/nested too deeply/);
  });

  it('memoises anonymous declarations', () => {
    expect(vec(u8)).toBe(vec(u8));
    expect(option(u32)).toBe(option(u32));
    expect(tuple(u8, u32)).toBe(tuple(u8, u32));
    expect(compact(u128)).toBe(compact(u128));
  });
});
