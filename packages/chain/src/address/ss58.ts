import { blake2b } from '@noble/hashes/blake2.js';
import { base58 } from '@scure/base';

// The SS58 rules exactly as @polkadot/util-crypto implements them (address/checksum.js, address/encode.js),
// with the blake2b of @noble/hashes, the library util-crypto itself falls back to. Importing util-crypto's
// address module would pull its ~170 kB (gzip) WebAssembly blob into every screen that checks an address;
// test/unit/ss58.test.ts proves both implementations agree. Base58 is @scure/base's, the coder util-crypto's
// base58 module wraps: that wrapper imports @polkadot/util's index, whose hex tables every first load then built.

const SS58_PREFIX = new TextEncoder().encode('SS58PRE');

export function ss58Hash(data: Uint8Array): Uint8Array {
  const input = new Uint8Array(SS58_PREFIX.length + data.length);
  input.set(SS58_PREFIX);
  input.set(data, SS58_PREFIX.length);
  return blake2b(input, { dkLen: 64 });
}

export interface Ss58Parts {
  format: number;
  prefixLength: 1 | 2;
  /** The public key or account index bytes. */
  payload: Uint8Array;
  checksumValid: boolean;
}

/** Splits raw SS58 bytes (after base58) into format, payload and checksum verdict. */
export function splitSs58(decoded: Uint8Array): Ss58Parts {
  const first = decoded[0] ?? 0;
  const second = decoded[1] ?? 0;
  const prefixLength = first & 0b0100_0000 ? 2 : 1;
  const format =
    prefixLength === 1 ? first : ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8);
  // A 32- or 33-byte key carries a 2-byte checksum; the short account-index forms carry one byte.
  const isPublicKey = decoded.length === 34 + prefixLength || decoded.length === 35 + prefixLength;
  const checksumStart = decoded.length - (isPublicKey ? 2 : 1);
  const hash = ss58Hash(decoded.subarray(0, checksumStart));
  const checksumMatches = isPublicKey
    ? decoded[decoded.length - 2] === hash[0] && decoded[decoded.length - 1] === hash[1]
    : decoded[decoded.length - 1] === hash[0];
  // Formats 46 and 47 are reserved and the top bit must be clear.
  const checksumValid = (first & 0b1000_0000) === 0 && first !== 46 && first !== 47 && checksumMatches;
  return {
    format,
    prefixLength,
    payload: decoded.slice(prefixLength, Math.max(prefixLength, checksumStart)),
    checksumValid,
  };
}

export function decodeBase58(text: string): Uint8Array {
  return base58.decode(text);
}

export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
// Raw SS58 byte lengths (prefix + payload + checksum) that decode to a 1, 2, 4, 8, 32 or 33 byte payload.
export const ALLOWED_ENCODED_LENGTHS: readonly number[] = [3, 4, 6, 10, 35, 36, 37, 38];
export const ALLOWED_PAYLOAD_LENGTHS: readonly number[] = [1, 2, 4, 8, 32, 33];

/**
 * The payload (public key or account index) of an SS58 address of any format, or undefined when `text` is not
 * one: what `checkAddress(text, { expectedFormat: null })` accepts, without the network registry
 * (@polkadot/networks) that checkAddress needs only to name networks, so first loads can check stored
 * addresses without it.
 */
export function ss58Payload(text: string): Uint8Array | undefined {
  if (text.length === 0) return undefined;
  for (const character of text) if (!BASE58_ALPHABET.includes(character)) return undefined;
  const decoded = decodeBase58(text);
  if (decoded.length <= 1 || !ALLOWED_ENCODED_LENGTHS.includes(decoded.length)) return undefined;
  const parts = splitSs58(decoded);
  return ALLOWED_PAYLOAD_LENGTHS.includes(parts.payload.length) && parts.checksumValid
    ? parts.payload
    : undefined;
}

/** Whether `text` is an SS58 address of any format (`isValidAddress(text, null)`, see `ss58Payload`). */
export function isWellFormedAddress(text: string): boolean {
  return ss58Payload(text) !== undefined;
}

/** Encodes a 1, 2, 4, 8, 32 or 33 byte payload as an SS58 address of the given format (0–16383). */
export function encodeAddress(payload: Uint8Array, format: number): string {
  if (!Number.isInteger(format) || format < 0 || format > 16383 || format === 46 || format === 47) {
    throw new RangeError(`SS58 format ${format} is not allowed`);
  }
  if (![1, 2, 4, 8, 32, 33].includes(payload.length)) {
    throw new RangeError(`An SS58 payload is 1, 2, 4, 8, 32 or 33 bytes, not ${payload.length}`);
  }
  const prefix =
    format < 64
      ? [format]
      : [
          ((format & 0b0000_0000_1111_1100) >> 2) | 0b0100_0000,
          (format >> 8) | ((format & 0b0000_0000_0000_0011) << 6),
        ];
  const body = new Uint8Array(prefix.length + payload.length);
  body.set(prefix);
  body.set(payload, prefix.length);
  const checksum = ss58Hash(body).subarray(0, [32, 33].includes(payload.length) ? 2 : 1);
  const full = new Uint8Array(body.length + checksum.length);
  full.set(body);
  full.set(checksum, body.length);
  return base58.encode(full);
}
