import { blake2AsU8a } from '@polkadot/util-crypto';
import { u8aConcat, u8aToHex } from '@polkadot/util';
import { describe, expect, it } from 'vitest';
import { NATIVE, PHPU_KIND } from '../src/assets.ts';
import {
  encodeAssetKind,
  encodePoolId,
  poolAccountFromEncodedId,
  poolAccountId,
} from '../src/pool-account.ts';

describe('pool account', () => {
  it('encodes NativeOrWithId as SCALE', () => {
    expect(u8aToHex(encodeAssetKind(NATIVE))).toBe('0x00');
    expect(u8aToHex(encodeAssetKind(PHPU_KIND))).toBe('0x0101000000');
    expect(u8aToHex(encodeAssetKind({ type: 'WithId', id: 0x01020304 }))).toBe('0x0104030201');
    expect(() => encodeAssetKind({ type: 'WithId', id: -1 })).toThrow(RangeError);
    expect(() => encodeAssetKind({ type: 'WithId', id: 2 ** 32 })).toThrow(RangeError);
  });

  it('is blake2_256 of the PalletId and the pool id, as util-crypto computes it', () => {
    const expected = blake2AsU8a(
      u8aConcat(new TextEncoder().encode('py/ascon'), Uint8Array.of(0, 1, 1, 0, 0, 0)),
      256,
    );
    expect(u8aToHex(poolAccountId([NATIVE, PHPU_KIND]))).toBe(u8aToHex(expected));
    expect(u8aToHex(poolAccountFromEncodedId(encodePoolId([NATIVE, PHPU_KIND])))).toBe(u8aToHex(expected));
  });

  it('differs per pool and refuses a PalletId of the wrong size', () => {
    const a = poolAccountId([NATIVE, PHPU_KIND]);
    const b = poolAccountId([NATIVE, { type: 'WithId', id: 2 }]);
    expect(u8aToHex(a)).not.toBe(u8aToHex(b));
    expect(() => poolAccountId([NATIVE, PHPU_KIND], new Uint8Array(7))).toThrow(RangeError);
  });
});
