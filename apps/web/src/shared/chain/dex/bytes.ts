/** "0x…" → bytes; throws on anything that is not whole-byte hex. */
export function hexToBytes(hex: string): Uint8Array {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/u.test(hex)) throw new Error(`not hex bytes: ${hex.slice(0, 20)}`);
  const out = new Uint8Array((hex.length - 2) / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16);
  return out;
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
