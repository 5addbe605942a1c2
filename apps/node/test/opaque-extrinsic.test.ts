// The pool's format check answers Substrate's texts for bytes that are not exactly one length-prefixed extrinsic.
import { describe, expect, it } from 'vitest';
import { checkOpaqueExtrinsic } from '../src/pool/opaque.ts';

describe('checkOpaqueExtrinsic', () => {
  it.each([
    ['one extrinsic', Uint8Array.of(8, 4, 0), undefined],
    ['a two-byte length prefix', Uint8Array.of(0x01, 0x01, ...new Uint8Array(64)), undefined],
    ['a length beyond the bytes', Uint8Array.of(12, 4, 0), 'Not enough data to fill buffer'],
    ['bytes after the extrinsic', Uint8Array.of(4, 4, 0), 'Input buffer has still data left after decoding!'],
    ['a zero length', Uint8Array.of(0), 'Empty extrinsic'],
  ] as [string, Uint8Array, string | undefined][])('%s', (_, bytes, error) => {
    expect(checkOpaqueExtrinsic(bytes)).toBe(error);
  });

  it.each([
    ['no bytes', Uint8Array.of()],
    ['a cut-off length prefix', Uint8Array.of(0x01)],
    ['a non-canonical length prefix', Uint8Array.of(0x05, 0x00, 4)],
  ])('names the decode error for %s', (_, bytes) => {
    expect(checkOpaqueExtrinsic(bytes)).toMatch(/./);
  });
});
