// Read proofs and Merkle values from a trie kept in a node store (the nodes `newNodes` hands the host):
// each key costs the nodes on its path from the root, O(log n) reads, whatever the size of the state.
import { toHex as hex } from '../support/bytes.ts';
import { decodeNode, EMPTY_TRIE, hexNibbles, type TrieNode, trieRoot } from './trie.ts';

/** The empty trie's only node, and the root hash it has. */
const EMPTY_NODE = Uint8Array.of(0);
const EMPTY_ROOT_HEX = hex(trieRoot(EMPTY_TRIE));

/** A node's encoding by its hash, from the host's node store. */
export type NodeLookup = (hash: Uint8Array) => Uint8Array | undefined;

export class MissingTrieNode extends Error {
  override readonly name = 'MissingTrieNode';
}

function read(lookup: NodeLookup, hash: Uint8Array): Uint8Array {
  const enc = lookup(hash);
  if (!enc) throw new MissingTrieNode(`trie node ${hex(hash)} is not in the node store`);
  return enc;
}

/** A child as stored in its parent: a hash to read, or a node inlined in the parent's encoding. */
function child(lookup: NodeLookup, c: TrieNode, add?: (enc: Uint8Array) => void): TrieNode {
  if (!c.lazy) return c;
  const enc = read(lookup, c.ref!);
  add?.(enc);
  return decodeNode(enc);
}

function startsWith(nibbles: Uint8Array, at: number, partial: Uint8Array): boolean {
  if (at + partial.length > nibbles.length) return false;
  for (let i = 0; i < partial.length; i++) if (nibbles[at + i] !== partial[i]) return false;
  return true;
}

/**
 * The nodes a verifier needs to read each of `keys` (present or absent) from the state under `root`, as
 * state_getReadProof lists them; `value` gives a key's value for the values kept as separate nodes (33
 * bytes or more, trie V1).
 */
export function readProof(
  root: Uint8Array,
  keys: readonly Uint8Array[],
  lookup: NodeLookup,
  value: (key: Uint8Array) => Uint8Array | undefined,
): Uint8Array[] {
  if (hex(root) === EMPTY_ROOT_HEX) return [EMPTY_NODE];
  const out = new Map<string, Uint8Array>();
  const add = (enc: Uint8Array) => out.set(hex(enc), enc);
  const rootEnc = read(lookup, root);
  add(rootEnc);
  for (const key of keys) {
    const nibbles = hexNibbles(hex(key));
    let node: TrieNode | undefined = decodeNode(rootEnc);
    let depth = 0;
    while (node) {
      if (!startsWith(nibbles, depth, node.partial)) break;
      depth += node.partial.length;
      if (depth === nibbles.length) {
        if (node.value !== undefined && node.value.length >= 33) {
          const v = value(key);
          if (v) add(v);
        }
        break;
      }
      const c: TrieNode | undefined = node.children?.[nibbles[depth]!];
      depth++;
      node = c ? child(lookup, c, add) : undefined;
    }
  }
  return [...out.values()];
}

/**
 * The Merkle value of the closest node whose key starts with `prefix` (its hash, or its encoding when a
 * non-root node is shorter than a hash), as chainHead_v1_storage's closestDescendantMerkleValue reports it.
 */
export function closestDescendantMerkleValue(
  root: Uint8Array,
  prefix: Uint8Array,
  lookup: NodeLookup,
): Uint8Array | undefined {
  if (hex(root) === EMPTY_ROOT_HEX) return undefined;
  const nibbles = hexNibbles(hex(prefix));
  let node = decodeNode(read(lookup, root));
  let merkle = root;
  let depth = 0;
  for (;;) {
    const p = node.partial;
    const remaining = nibbles.length - depth;
    const n = Math.min(remaining, p.length);
    for (let i = 0; i < n; i++) if (nibbles[depth + i] !== p[i]) return undefined;
    if (remaining <= p.length) return merkle;
    depth += p.length;
    const c = node.children?.[nibbles[depth]!];
    if (!c) return undefined;
    depth++;
    merkle = c.lazy ? c.ref! : c.enc!;
    node = child(lookup, c);
  }
}
