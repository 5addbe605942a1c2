// Which stored trie nodes one block's state adds and drops, position by position: the two tries are walked
// together in key order and every subtree whose hash is the same at the same place in both is skipped, so the
// cost is the nodes on the changed paths, not the state. A node may sit at several places (two leaves with the
// same partial key and value); counting places, not hashes, keeps reference counts right for such duplicates.
import { childPath, decodeNode, type TrieNode } from '@lumi/runtime/trie/trie';
import { toHex } from '@lumi/runtime/bytes';

/** A node's encoding by its hash and its place; undefined when the store does not hold it. */
export type NodeLookup = (hash: Uint8Array, path: Uint8Array) => Uint8Array | undefined;

/** blake2_256 of the empty node: the root of an empty state, which stores no node. */
export const EMPTY_ROOT_HEX = '0x03170a2e7597b7b7e3d84c05391d139a62b157e78786d8c082f29dcf4c111314';

/** A stored node at its place in a trie. */
export interface Place {
  /** Nibbles from the root to where the node starts. */
  pos: Uint8Array;
  hash: Uint8Array;
}
type Entry = Place;

/** Lexicographic on nibbles, a prefix before its extensions: the order a depth-first walk visits nodes in. */
function comparePos(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

function sameHash(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < 32; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A depth-first walk over a stored trie's hashed nodes that can skip a node's subtree. */
class Walk {
  private readonly stack: Entry[] = [];

  constructor(
    root: Uint8Array,
    private readonly lookup: NodeLookup,
  ) {
    if (toHex(root) !== EMPTY_ROOT_HEX) this.stack.push({ pos: new Uint8Array(0), hash: root });
  }

  get top(): Entry | undefined {
    return this.stack[this.stack.length - 1];
  }

  skip(): void {
    this.stack.pop();
  }

  /** Leaves the top node and queues its hashed children, first child on top. */
  expand(): void {
    const { pos, hash } = this.stack.pop()!;
    const enc = this.lookup(hash, pos);
    if (!enc) throw new Error(`trie node ${toHex(hash)} is missing from the node store`);
    const children = storedChildren(decodeNode(enc), pos);
    for (let i = children.length - 1; i >= 0; i--) this.stack.push(children[i]!);
  }
}

/** The children of `node` (starting at `pos`) stored on their own, by hash, in nibble order, with their places. */
export function storedChildren(node: TrieNode, pos: Uint8Array): Place[] {
  const out: Place[] = [];
  if (!node.children) return out;
  for (let i = 0; i < 16; i++) {
    const child = node.children[i];
    // Inline children (under 32 bytes) live in their parent's encoding.
    if (child?.lazy) out.push({ pos: childPath(pos, node.partial, i), hash: child.ref! });
  }
  return out;
}

/**
 * The stored nodes of the trie under `after` that are not at the same place under `before` (`born`), and
 * those of `before` no longer at their place under `after` (`died`), one entry per place.
 */
export function trieDiff(
  before: Uint8Array,
  after: Uint8Array,
  lookup: NodeLookup,
): { born: Place[]; died: Place[] } {
  const born: Place[] = [];
  const died: Place[] = [];
  const old = new Walk(before, lookup);
  const now = new Walk(after, lookup);
  for (;;) {
    const o = old.top;
    const n = now.top;
    if (!o && !n) break;
    const order = o && n ? comparePos(o.pos, n.pos) : o ? -1 : 1;
    if (order === 0) {
      if (sameHash(o!.hash, n!.hash)) {
        old.skip();
        now.skip();
        continue;
      }
      died.push(o!);
      born.push(n!);
      old.expand();
      now.expand();
    } else if (order < 0) {
      died.push(o!);
      old.expand();
    } else {
      born.push(n!);
      now.expand();
    }
  }
  return { born, died };
}
