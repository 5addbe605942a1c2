// Which stored trie nodes one block's state adds and drops, position by position: the two tries are walked
// together in key order and every subtree whose hash is the same at the same place in both is skipped, so the
// cost is the nodes on the changed paths, not the state. A node may sit at several places (two leaves with the
// same partial key and value); counting places, not hashes, keeps reference counts right for such duplicates.
import { nodeRefs, unpackNibbles } from '@lumi/runtime/trie/node-codec';
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

/**
 * A node on a walk's stack, kept cheap because nearly all are skipped unread (a block changes one child of
 * each node it touches): its place is `base` then `nib` (-1: `base` itself), its hash 32 bytes of `enc` at `at`.
 * Both walks stack all 16 children of every node they expand, so copies of places and hashes would be most
 * of the pruner's garbage.
 */
interface Entry {
  base: Uint8Array;
  nib: number;
  enc: Uint8Array;
  at: number;
}

const NO_NIBBLES = new Uint8Array(0);

function posOf(e: Entry): Uint8Array {
  if (e.nib < 0) return e.base;
  const pos = new Uint8Array(e.base.length + 1);
  pos.set(e.base);
  pos[e.base.length] = e.nib;
  return pos;
}

const hashOf = (e: Entry): Uint8Array => e.enc.subarray(e.at, e.at + 32);
const placeOf = (e: Entry): Place => ({ pos: posOf(e), hash: hashOf(e) });

/** Lexicographic on nibbles, a prefix before its extensions: the order a depth-first walk visits nodes in. */
function comparePos(a: Entry, b: Entry): number {
  const la = a.base.length + (a.nib < 0 ? 0 : 1);
  const lb = b.base.length + (b.nib < 0 ? 0 : 1);
  const n = Math.min(la, lb);
  for (let i = 0; i < n; i++) {
    const x = i < a.base.length ? a.base[i]! : a.nib;
    const y = i < b.base.length ? b.base[i]! : b.nib;
    if (x !== y) return x - y;
  }
  return la - lb;
}

function sameHash(a: Entry, b: Entry): boolean {
  for (let i = 0; i < 32; i++) if (a.enc[a.at + i] !== b.enc[b.at + i]) return false;
  return true;
}

/** `pos` then the partial key of the node encoded in `enc`: where its children's places start. */
function childBase(pos: Uint8Array, enc: Uint8Array, nibbles: number, partialAt: number): Uint8Array {
  if (nibbles === 0) return pos;
  const base = new Uint8Array(pos.length + nibbles);
  base.set(pos);
  unpackNibbles(enc, partialAt, nibbles, base, pos.length);
  return base;
}

/** A depth-first walk over a stored trie's hashed nodes that can skip a node's subtree. */
class Walk {
  private readonly stack: Entry[] = [];

  constructor(
    root: Uint8Array,
    private readonly lookup: NodeLookup,
  ) {
    if (toHex(root) !== EMPTY_ROOT_HEX) this.stack.push({ base: NO_NIBBLES, nib: -1, enc: root, at: 0 });
  }

  get top(): Entry | undefined {
    return this.stack[this.stack.length - 1];
  }

  skip(): void {
    this.stack.pop();
  }

  /** Leaves the top node and queues its hashed children, first child on top. */
  expand(): void {
    const e = this.stack.pop()!;
    const pos = posOf(e);
    const hash = hashOf(e);
    const enc = this.lookup(hash, pos);
    if (!enc) throw new Error(`trie node ${toHex(hash)} is missing from the node store`);
    const { nibbles, partialAt, hashed } = nodeRefs(enc);
    const base = childBase(pos, enc, nibbles, partialAt);
    for (let i = hashed.length - 2; i >= 0; i -= 2)
      this.stack.push({ base, nib: hashed[i]!, enc, at: hashed[i + 1]! });
  }
}

/** The children of the node encoded in `enc` (starting at `pos`) stored on their own, by hash, in nibble order. */
export function storedChildren(enc: Uint8Array, pos: Uint8Array): Place[] {
  const { nibbles, partialAt, hashed } = nodeRefs(enc);
  const base = childBase(pos, enc, nibbles, partialAt);
  const out: Place[] = [];
  for (let i = 0; i < hashed.length; i += 2)
    out.push(placeOf({ base, nib: hashed[i]!, enc, at: hashed[i + 1]! }));
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
    const order = o && n ? comparePos(o, n) : o ? -1 : 1;
    if (order === 0) {
      if (sameHash(o!, n!)) {
        old.skip();
        now.skip();
        continue;
      }
      died.push(placeOf(o!));
      born.push(placeOf(n!));
      old.expand();
      now.expand();
    } else if (order < 0) {
      died.push(placeOf(o!));
      old.expand();
    } else {
      born.push(placeOf(n!));
      now.expand();
    }
  }
  return { born, died };
}
