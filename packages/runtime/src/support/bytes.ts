// The one bytes module of the runtime and its host (@lumi/runtime/bytes): hex in and out, and equality.
// @polkadot/util's u8aToHex / u8aEq accept any U8aLike and are slow for the short keys storage uses millions of
// times, and its hexToU8a accepts odd-length and unprefixed input the RPC boundary must reject. Concatenation
// is @polkadot/util's u8aConcat / u8aConcatStrict, which need no second copy here.
import { hexToU8a } from '@polkadot/util';
import type { Hex } from '../host.ts';

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const HEX_RE = /^0x(?:[0-9a-fA-F]{2})*$/;
const hasBuffer = typeof Buffer !== 'undefined';

/** 0x-prefixed lowercase hex (lower case keeps string order equal to byte order). */
export function toHex(b: Uint8Array): Hex {
  // Buffer's hex codec is native and several times faster than the table beyond a few bytes.
  if (hasBuffer && b.length > 16) return `0x${Buffer.from(b.buffer, b.byteOffset, b.length).toString('hex')}`;
  let s = '0x';
  for (let i = 0; i < b.length; i++) s += HEX[b[i]!];
  return s as Hex;
}

/** Whether `value` is 0x-prefixed hex of whole bytes (either case). */
export function isHex(value: unknown): value is Hex {
  return typeof value === 'string' && HEX_RE.test(value);
}

/** Decodes 0x-prefixed hex of whole bytes; throws on anything else, so callers validate before decoding. */
export function fromHex(hex: string): Uint8Array {
  if (!isHex(hex)) throw new Error(`not a 0x-prefixed hex string of whole bytes: ${hex.slice(0, 20)}`);
  if (!hasBuffer) return hexToU8a(hex);
  const buf = Buffer.from(hex.slice(2), 'hex');
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
