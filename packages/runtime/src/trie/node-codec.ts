// The pieces of sp-trie's node encoding (NodeCodec, layout V1) that trie.ts writes nodes with.

/** Bytes of sp-trie's size_and_prefix_iterator header for `nibbleCount` (the count packed in spare bits). */
export function headerLength(prefixBits: number, nibbleCount: number): number {
  const max = 255 >> prefixBits;
  if (nibbleCount < max) return 1;
  return 2 + Math.floor((nibbleCount - max) / 255);
}

export function writeHeader(
  out: Uint8Array,
  o: number,
  prefix: number,
  prefixBits: number,
  nibbleCount: number,
): number {
  const max = 255 >> prefixBits;
  const l1 = Math.min(max - 1, nibbleCount);
  if (nibbleCount === l1) {
    out[o++] = prefix | l1;
    return o;
  }
  out[o++] = prefix | max;
  let rem = nibbleCount - l1;
  while (rem > 0) {
    if (rem < 256) {
      out[o++] = rem - 1;
      rem = 0;
    } else {
      out[o++] = 255;
      rem -= 255;
    }
  }
  return o;
}

/** Odd counts put the first nibble alone in the low half of the first byte. */
export function writeNibbles(out: Uint8Array, o: number, n: Uint8Array): number {
  let i = 0;
  if (n.length % 2 === 1) out[o++] = n[i++]!;
  for (; i < n.length; i += 2) out[o++] = (n[i]! << 4) | n[i + 1]!;
  return o;
}

export function writeCompact(out: Uint8Array, o: number, n: number): number {
  if (n < 0x40) out[o++] = n << 2;
  else if (n < 0x4000) {
    out[o++] = ((n << 2) | 1) & 0xff;
    out[o++] = n >> 6;
  } else {
    const v = ((n << 2) | 2) >>> 0;
    out[o++] = v & 0xff;
    out[o++] = (v >>> 8) & 0xff;
    out[o++] = (v >>> 16) & 0xff;
    out[o++] = v >>> 24;
  }
  return o;
}
