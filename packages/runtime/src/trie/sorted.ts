// A whole state's trie built in one pass over its keys in order, handing each node to a sink as soon as it is
// encoded and keeping none: memory is one path of branches, whatever the size of the state. What a genesis of a
// million accounts needs, where inserting key by key into the persistent trie (trie.ts) would hold every node
// and copy a path of branches per key. Gives the same root and the same stored nodes as `updateTrie` then
// `newNodes` on an empty trie.
import type { TrieNodeSink } from '../host.ts';
import { blake2_256 } from '../support/hashing.ts';
import { EMPTY_ROOT, encodeNode, type TrieNode } from './trie.ts';

/** The nibble at `depth` of a 0x-hex key (lower-case digits). */
const nibbleAt = (hex: string, depth: number): number => {
  const c = hex.charCodeAt(2 + depth);
  return c <= 57 ? c - 48 : c - 87;
};

function nibbles(hex: string, from: number, to: number): Uint8Array {
  const out = new Uint8Array(to - from);
  for (let i = from; i < to; i++) out[i - from] = nibbleAt(hex, i);
  return out;
}

const NO_NIBBLES = new Uint8Array();

/**
 * The trie root of `keys` (0x-hex in lower case, strictly ascending, so a key comes before every key it
 * prefixes) with `valueOf(key)`; every node a node store keeps (encoding of 32 bytes or more, and the root) goes
 * to `sink`, children before their parent.
 */
export function sortedTrieRoot(
  keys: readonly string[],
  valueOf: (key: string) => Uint8Array,
  sink: TrieNodeSink,
): Uint8Array {
  if (keys.length === 0) return EMPTY_ROOT;
  for (let i = 1; i < keys.length; i++) {
    if (!(keys[i - 1]! < keys[i]!)) throw new Error('sortedTrieRoot: keys are not strictly ascending');
  }

  /** The node holding keys[lo, hi), which share their first `depth` nibbles; its children are references. */
  const build = (lo: number, hi: number, depth: number): TrieNode => {
    const first = keys[lo]!;
    if (hi - lo === 1) {
      return { partial: nibbles(first, depth, first.length - 2), value: valueOf(first), children: undefined };
    }
    const last = keys[hi - 1]!;
    // Sorted, so what the first and the last key share, every key between them shares.
    let at = depth;
    const end = Math.min(first.length, last.length) - 2;
    while (at < end && first.charCodeAt(2 + at) === last.charCodeAt(2 + at)) at++;
    let value: Uint8Array | undefined;
    // A key ending at the fork sorts first and is the branch's own value.
    if (first.length - 2 === at) value = valueOf(keys[lo++]!);
    const children = new Array<TrieNode | undefined>(16).fill(undefined);
    for (let i = lo; i < hi;) {
      const nibble = nibbleAt(keys[i]!, at);
      let j = i + 1;
      while (j < hi && nibbleAt(keys[j]!, at) === nibble) j++;
      children[nibble] = {
        partial: NO_NIBBLES,
        value: undefined,
        children: undefined,
        ref: refOf(build(i, j, at + 1)),
      };
      i = j;
    }
    return { partial: nibbles(first, depth, at), value, children };
  };

  /** How a parent refers to `node` (its hash, once stored, or its short encoding inline). */
  const refOf = (node: TrieNode): Uint8Array => {
    const enc = encodeNode(node);
    if (enc.length < 32) return enc;
    const hash = blake2_256(enc);
    sink(hash, enc);
    return hash;
  };

  const enc = encodeNode(build(0, keys.length, 0));
  const root = blake2_256(enc);
  sink(root, enc);
  return root;
}
