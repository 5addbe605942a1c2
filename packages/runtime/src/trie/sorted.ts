// A whole state's trie built in one pass over its entries in key order, handing each node to a sink as soon as
// it is encoded and keeping none: memory is one path of open branches, whatever the size of the state, and the
// entries can come from a stream (a genesis staged on disk) rather than an array. What a genesis of a million
// accounts needs, where inserting key by key into the persistent trie (trie.ts) would hold every node and copy
// a path of branches per key. Gives the same root and the same stored nodes as `updateTrie` then `newNodes` on
// an empty trie.
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

/** Nibbles two 0x-hex keys share. */
function commonNibbles(a: string, b: string): number {
  const end = Math.min(a.length, b.length);
  let i = 2;
  while (i < end && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i - 2;
}

const NO_NIBBLES = new Uint8Array();

/**
 * A node whose contents are complete but whose parent is not known yet, so neither is where its partial key
 * starts: a leaf (`fork` undefined) or a branch forking at nibble `fork`. `key` is any key under it.
 */
interface Pending {
  key: string;
  value: Uint8Array | undefined;
  fork: number | undefined;
  children: (TrieNode | undefined)[] | undefined;
}

/**
 * The trie root of `entries` (0x-hex keys in lower case, strictly ascending, so a key comes before every key it
 * prefixes); every node a node store keeps (encoding of 32 bytes or more, and the root) goes to `sink`, children
 * before their parent.
 *
 * Where two neighbouring keys part decides the branches: the stack holds the open branches of the path to the
 * last key, their forks deepening upwards. The next key's fork with the last one closes every open branch
 * deeper than it and opens one there if none forks at that depth.
 */
export function sortedTrieRoot(
  entries: Iterable<readonly [string, Uint8Array]>,
  sink: TrieNodeSink,
): Uint8Array {
  const open: Pending[] = [];

  /** How a parent refers to `node`, whose partial key starts at nibble `start` (its hash once stored, or its encoding). */
  const refOf = (node: Pending, start: number): TrieNode => {
    const enc = encodeNode(toNode(node, start));
    let ref = enc;
    if (enc.length >= 32) {
      ref = blake2_256(enc);
      sink(ref, enc, nibbles(node.key, 0, start));
    }
    return { partial: NO_NIBBLES, value: undefined, children: undefined, ref };
  };

  /** Puts `node` under the open branch `parent`, at the nibble it takes there. */
  const attach = (parent: Pending, node: Pending) => {
    const fork = parent.fork!;
    parent.children![nibbleAt(node.key, fork)] = refOf(node, fork + 1);
  };

  /** Places the last key's subtree `node`, given where the next key parts from it (`fork`; -1 at the end). */
  const place = (node: Pending, fork: number): Pending | undefined => {
    for (;;) {
      const top = open[open.length - 1];
      if (fork > (top?.fork ?? -1)) {
        // A new branch at `fork` is the node's parent; a leaf ending right there is that branch's value.
        if (node.fork === undefined && node.key.length - 2 === fork) {
          open.push({ key: node.key, value: node.value, fork, children: new Array(16).fill(undefined) });
        } else {
          const branch: Pending = {
            key: node.key,
            value: undefined,
            fork,
            children: new Array(16).fill(undefined),
          };
          attach(branch, node);
          open.push(branch);
        }
        return undefined;
      }
      if (!top) return node; // the end: `node` is the root
      attach(top, node);
      if (fork === top.fork) return undefined;
      // The next key parts above this branch: it is complete.
      open.pop();
      node = top;
    }
  };

  let last: Pending | undefined;
  for (const [key, value] of entries) {
    if (last) {
      if (!(last.key < key)) throw new Error('sortedTrieRoot: keys are not strictly ascending');
      place(last, commonNibbles(last.key, key));
    }
    last = { key, value, fork: undefined, children: undefined };
  }
  if (!last) return EMPTY_ROOT;
  const root = place(last, -1)!;
  const enc = encodeNode(toNode(root, 0));
  const hash = blake2_256(enc);
  sink(hash, enc, NO_NIBBLES);
  return hash;
}

function toNode(node: Pending, start: number): TrieNode {
  const end = node.fork ?? node.key.length - 2;
  return { partial: nibbles(node.key, start, end), value: node.value, children: node.children };
}
