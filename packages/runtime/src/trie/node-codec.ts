// The pieces of sp-trie's node encoding (NodeCodec, layout V1) that trie.ts writes nodes with, and the reading
// of a node's header and layout that its decoder and the node store's walks share.
import { Reader } from '../scale/codec.ts';

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

export type NodeKind = 'leaf' | 'branch' | 'branchValue' | 'hashedLeaf' | 'hashedBranch';

/** A node encoding's header (sp-trie's size_and_prefix_iterator): its kind and its partial key's nibble count. */
export function readNodeHeader(r: Reader): { kind: NodeKind; nibbles: number } {
  const first = r.u8();
  let prefixBits: number;
  let kind: NodeKind;
  if (first >> 6 === 1) [kind, prefixBits] = ['leaf', 2];
  else if (first >> 6 === 2) [kind, prefixBits] = ['branch', 2];
  else if (first >> 6 === 3) [kind, prefixBits] = ['branchValue', 2];
  else if (first >> 5 === 1) [kind, prefixBits] = ['hashedLeaf', 3];
  else if (first >> 4 === 1) [kind, prefixBits] = ['hashedBranch', 4];
  else throw new Error(`not a trie node (header byte ${first})`);
  const max = 255 >> prefixBits;
  let nibbles = first & max;
  if (nibbles === max) {
    nibbles = max - 1;
    for (;;) {
      const b = r.u8();
      if (b === 255) nibbles += 255;
      else {
        nibbles += b + 1;
        break;
      }
    }
  }
  return { kind, nibbles };
}

export const isBranchKind = (kind: NodeKind): boolean =>
  kind === 'branch' || kind === 'branchValue' || kind === 'hashedBranch';

/** Unpacks `count` nibbles packed at `at` in `enc` into `out` from `o` (an odd count's first nibble is alone). */
export function unpackNibbles(enc: Uint8Array, at: number, count: number, out: Uint8Array, o: number): void {
  let bi = at;
  const end = o + count;
  if (count % 2 === 1) out[o++] = enc[bi++]! & 0x0f;
  for (; o < end; bi++) {
    out[o++] = enc[bi]! >> 4;
    out[o++] = enc[bi]! & 0x0f;
  }
}

/** Where a node encoding keeps its partial key and its children stored by hash, found without copying either. */
export interface NodeRefs {
  nibbles: number;
  /** Offset of the packed partial key (see unpackNibbles). */
  partialAt: number;
  /** For each child stored on its own (a 32-byte hash), in nibble order: its index, then its hash's offset. */
  hashed: number[];
}

/**
 * A node's layout from its encoding (the node store's walks need only where its children's hashes are; inline
 * children, under 32 bytes, live in their parent and hold no hashes). Throws on a malformed encoding.
 */
export function nodeRefs(enc: Uint8Array): NodeRefs {
  const r = new Reader(enc);
  const { kind, nibbles } = readNodeHeader(r);
  const partialAt = r.pos;
  r.skip((nibbles + 1) >> 1);
  const bitmap = isBranchKind(kind) ? r.u8() | (r.u8() << 8) : 0;
  if (kind === 'hashedLeaf' || kind === 'hashedBranch') r.skip(32);
  else if (kind !== 'branch') r.skip(r.compactNumber());
  const hashed: number[] = [];
  for (let i = 0; i < 16; i++) {
    if (!(bitmap & (1 << i))) continue;
    const n = r.compactNumber();
    if (n === 32) hashed.push(i, r.pos);
    r.skip(n);
  }
  if (r.remaining !== 0) throw new Error('trailing bytes after a trie node');
  return { nibbles, partialAt, hashed };
}
