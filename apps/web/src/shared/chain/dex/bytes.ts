import { hexToBytes as fromHexDigits } from '@noble/hashes/utils.js';

/** "0x…" → bytes; throws on anything that is not whole-byte hex (noble's decoder checks the digits). */
export function hexToBytes(hex: string): Uint8Array {
  if (!hex.startsWith('0x')) throw new Error(`not hex bytes: ${hex.slice(0, 20)}`);
  return fromHexDigits(hex.slice(2));
}

/** An Oracle key (the ISO code's three ASCII bytes) as text, or undefined when it is not a currency code. */
export function currencyCodeOf(key: string): string | undefined {
  let bytes: Uint8Array;
  try {
    bytes = hexToBytes(key);
  } catch {
    return undefined;
  }
  const code = String.fromCharCode(...bytes);
  return /^[A-Z]{3}$/u.test(code) ? code : undefined;
}
