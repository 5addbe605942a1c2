// Byte helpers for the hot path: @polkadot/util's u8aConcat / u8aToHex are general but slow for the
// short keys storage uses millions of times.
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const hasBuffer = typeof Buffer !== 'undefined';

/** 0x-prefixed lowercase hex. */
export function toHex(b: Uint8Array): `0x${string}` {
  if (hasBuffer && b.length > 16) return `0x${Buffer.from(b.buffer, b.byteOffset, b.length).toString('hex')}`;
  let s = '0x';
  for (let i = 0; i < b.length; i++) s += HEX[b[i]!];
  return s as `0x${string}`;
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  let len = 0;
  for (const p of parts) len += p.length;
  const out = new Uint8Array(len);
  let off = 0;
  for (const p of parts) {
    out.set(p, off);
    off += p.length;
  }
  return out;
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
