// Read proofs and Merkle values from a trie kept in a node store (the nodes `newNodes` hands the host):
// each key costs the nodes on its path from the root, O(log n) reads, whatever the size of the state.
import { compactLength } from '../scale/codec.ts';
import { toHex as hex } from '../support/bytes.ts';
import { blake2_256 } from '../support/hashing.ts';
import { decodeNode, EMPTY_TRIE, hexNibbles, type TrieNode, trieRoot, valueHashOf } from './trie.ts';
import { headerLength } from './node-codec.ts';

/** The empty trie's only node, and the root hash it has. */
const EMPTY_NODE = Uint8Array.of(0);
const EMPTY_ROOT_HEX = hex(trieRoot(EMPTY_TRIE));

/** A node's encoding by its hash and its path (the nibbles to where it starts), from the host's node store. */
export type NodeLookup = (hash: Uint8Array, path: Uint8Array) => Uint8Array | undefined;

export class MissingTrieNode extends Error {
  override readonly name = 'MissingTrieNode';
}

const ROOT_PATH = new Uint8Array();

function read(lookup: NodeLookup, hash: Uint8Array, path: Uint8Array): Uint8Array {
  const enc = lookup(hash, path);
  if (!enc) throw new MissingTrieNode(`trie node ${hex(hash)} is not in the node store`);
  return enc;
}

/** A child as stored in its parent, starting at `path`: a hash to read, or a node inlined in the parent's encoding. */
function child(lookup: NodeLookup, c: TrieNode, path: Uint8Array): TrieNode {
  return c.lazy ? decodeNode(read(lookup, c.ref!, path)) : c;
}

function startsWith(nibbles: Uint8Array, at: number, partial: Uint8Array): boolean {
  if (at + partial.length > nibbles.length) return false;
  for (let i = 0; i < partial.length; i++) if (nibbles[at + i] !== partial[i]) return false;
  return true;
}

/** A node stored on its own (the root, or a child referenced by hash) that reading some key passes. */
interface Visited {
  enc: Uint8Array;
  node: TrieNode;
  /** The key whose value this node holds by hash (a value node), when that key was read. */
  valueKey?: Uint8Array;
}

/**
 * The value a visited node holds by hash, when `value` gives the bytes that hash commits to. A dev node's
 * in-place overrides change a block's state but not the trie stored under its header: such a value is left
 * out (the proof then shows the key's value hash only) rather than added as a node the root does not reach.
 */
function hashedValue(v: Visited, value: (key: Uint8Array) => Uint8Array | undefined): Uint8Array | undefined {
  const bytes = v.valueKey && value(v.valueKey);
  const hash = valueHashOf(v.node);
  return bytes && hash && hex(blake2_256(bytes)) === hex(hash) ? bytes : undefined;
}

/**
 * The stored nodes on the paths to each of `keys` (present or absent) from `root`, by hash, root first;
 * nodes inlined in their parent are part of the parent's encoding and are not listed.
 */
function visit(root: Uint8Array, keys: readonly Uint8Array[], lookup: NodeLookup): Map<string, Visited> {
  const out = new Map<string, Visited>();
  const rootEnc = read(lookup, root, ROOT_PATH);
  const rootNode = decodeNode(rootEnc);
  out.set(hex(root), { enc: rootEnc, node: rootNode });
  for (const key of keys) {
    const nibbles = hexNibbles(hex(key));
    let node: TrieNode | undefined = rootNode;
    let at: Visited | undefined = out.get(hex(root));
    let depth = 0;
    while (node) {
      if (!startsWith(nibbles, depth, node.partial)) break;
      depth += node.partial.length;
      if (depth === nibbles.length) {
        if (at?.node === node && node.value !== undefined && node.value.length >= 33) at.valueKey = key;
        break;
      }
      const c: TrieNode | undefined = node.children?.[nibbles[depth]!];
      depth++;
      if (!c) break;
      if (c.lazy) {
        const h = hex(c.ref!);
        at = out.get(h);
        if (!at) {
          const enc = read(lookup, c.ref!, nibbles.subarray(0, depth));
          at = { enc, node: decodeNode(enc) };
          out.set(h, at);
        }
        node = at.node;
      } else node = c;
    }
  }
  return out;
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
  for (const v of visit(root, keys, lookup).values()) {
    add(v.enc);
    const read = hashedValue(v, value);
    if (read) add(read);
  }
  return [...out.values()];
}

/**
 * Encoded length of the compact form of `readProof(root, keys, …)` (sp-trie's CompactProof, a Vec of
 * nodes): a child that is itself in the proof is referenced by an empty inline entry instead of its 32-byte
 * hash, and a value read from its own node is put back inline (after a one-byte escape header) instead of
 * its hash. dev_getBlockStats reports it as a block's compact witness size.
 */
export function compactProofLength(
  root: Uint8Array,
  keys: readonly Uint8Array[],
  lookup: NodeLookup,
  value: (key: Uint8Array) => Uint8Array | undefined,
): number {
  if (hex(root) === EMPTY_ROOT_HEX) return compactLength(1) + compactLength(1) + EMPTY_NODE.length;
  const nodes = visit(root, keys, lookup);
  let bytes = 0;
  for (const visited of nodes.values()) {
    const { enc, node } = visited;
    let size = enc.length;
    for (const c of node.children ?? []) if (c?.lazy && nodes.has(hex(c.ref!))) size -= 32;
    const v = hashedValue(visited, value);
    if (v) {
      const n = node.partial.length;
      // The hashed-value header (3 or 4 prefix bits) becomes the plain one (2) after the escape byte.
      const hashedHead = node.children ? headerLength(4, n) : headerLength(3, n);
      size += 1 + headerLength(2, n) - hashedHead - 32 + compactLength(v.length) + v.length;
    }
    bytes += compactLength(size) + size;
  }
  return compactLength(nodes.size) + bytes;
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
  let node = decodeNode(read(lookup, root, ROOT_PATH));
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
    node = child(lookup, c, nibbles.subarray(0, depth));
  }
}
