import type { Hex } from '@lumi/runtime/host';

const HEX_RE = /^0x(?:[0-9a-fA-F]{2})*$/;

export function isHex(value: unknown): value is Hex {
  return typeof value === 'string' && HEX_RE.test(value);
}

// Buffer's hex codec is native and several times faster than a JS table on the RPC hot path.
export function toHex(bytes: Uint8Array): Hex {
  return `0x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
}

/** Decodes 0x-prefixed hex; throws on anything else so callers validate before decoding. */
export function fromHex(hex: string): Uint8Array {
  if (!isHex(hex)) throw new Error(`not a 0x-prefixed hex string of whole bytes: ${hex.slice(0, 20)}`);
  const buf = Buffer.from(hex.slice(2), 'hex');
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

/** Lower-case hex keeps string order equal to byte order, which the sorted key index relies on. */
export function normalizeHex(hex: Hex): Hex {
  return hex.toLowerCase() as Hex;
}
