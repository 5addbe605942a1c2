// @lumi/runtime/block: the host's view of headers and bodies, read with the runtime's own declarations.
import { u8aConcatStrict } from '@polkadot/util';
import { describe, expect, it } from 'vitest';
import { BlockBodyType, DigestItemType, parseHeader } from '../src/block.ts';
import { encodeHeader, toDigestValue } from '../src/executive/header.ts';
import type { DigestItem, Header } from '../src/host.ts';
import { fromHex, isHex, toHex } from '../src/support/bytes.ts';

const bytes32 = (fill: number) => new Uint8Array(32).fill(fill);
const engine = Uint8Array.from([0x61, 0x75, 0x72, 0x61]); // "aura"

const DIGESTS: [string, DigestItem[]][] = [
  ['no digest', []],
  [
    'every kind of digest item',
    [
      { type: 'PreRuntime', engine, data: Uint8Array.of(1, 2, 3) },
      { type: 'Consensus', engine, data: new Uint8Array(70) },
      { type: 'Seal', engine, data: Uint8Array.of(9) },
      { type: 'Other', data: Uint8Array.of() },
      { type: 'RuntimeEnvironmentUpdated' },
    ],
  ],
];

describe('parseHeader', () => {
  it.each(DIGESTS)('reads a header with %s and keeps each digest item as its own bytes', (_, digest) => {
    const header: Header = {
      parentHash: bytes32(1),
      number: 70_000,
      stateRoot: bytes32(2),
      extrinsicsRoot: bytes32(3),
      digest,
    };
    expect(parseHeader(encodeHeader(header))).toEqual({
      parentHash: header.parentHash,
      number: header.number,
      stateRoot: header.stateRoot,
      extrinsicsRoot: header.extrinsicsRoot,
      logs: digest.map((d) => DigestItemType.encode(toDigestValue(d))),
    });
  });

  const valid = encodeHeader({
    parentHash: bytes32(1),
    number: 1,
    stateRoot: bytes32(2),
    extrinsicsRoot: bytes32(3),
    digest: [],
  });
  it.each([
    ['trailing bytes', u8aConcatStrict([valid, Uint8Array.of(0)])],
    ['a cut-off header', valid.subarray(0, 40)],
    [
      'an unknown digest item kind',
      u8aConcatStrict([valid.subarray(0, valid.length - 1), Uint8Array.of(4, 7)]),
    ],
  ])('rejects %s', (_, encoded) => {
    expect(() => parseHeader(encoded)).toThrow();
  });
});

describe('BlockBodyType', () => {
  // Each extrinsic as submitted: its compact length (4 → 0x10, 1 → 0x04), then its bytes.
  const xts = [Uint8Array.of(0x10, 1, 2, 3, 4), Uint8Array.of(0x04, 0)];

  it('encodes extrinsics after a count, each as its own length-prefixed bytes, and back', () => {
    const body = BlockBodyType.encode(xts);
    expect(body).toEqual(Uint8Array.of(8, 0x10, 1, 2, 3, 4, 0x04, 0));
    expect(BlockBodyType.decode(body)).toEqual(xts);
    expect(BlockBodyType.decode(BlockBodyType.encode([]))).toEqual([]);
  });

  it.each([
    ['trailing bytes', Uint8Array.of(4, 0, 9)],
    ['an extrinsic longer than the rest', Uint8Array.of(4, 8, 1)],
    ['more extrinsics than bytes', Uint8Array.of(8, 0)],
  ])('rejects %s', (_, body) => {
    expect(() => BlockBodyType.decode(body)).toThrow();
  });
});

describe('bytes', () => {
  it.each([
    ['0x', true],
    ['0x00ff', true],
    ['0xABcd', true],
    ['0x0', false],
    ['00', false],
    ['0xzz', false],
    [7, false],
  ] as [unknown, boolean][])('isHex(%s) is %s', (value, hex) => {
    expect(isHex(value)).toBe(hex);
  });

  it.each([0, 1, 16, 17, 1000])('round-trips %i bytes through lower-case hex', (n) => {
    const b = Uint8Array.from({ length: n }, (_, i) => (i * 37 + 200) % 256);
    const hex = toHex(b);
    expect(hex).toBe(hex.toLowerCase());
    expect(fromHex(hex)).toEqual(b);
    expect(fromHex(hex.toUpperCase().replace('0X', '0x'))).toEqual(b);
  });

  it('rejects what is not whole-byte 0x hex', () => {
    for (const bad of ['0x0', 'ff', '0xgg']) expect(() => fromHex(bad)).toThrow(/not a 0x-prefixed hex/);
  });
});
