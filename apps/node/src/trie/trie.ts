// Substrate's base-16 Patricia-Merkle trie (sp-trie LayoutV1, blake2_256) over a whole key/value set,
// used to answer state_getReadProof with real trie nodes. Its root is the header's stateRoot (the runtime
// keeps its own incremental trie to compute it), so proofs verify against the header.
import { blake2_256 } from '../util/hash.ts';
import { encodeCompact } from '../util/scale.ts';
import { runAtOnce, runSliced, type Slicer } from '../util/slices.ts';

/** Values this long or longer are stored as separate value nodes referenced by hash (trie V1). */
const VALUE_HASH_THRESHOLD = 33;

const PREFIX_LEAF = 0b01 << 6;
const PREFIX_BRANCH_NO_VALUE = 0b10 << 6;
const PREFIX_BRANCH_WITH_VALUE = 0b11 << 6;
const PREFIX_HASHED_LEAF = 0b001 << 5;
const PREFIX_HASHED_BRANCH = 0b0001 << 4;

interface Entry {
  nibbles: Uint8Array;
  value: Uint8Array;
}

/** sp-trie's size_and_prefix_iterator: the nibble count packed into the header's spare bits. */
function header(prefix: number, prefixBits: number, nibbleCount: number): number[] {
  const max = 255 >> prefixBits;
  const l1 = Math.min(max - 1, nibbleCount);
  if (nibbleCount === l1) return [prefix | l1];
  const out = [prefix | max];
  let rem = nibbleCount - l1;
  while (rem > 0) {
    if (rem < 256) {
      out.push(rem - 1);
      rem = 0;
    } else {
      out.push(255);
      rem -= 255;
    }
  }
  return out;
}

function toNibbles(key: Uint8Array): Uint8Array {
  const out = new Uint8Array(key.length * 2);
  for (let i = 0; i < key.length; i++) {
    out[2 * i] = key[i]! >> 4;
    out[2 * i + 1] = key[i]! & 15;
  }
  return out;
}

/** Odd counts put the first nibble alone in the low half of the first byte. */
function packNibbles(n: Uint8Array): number[] {
  const out: number[] = [];
  let i = 0;
  if (n.length % 2 === 1) out.push(n[i++]!);
  for (; i < n.length; i += 2) out.push((n[i]! << 4) | n[i + 1]!);
  return out;
}

function concat(parts: (Uint8Array | number[])[]): Uint8Array {
  let len = 0;
  for (const p of parts) len += p.length;
  const out = new Uint8Array(len);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

function commonPrefix(entries: Entry[], depth: number): number {
  const first = entries[0]!.nibbles;
  const last = entries[entries.length - 1]!.nibbles;
  // Entries are sorted: the common prefix of all equals that of the first and the last.
  let i = depth;
  while (i < first.length && i < last.length && first[i] === last[i]) i++;
  return i - depth;
}

/** Entries turned into nibble paths per step of this many, between checks for the end of a slice. */
const ENTRIES_PER_STEP = 64;

/**
 * The trie's construction as a generator yielding once per node (and per few entries read), so the same
 * code builds it in one go (`TrieProver.of`) or in slices that yield to the event loop (`TrieProver.sliced`).
 */
function* buildRoot(pairs: Iterable<[Uint8Array, Uint8Array]>): Generator<void, RootNode> {
  const entries: Entry[] = [];
  for (const [k, v] of pairs) {
    entries.push({ nibbles: toNibbles(k), value: v });
    if (entries.length % ENTRIES_PER_STEP === 0) yield;
  }
  // Linear when the pairs come in key order, as the node's state indexes give them.
  entries.sort((a, b) => compareNibbles(a.nibbles, b.nibbles));
  yield;
  if (entries.length === 0) {
    const encoded = Uint8Array.of(0);
    return { encoded, path: { partial: new Uint8Array(0), children: [], encoded } };
  }
  const path = yield* buildNode(entries, 0);
  return { encoded: path.encoded, path };
}

/** Everything needed to answer proofs: node encodings by the keys whose paths pass through them. */
export class TrieProver {
  readonly root: Uint8Array;

  private constructor(private readonly rootNode: RootNode) {
    this.root = blake2_256(rootNode.encoded);
  }

  /** Builds the trie of `pairs` in one synchronous stretch. */
  static of(pairs: Iterable<[Uint8Array, Uint8Array]>): TrieProver {
    return new TrieProver(runAtOnce(buildRoot(pairs)));
  }

  /** Builds the same trie in slices, handing the event loop back whenever `slicer` says so. */
  static async sliced(pairs: Iterable<[Uint8Array, Uint8Array]>, slicer: Slicer): Promise<TrieProver> {
    return new TrieProver(await runSliced(buildRoot(pairs), slicer));
  }

  /**
   * The path nodes on the way to each of `keys` (the root always), and those of them where a key ends at
   * a value kept in its own node (read, so that node belongs to the proof too).
   */
  private visit(keys: Iterable<Uint8Array>): { nodes: Set<PathNode>; valuesRead: Set<PathNode> } {
    const nodes = new Set<PathNode>([this.rootNode.path]);
    const valuesRead = new Set<PathNode>();
    for (const key of keys) {
      const nibbles = toNibbles(key);
      let node: PathNode | undefined = this.rootNode.path;
      let depth = 0;
      while (node) {
        nodes.add(node);
        const p = node.partial;
        let matches = depth + p.length <= nibbles.length;
        for (let i = 0; matches && i < p.length; i++) if (nibbles[depth + i] !== p[i]) matches = false;
        if (!matches) break;
        depth += p.length;
        if (depth === nibbles.length) {
          if (node.valueNode) valuesRead.add(node);
          break;
        }
        node = node.children[nibbles[depth]!];
        depth++;
      }
    }
    return { nodes, valuesRead };
  }

  /** Whether a node is stored on its own (referenced by hash) rather than inside its parent. */
  private standalone(node: PathNode): boolean {
    return node === this.rootNode.path || node.encoded.length >= 32;
  }

  /** The nodes a verifier needs to read `keys` (present or absent) from the root. */
  proof(keys: Iterable<Uint8Array>): Uint8Array[] {
    const { nodes, valuesRead } = this.visit(keys);
    const out = new Map<string, Uint8Array>();
    const add = (encoded: Uint8Array) => out.set(Buffer.from(encoded).toString('hex'), encoded);
    add(this.rootNode.encoded);
    for (const node of nodes) {
      if (this.standalone(node)) add(node.encoded);
      if (valuesRead.has(node)) add(node.valueNode!);
    }
    return [...out.values()];
  }

  /**
   * Encoded length of the compact form of `proof(keys)` (sp-trie's CompactProof, a Vec of nodes): a child
   * that is itself in the proof is referenced by an empty inline entry instead of its 32-byte hash, and a
   * value read from its own node is put back inline (after a one-byte escape header) instead of its hash.
   */
  compactProofLength(keys: Iterable<Uint8Array>): number {
    const { nodes, valuesRead } = this.visit(keys);
    let count = 0;
    let bytes = 0;
    for (const node of nodes) {
      if (!this.standalone(node)) continue;
      let size = node.encoded.length;
      for (const child of node.children)
        if (child && child.encoded.length >= 32 && nodes.has(child)) size -= 32;
      if (valuesRead.has(node)) {
        const value = node.valueNode!;
        const isBranch = node.children.some((c) => c !== undefined);
        const hashedHead = isBranch
          ? header(PREFIX_HASHED_BRANCH, 4, node.partial.length)
          : header(PREFIX_HASHED_LEAF, 3, node.partial.length);
        const inlineHead = isBranch
          ? header(PREFIX_BRANCH_WITH_VALUE, 2, node.partial.length)
          : header(PREFIX_LEAF, 2, node.partial.length);
        size +=
          1 + inlineHead.length - hashedHead.length - 32 + encodeCompact(value.length).length + value.length;
      }
      count++;
      bytes += encodeCompact(size).length + size;
    }
    return encodeCompact(count).length + bytes;
  }

  /**
   * The Merkle value (hash, or the inline encoding of a node under 32 bytes) of the closest node whose
   * key starts with `key`, as chainHead_v1_storage's closestDescendantMerkleValue reports it.
   */
  closestDescendantMerkleValue(key: Uint8Array): Uint8Array | undefined {
    const full = toNibbles(key);
    let node: PathNode | undefined = this.rootNode.path;
    let depth = 0;
    while (node) {
      const p = node.partial;
      const remaining = full.length - depth;
      const n = Math.min(remaining, p.length);
      for (let i = 0; i < n; i++) if (full[depth + i] !== p[i]) return undefined;
      if (remaining <= p.length) {
        return node === this.rootNode.path || node.encoded.length >= 32
          ? blake2_256(node.encoded)
          : node.encoded;
      }
      depth += p.length;
      node = node.children[full[depth]!];
      depth++;
    }
    return undefined;
  }
}

function* buildNode(entries: Entry[], depth: number): Generator<void, PathNode> {
  yield;
  if (entries.length === 1) {
    const { nibbles, value } = entries[0]!;
    const partial = nibbles.subarray(depth);
    const hashed = value.length >= VALUE_HASH_THRESHOLD;
    const encoded = hashed
      ? concat([header(PREFIX_HASHED_LEAF, 3, partial.length), packNibbles(partial), blake2_256(value)])
      : concat([
          header(PREFIX_LEAF, 2, partial.length),
          packNibbles(partial),
          encodeCompact(value.length),
          value,
        ]);
    return { partial, children: [], encoded, valueNode: hashed ? value : undefined };
  }
  const cp = commonPrefix(entries, depth);
  const split = depth + cp;
  const partial = entries[0]!.nibbles.subarray(depth, split);
  let value: Uint8Array | undefined;
  const groups: Entry[][] = Array.from({ length: 16 }, () => []);
  for (const e of entries) {
    if (e.nibbles.length === split) value = e.value;
    else groups[e.nibbles[split]!]!.push(e);
  }
  const children: (PathNode | undefined)[] = [];
  for (const g of groups) children.push(g.length > 0 ? yield* buildNode(g, split + 1) : undefined);
  let bitmap = 0;
  const childParts: Uint8Array[] = [];
  children.forEach((c, i) => {
    if (!c) return;
    bitmap |= 1 << i;
    const ref = c.encoded.length >= 32 ? blake2_256(c.encoded) : c.encoded;
    childParts.push(encodeCompact(ref.length), ref);
  });
  const hashed = value !== undefined && value.length >= VALUE_HASH_THRESHOLD;
  const head = hashed
    ? header(PREFIX_HASHED_BRANCH, 4, partial.length)
    : header(value !== undefined ? PREFIX_BRANCH_WITH_VALUE : PREFIX_BRANCH_NO_VALUE, 2, partial.length);
  const valuePart: (Uint8Array | number[])[] =
    value === undefined ? [] : hashed ? [blake2_256(value)] : [encodeCompact(value.length), value];
  const encoded = concat([
    head,
    packNibbles(partial),
    [bitmap & 0xff, bitmap >> 8],
    ...valuePart,
    ...childParts,
  ]);
  return { partial, children, encoded, valueNode: hashed ? value : undefined };
}

interface PathNode {
  partial: Uint8Array;
  children: (PathNode | undefined)[];
  encoded: Uint8Array;
  valueNode?: Uint8Array | undefined;
}

interface RootNode {
  encoded: Uint8Array;
  path: PathNode;
}

function compareNibbles(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}
