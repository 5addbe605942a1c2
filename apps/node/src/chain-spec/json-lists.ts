// Reads a JSON document whose few long lists (a chain spec preloading a million accounts) are left in the file's
// bytes and parsed a slice at a time when asked: JSON.parse of the whole would hold every item as JS objects at
// once (about 300 MB for a million balances). One pass over the bytes finds the lists and where each item
// begins and ends; the rest of the document is parsed as usual.

/** A list kept as its JSON text: `length` items, parsed `slice` by `slice` (what a chunked genesis list reads). */
export class JsonList {
  constructor(
    private readonly text: Buffer,
    private readonly starts: Uint32Array,
    private readonly ends: Uint32Array,
  ) {}

  get length(): number {
    return this.starts.length;
  }

  /** Items `from` to `to` (exclusive), parsed. */
  slice(from = 0, to = this.length): unknown[] {
    const a = Math.max(0, from);
    const b = Math.min(this.length, to);
    if (a >= b) return [];
    return JSON.parse(`[${this.text.toString('utf8', this.starts[a], this.ends[b - 1])}]`) as unknown[];
  }

  /** JSON.stringify writes the list whole (build-spec). */
  toJSON(): unknown[] {
    return this.slice();
  }
}

const blank = (text: Buffer, from: number, to: number): boolean =>
  text.toString('latin1', from, to).trim() === '';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

interface Frame {
  object: boolean;
  /** Keys from the root, while shallow enough to matter (undefined below). */
  path: string[] | undefined;
  key: string | undefined;
  /** Item bounds, for a list that may be kept as text. */
  starts: number[] | undefined;
  ends: number[] | undefined;
  itemFrom: number;
  open: number;
}

/**
 * Parses `text` (a JSON document) as JSON.parse would, except that a list at a path `keep` accepts (object keys
 * from the root) with at least `minItems` items comes back as a JsonList over `text`.
 */
export function parseJsonKeepingLists(
  text: Buffer,
  keep: (path: readonly string[]) => boolean,
  minItems: number,
  maxDepth = 8,
): unknown {
  const kept: { path: string[]; open: number; close: number; list: JsonList }[] = [];
  const stack: Frame[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === QUOTE) {
      let j = i + 1;
      while (text[j] !== QUOTE) j += text[j] === BACKSLASH ? 2 : 1;
      const top = stack[stack.length - 1];
      if (top?.object && expectKey && top.path)
        top.key = JSON.parse(text.toString('utf8', i, j + 1)) as string;
      i = j;
      continue;
    }
    switch (c) {
      case 0x7b: // {
      case 0x5b: {
        // [
        const parent = stack[stack.length - 1];
        const path =
          parent === undefined
            ? []
            : parent.path && parent.object && parent.key !== undefined && parent.path.length < maxDepth
              ? [...parent.path, parent.key]
              : undefined;
        const list = c === 0x5b && path !== undefined && path.length > 0 && keep(path);
        stack.push({
          object: c === 0x7b,
          path: c === 0x7b ? path : list ? path : undefined,
          key: undefined,
          starts: list ? [] : undefined,
          ends: list ? [] : undefined,
          itemFrom: i + 1,
          open: i,
        });
        expectKey = c === 0x7b;
        break;
      }
      case 0x2c: {
        // ,
        const top = stack[stack.length - 1]!;
        if (top.object) expectKey = true;
        else if (top.starts) {
          if (blank(text, top.itemFrom, i)) throw new SyntaxError(`JSON: empty item in a list at byte ${i}`);
          top.starts.push(top.itemFrom);
          top.ends!.push(i);
          top.itemFrom = i + 1;
        }
        break;
      }
      case 0x3a: // :
        expectKey = false;
        break;
      case 0x7d: // }
      case 0x5d: {
        // ]
        const top = stack.pop()!;
        if (top.starts && (top.starts.length > 0 || !blank(text, top.itemFrom, i))) {
          if (blank(text, top.itemFrom, i)) throw new SyntaxError(`JSON: empty item in a list at byte ${i}`);
          top.starts.push(top.itemFrom);
          top.ends!.push(i);
          if (top.starts.length >= minItems) {
            const list = new JsonList(text, Uint32Array.from(top.starts), Uint32Array.from(top.ends!));
            kept.push({ path: top.path!, open: top.open, close: i, list });
          }
        }
        const parent = stack[stack.length - 1];
        expectKey = false;
        if (parent?.object) parent.key = undefined;
        break;
      }
      default:
    }
  }
  if (kept.length === 0) return JSON.parse(text.toString('utf8'));
  // The document with each kept list as [], then the lists put back in its place.
  const parts: string[] = [];
  let from = 0;
  for (const k of kept.sort((a, b) => a.open - b.open)) {
    parts.push(text.toString('utf8', from, k.open), '[]');
    from = k.close + 1;
  }
  parts.push(text.toString('utf8', from));
  const doc = JSON.parse(parts.join('')) as unknown;
  for (const k of kept) {
    const owner = k.path
      .slice(0, -1)
      .reduce<Record<string, unknown>>(
        (o, key) => o[key] as Record<string, unknown>,
        doc as Record<string, unknown>,
      );
    owner[k.path[k.path.length - 1]!] = k.list;
  }
  return doc;
}
