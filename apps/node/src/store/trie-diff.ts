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
 * A node a walk has expanded, with a cursor on its children stored by hash: the walk's current place is
 * `base` then the nibble at `hashed[i]`, and its hash the 32 bytes of `enc` at `hashed[i + 1]` (the root's
 * frame has one child, nibble -1: the place `base` itself). A block changes one child of most nodes it touches,
 * so both walks skip nearly every child they see: nothing is copied or allocated for a skipped one.
 */
interface Frame {
  base: Uint8Array;
  enc: Uint8Array;
  hashed: number[];
  i: number;
}

const NO_NIBBLES = new Uint8Array(0);

function posOf(f: Frame): Uint8Array {
  const nib = f.hashed[f.i]!;
  if (nib < 0) return f.base;
  const pos = new Uint8Array(f.base.length + 1);
  pos.set(f.base);
  pos[f.base.length] = nib;
  return pos;
}

const hashOf = (f: Frame): Uint8Array => f.enc.subarray(f.hashed[f.i + 1], f.hashed[f.i + 1]! + 32);
const placeOf = (f: Frame): Place => ({ pos: posOf(f), hash: hashOf(f) });

/** Lexicographic on nibbles, a prefix before its extensions: the order a depth-first walk visits nodes in. */
function comparePos(a: Frame, b: Frame): number {
  const na = a.hashed[a.i]!;
  const nb = b.hashed[b.i]!;
  const la = a.base.length + (na < 0 ? 0 : 1);
  const lb = b.base.length + (nb < 0 ? 0 : 1);
  const n = Math.min(la, lb);
  for (let i = 0; i < n; i++) {
    const x = i < a.base.length ? a.base[i]! : na;
    const y = i < b.base.length ? b.base[i]! : nb;
    if (x !== y) return x - y;
  }
  return la - lb;
}

function sameHash(a: Frame, b: Frame): boolean {
  const x = a.hashed[a.i + 1]!;
  const y = b.hashed[b.i + 1]!;
  for (let i = 0; i < 32; i++) if (a.enc[x + i] !== b.enc[y + i]) return false;
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
  private readonly stack: Frame[] = [];

  constructor(
    root: Uint8Array,
    private readonly lookup: NodeLookup,
  ) {
    if (toHex(root) !== EMPTY_ROOT_HEX)
      this.stack.push({ base: NO_NIBBLES, enc: root, hashed: [-1, 0], i: 0 });
  }

  /** The frame whose current child is the walk's next node; undefined once the walk is done. */
  get top(): Frame | undefined {
    return this.stack[this.stack.length - 1];
  }

  /** Passes over the current node and its subtree. */
  skip(): void {
    const f = this.stack[this.stack.length - 1]!;
    f.i += 2;
    if (f.i === f.hashed.length) this.stack.pop();
  }

  /** Leaves the current node for its hashed children, the first of them next. */
  expand(): void {
    const f = this.stack[this.stack.length - 1]!;
    const pos = posOf(f);
    const hash = hashOf(f);
    this.skip();
    const enc = this.lookup(hash, pos);
    if (!enc) throw new Error(`trie node ${toHex(hash)} is missing from the node store`);
    const { nibbles, partialAt, hashed } = nodeRefs(enc);
    if (hashed.length > 0)
      this.stack.push({ base: childBase(pos, enc, nibbles, partialAt), enc, hashed, i: 0 });
  }
}

/** The children of the node encoded in `enc` (starting at `pos`) stored on their own, by hash, in nibble order. */
export function storedChildren(enc: Uint8Array, pos: Uint8Array): Place[] {
  const { nibbles, partialAt, hashed } = nodeRefs(enc);
  const frame: Frame = { base: childBase(pos, enc, nibbles, partialAt), enc, hashed, i: 0 };
  const out: Place[] = [];
  for (; frame.i < hashed.length; frame.i += 2) out.push(placeOf(frame));
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
