// Substrate's base-16 Patricia-Merkle trie (sp-trie LayoutV1, blake2_256) as a persistent structure: an
// update copies only the nodes on the changed keys' paths and shares every other node with the previous
// version, whose encodings (and hashes) stay cached. A block's state root then costs a few hashes per
// changed key instead of a pass over the whole state.
import type { StoredTrieNode } from '../host.ts';
import { compactLength, Reader } from '../scale/codec.ts';
import {
  headerLength,
  isBranchKind,
  readNodeHeader,
  unpackNibbles,
  writeCompact,
  writeHeader,
  writeNibbles,
} from './node-codec.ts';
import { toHex } from '../support/bytes.ts';
import { blake2_256 } from '../support/hashing.ts';

/** Values this long or longer are stored as separate value nodes referenced by their hash (trie V1). */
const VALUE_HASH_THRESHOLD = 33;

const PREFIX_LEAF = 0b01 << 6;
const PREFIX_BRANCH_NO_VALUE = 0b10 << 6;
const PREFIX_BRANCH_WITH_VALUE = 0b11 << 6;
const PREFIX_HASHED_LEAF = 0b001 << 5;
const PREFIX_HASHED_BRANCH = 0b0001 << 4;

/** A node; never changed once built. A leaf has no `children`; a branch has 16 slots. */
export interface TrieNode {
  readonly partial: Uint8Array;
  readonly value: Uint8Array | undefined;
  readonly children: readonly (TrieNode | undefined)[] | undefined;
  /** The node's encoding, made on first use. */
  enc?: Uint8Array;
  /** How a parent refers to it: the encoding when under 32 bytes, else its hash. Made on first use. */
  ref?: Uint8Array;
  /**
   * A node not read yet: only `ref` (its hash) is known, the rest is read from the node source on use
   * (its partial, value and children are then placeholders).
   */
  readonly lazy?: true;
  /** Already in the host's node store (read from it, or handed to it by `newNodes`). */
  stored?: boolean;
}

/**
 * Where lazy nodes are read from: a node's encoding by its blake2_256 hash and its place in the trie, the
 * nibbles from the root to where the node starts (sp-trie's prefix: a node store may key nodes by both, so that
 * the nodes of one path and the versions of one place sit together).
 */
export type NodeReader = (hash: Uint8Array, path: Uint8Array) => Uint8Array | undefined;

/** A whole trie: its root node, undefined when empty. */
export interface Trie {
  readonly root: TrieNode | undefined;
}

export const EMPTY_TRIE: Trie = { root: undefined };

let reader: NodeReader | undefined;

/** Sets where lazy nodes are read from (the host's node store); undefined: no lazy nodes. */
export function setNodeReader(read: NodeReader | undefined): void {
  reader = read;
}

const NO_NIBBLES = new Uint8Array();

/**
 * A place a stored node left (nibbles from the root, hash). The store counts nodes by place, as sc-state-db
 * journals a block's inserted and deleted nodes: the update knows what it replaced, so the store need not walk.
 */
export interface VacatedPlace {
  readonly pos: Uint8Array;
  readonly hash: Uint8Array;
}

/** Where `updateTrie` lists the stored nodes it replaces, while one runs with a list. */
let vacating: VacatedPlace[] | undefined;

/** `n`, at `key`'s first `offset` nibbles, left: listed if stored with a row of its own (hashed, or the root). */
function vacate(n: TrieNode, key: Uint8Array, offset: number): void {
  if (!vacating || !(n.lazy || n.stored)) return;
  let hash = n.ref;
  if (offset === 0) {
    if (hash?.length !== 32) hash = blake2_256(encodeNode(n));
  } else {
    hash ??= nodeRef(n);
    if (hash.length !== 32) return;
  }
  vacating.push({ pos: key.slice(0, offset), hash });
}

/** The node itself, read from the node source when it is lazy; `path`: where it starts (see NodeReader). */
function load(n: TrieNode, path: Uint8Array): TrieNode {
  if (!n.lazy) return n;
  const enc = reader?.(n.ref!, path);
  if (!enc) throw new Error(`trie node ${toHex(n.ref!)} is missing from the node store`);
  return decodeNode(enc);
}

/** A trie whose root node is stored under `root` (a state root): its nodes are read as they are used. */
export function storedTrie(root: Uint8Array): Trie {
  if (toHex(root) === toHex(EMPTY_ROOT)) return EMPTY_TRIE;
  return { root: { partial: NO_NIBBLES, value: undefined, children: undefined, ref: root, lazy: true } };
}

const leaf = (partial: Uint8Array, value: Uint8Array): TrieNode => ({ partial, value, children: undefined });
const branch = (
  partial: Uint8Array,
  value: Uint8Array | undefined,
  children: readonly (TrieNode | undefined)[],
): TrieNode => ({ partial, value, children });
const withPartial = (n: TrieNode, partial: Uint8Array): TrieNode => ({
  partial,
  value: n.value,
  children: n.children,
});

/** The nibbles of a 0x-hex key (each hex digit is one nibble). */
export function hexNibbles(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length - 2);
  for (let i = 2; i < hex.length; i++) {
    const c = hex.charCodeAt(i);
    out[i - 2] = c <= 57 ? c - 48 : c <= 70 ? c - 55 : c - 87;
  }
  return out;
}

function concatNibbles(a: Uint8Array, mid: number, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + 1 + b.length);
  out.set(a, 0);
  out[a.length] = mid;
  out.set(b, a.length + 1);
  return out;
}

/** Where child `index` of a node starting at `path` with partial key `partial` starts. */
export function childPath(path: Uint8Array, partial: Uint8Array, index: number): Uint8Array {
  const out = new Uint8Array(path.length + partial.length + 1);
  out.set(path, 0);
  out.set(partial, path.length);
  out[out.length - 1] = index;
  return out;
}

function commonLength(partial: Uint8Array, key: Uint8Array, offset: number): number {
  const n = Math.min(partial.length, key.length - offset);
  let i = 0;
  while (i < n && partial[i] === key[offset + i]) i++;
  return i;
}

function insert(
  lazyNode: TrieNode | undefined,
  key: Uint8Array,
  offset: number,
  value: Uint8Array,
): TrieNode {
  if (!lazyNode) return leaf(key.subarray(offset), value);
  const node = load(lazyNode, key.subarray(0, offset));
  // Whatever follows builds a new node for this place (a value written again included).
  vacate(lazyNode, key, offset);
  const p = node.partial;
  const common = commonLength(p, key, offset);
  const pos = offset + common;
  if (common < p.length) {
    // The key leaves this node's partial key: a branch at the fork holds both.
    const children = new Array<TrieNode | undefined>(16).fill(undefined);
    children[p[common]!] = withPartial(node, p.subarray(common + 1));
    if (pos === key.length) return branch(p.subarray(0, common), value, children);
    children[key[pos]!] = leaf(key.subarray(pos + 1), value);
    return branch(p.subarray(0, common), undefined, children);
  }
  if (pos === key.length) {
    return node.children ? branch(p, value, node.children) : leaf(p, value);
  }
  const i = key[pos]!;
  const children = node.children ? [...node.children] : new Array<TrieNode | undefined>(16).fill(undefined);
  children[i] = insert(children[i], key, pos + 1, value);
  return branch(p, node.value, children);
}

/**
 * A branch that lost a value or a child, reshaped as the trie requires (no useless branches). `end`: the
 * nibbles from the root to where the branch's children start (its place and its partial key).
 */
function normalize(
  partial: Uint8Array,
  value: Uint8Array | undefined,
  children: (TrieNode | undefined)[],
  end: Uint8Array,
): TrieNode | undefined {
  let count = 0;
  let only = -1;
  for (let i = 0; i < 16; i++) {
    if (children[i]) {
      count++;
      only = i;
    }
  }
  if (count === 0) return value === undefined ? undefined : leaf(partial, value);
  if (count === 1 && value === undefined) {
    const at = childPath(end, NO_NIBBLES, only);
    const child = load(children[only]!, at);
    // The only child moves up into this place: its own place is left.
    vacate(children[only]!, at, at.length);
    return withPartial(child, concatNibbles(partial, only, child.partial));
  }
  return branch(partial, value, children);
}

function remove(lazyNode: TrieNode | undefined, key: Uint8Array, offset: number): TrieNode | undefined {
  const next = removeBelow(lazyNode, key, offset);
  if (lazyNode && next !== lazyNode) vacate(lazyNode, key, offset);
  return next;
}

function removeBelow(lazyNode: TrieNode | undefined, key: Uint8Array, offset: number): TrieNode | undefined {
  if (!lazyNode) return undefined;
  const node = load(lazyNode, key.subarray(0, offset));
  const p = node.partial;
  if (commonLength(p, key, offset) < p.length) return lazyNode;
  const pos = offset + p.length;
  if (pos === key.length) {
    if (node.value === undefined) return lazyNode;
    return node.children ? normalize(p, undefined, [...node.children], key) : undefined;
  }
  if (!node.children) return lazyNode;
  const i = key[pos]!;
  const child = node.children[i];
  const next = remove(child, key, pos + 1);
  if (next === child) return lazyNode;
  const children = [...node.children];
  children[i] = next;
  return normalize(p, node.value, children, key.subarray(0, pos));
}

/**
 * The trie with `changes` applied (0x-hex key → new value, or null to delete); `trie` itself is unchanged.
 * `vacated`, when given, gets the place of every stored node (read from the node store, or handed to it by
 * `newNodes`) the changes replaced or moved, once each: with `newNodes` of the result, that is what the update
 * took from and added to the store's tries, place by place. A place refilled with an equal node is in both.
 */
export function updateTrie(
  trie: Trie,
  changes: Iterable<readonly [string, Uint8Array | null]>,
  vacated?: VacatedPlace[],
): Trie {
  let root = trie.root;
  vacating = vacated;
  try {
    for (const [hex, value] of changes) {
      const key = hexNibbles(hex);
      root = value === null ? remove(root, key, 0) : insert(root, key, 0, value);
    }
  } finally {
    vacating = undefined;
  }
  return { root };
}

// ---------- encoding ----------

/**
 * Values of nodes read from the node store that hold only their value's hash (trie V1 hashed values): a
 * placeholder stands for the value, and this map gives its hash back when the node is encoded again.
 */
const valueHashes = new WeakMap<Uint8Array, Uint8Array>();

/** The hash a decoded node holds for a value kept in its own node (33 bytes or more); undefined otherwise. */
export function valueHashOf(n: TrieNode): Uint8Array | undefined {
  return n.value ? valueHashes.get(n.value) : undefined;
}

/** The node's encoding (sp-trie NodeCodec, layout V1), written into one buffer. */
export function encodeNode(n: TrieNode): Uint8Array {
  if (n.enc) return n.enc;
  // Only a root is ever encoded while lazy (a lazy child is referred to by its hash): it starts at no nibbles.
  if (n.lazy) return encodeNode(load(n, NO_NIBBLES));
  const value = n.value;
  const hashed = value !== undefined && value.length >= VALUE_HASH_THRESHOLD;
  const valuePart =
    value === undefined ? undefined : hashed ? (valueHashes.get(value) ?? blake2_256(value)) : value;
  const nibbleBytes = (n.partial.length + 1) >> 1;
  let prefix: number;
  let prefixBits: number;
  if (!n.children) {
    [prefix, prefixBits] = hashed ? [PREFIX_HASHED_LEAF, 3] : [PREFIX_LEAF, 2];
  } else if (hashed) [prefix, prefixBits] = [PREFIX_HASHED_BRANCH, 4];
  else [prefix, prefixBits] = [value !== undefined ? PREFIX_BRANCH_WITH_VALUE : PREFIX_BRANCH_NO_VALUE, 2];

  let len = headerLength(prefixBits, n.partial.length) + nibbleBytes;
  if (valuePart) len += (hashed ? 0 : compactLength(valuePart.length)) + valuePart.length;
  let refs: (Uint8Array | undefined)[] | undefined;
  if (n.children) {
    len += 2;
    refs = n.children.map((c) => (c ? nodeRef(c) : undefined));
    for (const r of refs) if (r) len += compactLength(r.length) + r.length;
  }
  const out = new Uint8Array(len);
  let o = writeHeader(out, 0, prefix, prefixBits, n.partial.length);
  o = writeNibbles(out, o, n.partial);
  if (refs) {
    let bitmap = 0;
    for (let i = 0; i < 16; i++) if (refs[i]) bitmap |= 1 << i;
    out[o++] = bitmap & 0xff;
    out[o++] = bitmap >> 8;
  }
  if (valuePart) {
    if (!hashed) o = writeCompact(out, o, valuePart.length);
    out.set(valuePart, o);
    o += valuePart.length;
  }
  if (refs) {
    for (const r of refs) {
      if (!r) continue;
      o = writeCompact(out, o, r.length);
      out.set(r, o);
      o += r.length;
    }
  }
  return (n.enc = out);
}

/** How a parent refers to `n`: its encoding inline when shorter than a hash, else blake2_256 of it. */
function nodeRef(n: TrieNode): Uint8Array {
  if (n.ref) return n.ref;
  const enc = encodeNode(n);
  return (n.ref = enc.length >= 32 ? blake2_256(enc) : enc);
}

export const EMPTY_ROOT = blake2_256(Uint8Array.of(0));

/** The trie root: blake2_256 of the root node's encoding (of the empty node for an empty trie). */
export function trieRoot(trie: Trie): Uint8Array {
  if (!trie.root) return EMPTY_ROOT;
  return trie.root.lazy ? trie.root.ref! : blake2_256(encodeNode(trie.root));
}

/**
 * The nodes of `trie` not yet in the host's node store, as (hash, encoding, path), and marks them stored: what
 * a block adds to the store. Nodes under 32 bytes live inside their parent's encoding and are not listed,
 * except the root, which is always stored under its hash (the state root).
 */
export function newNodes(trie: Trie): StoredTrieNode[] {
  const out: StoredTrieNode[] = [];
  const visit = (n: TrieNode, path: Uint8Array): void => {
    if (n.lazy || n.stored) return;
    n.stored = true;
    const enc = encodeNode(n);
    if (path === NO_NIBBLES) out.push([blake2_256(enc), enc, path]);
    else if (enc.length >= 32) out.push([nodeRef(n), enc, path]);
    if (!n.children) return;
    // A node's position is fixed once built (a reshaped node is a new object), so `stored` means stored here.
    for (let i = 0; i < 16; i++) {
      const c = n.children[i];
      if (c && !c.lazy && !c.stored) visit(c, childPath(path, n.partial, i));
    }
  };
  if (trie.root) visit(trie.root, NO_NIBBLES);
  return out;
}

// ---------- decoding (nodes read back from the node store) ----------

/** A node from its encoding (the inverse of encodeNode); hashed children become lazy nodes. */
export function decodeNode(enc: Uint8Array): TrieNode {
  // Encodings are never written to (the node store's and the trie's own), so the parts are views of them.
  const r = new Reader(enc);
  const { kind, nibbles } = readNodeHeader(r);
  const partial = new Uint8Array(nibbles);
  unpackNibbles(enc, r.pos, nibbles, partial, 0);
  r.skip((nibbles + 1) >> 1);
  const isBranch = isBranchKind(kind);
  const bitmap = isBranch ? r.u8() | (r.u8() << 8) : 0;
  let value: Uint8Array | undefined;
  if (kind === 'hashedLeaf' || kind === 'hashedBranch') {
    value = new Uint8Array(VALUE_HASH_THRESHOLD);
    valueHashes.set(value, r.borrow(32));
  } else if (kind !== 'branch') value = r.borrow(r.compactNumber());
  let children: (TrieNode | undefined)[] | undefined;
  if (isBranch) {
    children = new Array<TrieNode | undefined>(16).fill(undefined);
    for (let i = 0; i < 16; i++) {
      if (!(bitmap & (1 << i))) continue;
      const ref = r.borrow(r.compactNumber());
      children[i] =
        ref.length === 32
          ? { partial: NO_NIBBLES, value: undefined, children: undefined, ref, lazy: true, stored: true }
          : decodeNode(ref);
    }
  }
  if (r.remaining !== 0) throw new Error('trailing bytes after a trie node');
  return { partial, value, children, enc, stored: true };
}
