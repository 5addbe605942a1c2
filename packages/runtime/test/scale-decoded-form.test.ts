// ScaleType.decodedForm lets a typed storage write skip decoding its own encoding (roundTrip): for every value its
// encoder accepts, it must give exactly what decoding that encoding gives, as a new object sharing nothing with
// the value written.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bool,
  bytes,
  compact,
  i128,
  i16,
  i32,
  i64,
  i8,
  lazy,
  newtype,
  option,
  sizedBytes,
  str,
  struct,
  u128,
  u16,
  u256,
  u32,
  u64,
  u8,
  UNDECODABLE,
} from '../src/scale/index.ts';
import type { ScaleType } from '../src/scale/index.ts';
import { AccountInfo } from '../src/pallets/system/types.ts';
import { PerDispatchClassWeight } from '../src/pallets/system/types.ts';

/** What a storage write kept before decodedForm: the value decoded from its encoding. */
const viaBytes = <T>(t: ScaleType<T>, v: T): T => t.decode(t.encode(v));

function expectSameAsDecoding<T>(t: ScaleType<T>, v: T): void {
  const form = t.decodedForm();
  expect(form).toBeDefined();
  const expected = viaBytes(t, v);
  const got = form!(v);
  expect(got).toStrictEqual(expected);
  // roundTrip takes the same path and answers the same.
  expect(t.roundTrip(v)).toStrictEqual(expected);
}

describe('decodedForm', () => {
  it('gives what decoding gives for integers, bools and -0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xff }),
        fc.integer({ min: 0, max: 0xffff }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: -128, max: 127 }),
        fc.integer({ min: -32768, max: 32767 }),
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
        (a, b, c, d, e, f) => {
          expectSameAsDecoding(u8, a);
          expectSameAsDecoding(u16, b);
          expectSameAsDecoding(u32, c);
          expectSameAsDecoding(i8, d);
          expectSameAsDecoding(i16, e);
          expectSameAsDecoding(i32, f);
          expectSameAsDecoding(compact(u32), c);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }),
        fc.bigInt({ min: -(1n << 127n), max: (1n << 127n) - 1n }),
        (x, y) => {
          expectSameAsDecoding(u256, x);
          expectSameAsDecoding(u128, x & ((1n << 128n) - 1n));
          expectSameAsDecoding(u64, x & ((1n << 64n) - 1n));
          expectSameAsDecoding(compact(u128), x & ((1n << 128n) - 1n));
          expectSameAsDecoding(i128, y);
          expectSameAsDecoding(i64, BigInt.asIntN(64, y));
        },
      ),
    );
    expectSameAsDecoding(bool, true);
    expectSameAsDecoding(bool, false);
    // -0 encodes as 0: the kept value must be 0, as decoding gives, not -0.
    for (const t of [u8, u16, u32, i8, i32, compact(u32)]) {
      expect(Object.is(t.decodedForm()!(-0), 0)).toBe(true);
      expect(Object.is(t.roundTrip(-0), 0)).toBe(true);
    }
  });

  it('copies bytes into a plain Uint8Array, also from a Buffer', () => {
    const key = sizedBytes(32);
    const buf = Buffer.alloc(32, 7);
    for (const t of [key, bytes] as ScaleType<Uint8Array>[]) {
      const got = t.decodedForm()!(buf);
      expect(got).toStrictEqual(viaBytes(t, buf));
      expect(Object.getPrototypeOf(got)).toBe(Uint8Array.prototype);
      buf[0] = 9;
      // Shares nothing with what was written.
      expect(got[0]).toBe(7);
      buf[0] = 7;
    }
    const id = newtype('test::AccountId32', key);
    expectSameAsDecoding(id, new Uint8Array(32).fill(3));
  });

  it('builds structs of the declared fields only, sharing nothing with the value written', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }),
        fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
        (n, balance, w) => {
          const info = {
            nonce: n,
            consumers: 0,
            providers: 1,
            sufficients: 0,
            data: { free: balance, reserved: 0n, frozen: balance / 2n, flags: 1n << 127n },
          };
          expectSameAsDecoding(AccountInfo, info);
          const weight = { ref_time: w, proof_size: w / 3n };
          expectSameAsDecoding(PerDispatchClassWeight, {
            normal: weight,
            operational: weight,
            mandatory: { ref_time: 0n, proof_size: 0n },
          });
        },
      ),
    );
    const written = {
      nonce: 1,
      consumers: 0,
      providers: 1,
      sufficients: 0,
      data: { free: 5n, reserved: 0n, frozen: 0n, flags: 0n, extra: 'dropped' },
      extra: 'dropped',
    };
    const kept = AccountInfo.decodedForm()!(written);
    expect(kept).toStrictEqual(viaBytes(AccountInfo, written as never));
    expect('extra' in kept).toBe(false);
    expect('extra' in kept.data).toBe(false);
    expect(kept.data).not.toBe(written.data);
    expect(Object.keys(kept)).toStrictEqual(Object.keys(viaBytes(AccountInfo, written as never)));
  });

  it('is absent where decoding may change the value, and roundTrip then decodes', () => {
    // A string can hold lone surrogates that UTF-8 cannot carry; an Option, an enum and a lazy type have none yet.
    expect(str.decodedForm()).toBeUndefined();
    expect(option(u32).decodedForm()).toBeUndefined();
    expect(lazy(() => u32).decodedForm()).toBeUndefined();
    const withOption = struct('test::WithOption', { a: u32, b: option(u32) });
    expect(withOption.decodedForm()).toBeUndefined();
    expect(withOption.roundTrip({ a: -0, b: 5 })).toStrictEqual({ a: 0, b: 5 });
    expect(str.roundTrip('a\uD800b')).toBe('a\uFFFDb');
    expect(str.roundTrip('a\uD800b')).not.toBe(UNDECODABLE);
  });

  it('leaves refusals to the encoder', () => {
    expect(() => u32.roundTrip(1.5)).toThrow(/is not a u32/);
    expect(() => u128.roundTrip(-1n)).toThrow(/is not a u128/);
    expect(() => AccountInfo.roundTrip({ nonce: 0 } as never)).toThrow();
  });
});
