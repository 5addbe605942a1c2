// Byte helpers for the hot path: @polkadot/util's u8aToHex / u8aEq accept any U8aLike and are slow for the
// short keys storage uses millions of times. Concatenation is @polkadot/util's u8aConcatStrict, which is
// already this tight.
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const hasBuffer = typeof Buffer !== 'undefined';

/** 0x-prefixed lowercase hex. */
export function toHex(b: Uint8Array): `0x${string}` {
  if (hasBuffer && b.length > 16) return `0x${Buffer.from(b.buffer, b.byteOffset, b.length).toString('hex')}`;
  let s = '0x';
  for (let i = 0; i < b.length; i++) s += HEX[b[i]!];
  return s as `0x${string}`;
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
