// Reading a V15 portable type registry the way a client does: Rust-like names for type ids and a decoder that
// turns SCALE bytes into readable Rust-like literals, from the metadata alone (no runtime declarations).
import type { V15 } from '@polkadot-api/substrate-bindings';

export type LookupEntry = V15['lookup'][number];
type Def = LookupEntry['def'];
type Fields = Extract<Def, { tag: 'composite' }>['value'];

/** Outer enums hold every pallet's calls/events/errors: named, never expanded. */
const OUTER = new Set(['RuntimeCall', 'RuntimeEvent', 'RuntimeError']);

const PRIMITIVE_WIDTH: Record<string, number> = {
  u8: 1,
  u16: 2,
  u32: 4,
  u64: 8,
  u128: 16,
  u256: 32,
  i8: 1,
  i16: 2,
  i32: 4,
  i64: 8,
  i128: 16,
  i256: 32,
};

export class Lookup {
  private readonly byId = new Map<number, LookupEntry>();
  /** Display name per full path: the last segment, or the whole path where two paths share it. */
  private readonly pathNames = new Map<string, string>();

  constructor(lookup: readonly LookupEntry[]) {
    const pathsByLast = new Map<string, Set<string>>();
    for (const t of lookup) {
      this.byId.set(t.id, t);
      const last = t.path.at(-1);
      if (last === undefined) continue;
      let paths = pathsByLast.get(last);
      if (!paths) pathsByLast.set(last, (paths = new Set()));
      paths.add(t.path.join('::'));
    }
    for (const [last, paths] of pathsByLast)
      for (const p of paths) this.pathNames.set(p, paths.size === 1 ? last : p);
  }

  get(id: number): LookupEntry {
    const t = this.byId.get(id);
    if (!t) throw new Error(`type ${id} is not in the lookup`);
    return t;
  }

  /** A named (path-carrying) composite or enum: what the Types section defines. */
  isNamed(id: number): boolean {
    const t = this.get(id);
    return t.path.length > 0 && (t.def.tag === 'composite' || t.def.tag === 'variant');
  }

  isOuter(id: number): boolean {
    return OUTER.has(this.get(id).path.at(-1) ?? '');
  }

  /** `Option<AccountId32>`, `Compact<u128>`, `[u8; 32]`, `Vec<(u32, u128)>`, `MultiAddress<AccountId32, ()>`. */
  name(id: number): string {
    const t = this.get(id);
    const d = t.def;
    switch (d.tag) {
      case 'primitive':
        return d.value.tag === 'str' ? 'String' : d.value.tag;
      case 'compact':
        return `Compact<${this.name(d.value)}>`;
      case 'sequence':
        return `Vec<${this.name(d.value)}>`;
      case 'array':
        return `[${this.name(d.value.type)}; ${d.value.len}]`;
      case 'tuple':
        return `(${d.value.map((x) => this.name(x)).join(', ')})`;
      case 'bitSequence':
        return 'BitVec';
      case 'composite':
      case 'variant': {
        const base = this.pathNames.get(t.path.join('::')) ?? '{anonymous}';
        const args = t.params.flatMap((p) => (p.type === undefined ? [] : [this.name(p.type)]));
        return args.length === 0 ? base : `${base}<${args.join(', ')}>`;
      }
    }
  }

  /** The one-level definition of a named type: `struct X { a: u32 }`, `enum Y { A, B(u32) }`. */
  definition(id: number): string {
    const t = this.get(id);
    const d = t.def;
    const head = this.name(id);
    if (d.tag === 'composite') {
      if (d.value.length === 0) return `struct ${head};`;
      if (d.value.every((f) => f.name === undefined))
        return `struct ${head}(${d.value.map((f) => this.name(f.type)).join(', ')});`;
      return `struct ${head} {\n${d.value.map((f) => `    ${f.name}: ${this.name(f.type)},`).join('\n')}\n}`;
    }
    if (d.tag === 'variant') {
      const lines = d.value.map((v) => `    ${v.name}${this.fieldList(v.fields)} = ${v.index},`);
      return lines.length === 0 ? `enum ${head} {}` : `enum ${head} {\n${lines.join('\n')}\n}`;
    }
    return head;
  }

  /** `(u32, u128)` for unnamed fields, ` { a: u32 }` for named ones, '' for none. */
  fieldList(fields: Fields): string {
    if (fields.length === 0) return '';
    if (fields.every((f) => f.name === undefined))
      return `(${fields.map((f) => this.name(f.type)).join(', ')})`;
    return ` { ${fields.map((f) => `${f.name}: ${this.name(f.type)}`).join(', ')} }`;
  }

  /** Every named type `id` refers to (itself included), outer enums named but not walked into. */
  collectNamed(id: number, into: Set<number>): void {
    const t = this.get(id);
    if (this.isNamed(id)) {
      if (into.has(id)) return;
      into.add(id);
      if (this.isOuter(id)) return;
    }
    for (const p of t.params) if (p.type !== undefined) this.collectNamed(p.type, into);
    const d = t.def;
    switch (d.tag) {
      case 'composite':
        for (const f of d.value) this.collectNamed(f.type, into);
        return;
      case 'variant':
        for (const v of d.value) for (const f of v.fields) this.collectNamed(f.type, into);
        return;
      case 'compact':
      case 'sequence':
        this.collectNamed(d.value, into);
        return;
      case 'array':
        this.collectNamed(d.value.type, into);
        return;
      case 'tuple':
        for (const x of d.value) this.collectNamed(x, into);
        return;
      default:
        return;
    }
  }

  /** Decodes `bytes` as type `id` into a Rust-like literal; throws if the bytes do not fit exactly. */
  literal(id: number, bytes: Uint8Array): string {
    const r = { bytes, pos: 0 };
    const out = this.read(id, r);
    if (r.pos !== bytes.length)
      throw new Error(`type ${this.name(id)}: ${bytes.length - r.pos} bytes left over`);
    return out;
  }

  private read(id: number, r: { bytes: Uint8Array; pos: number }): string {
    const d = this.get(id).def;
    const take = (n: number): Uint8Array => {
      if (r.pos + n > r.bytes.length) throw new Error(`type ${this.name(id)}: input too short`);
      const b = r.bytes.subarray(r.pos, r.pos + n);
      r.pos += n;
      return b;
    };
    switch (d.tag) {
      case 'primitive': {
        const p = d.value.tag;
        if (p === 'bool') return take(1)[0] === 1 ? 'true' : 'false';
        if (p === 'str') return JSON.stringify(new TextDecoder().decode(take(Number(compact(r, take)))));
        if (p === 'char') return `'${String.fromCodePoint(Number(le(take(4))))}'`;
        const width = PRIMITIVE_WIDTH[p];
        if (width === undefined) throw new Error(`unknown primitive ${p}`);
        let v = le(take(width));
        if (p.startsWith('i') && v >= 1n << BigInt(width * 8 - 1)) v -= 1n << BigInt(width * 8);
        return digits(v);
      }
      case 'compact':
        return digits(compact(r, take));
      case 'sequence':
      case 'array': {
        const inner = d.tag === 'sequence' ? d.value : d.value.type;
        const len = d.tag === 'sequence' ? Number(compact(r, take)) : d.value.len;
        const innerDef = this.get(inner).def;
        if (innerDef.tag === 'primitive' && innerDef.value.tag === 'u8') return byteLiteral(take(len));
        const items: string[] = [];
        for (let i = 0; i < len; i++) items.push(this.read(inner, r));
        return `[${items.join(', ')}]`;
      }
      case 'tuple':
        return `(${d.value.map((x) => this.read(x, r)).join(', ')})`;
      case 'composite': {
        const fields = this.readFields(d.value, r);
        const t = this.get(id);
        const base = t.path.length > 0 ? (this.pathNames.get(t.path.join('::')) ?? '') : '';
        return fields === '' ? base : `${base}${fields}`.trimStart();
      }
      case 'variant': {
        const index = take(1)[0]!;
        const v = d.value.find((x) => x.index === index);
        if (!v) throw new Error(`type ${this.name(id)}: no variant ${index}`);
        return `${v.name}${this.readFields(v.fields, r)}`;
      }
      case 'bitSequence':
        throw new Error('bit sequences are not rendered');
    }
  }

  private readFields(fields: Fields, r: { bytes: Uint8Array; pos: number }): string {
    if (fields.length === 0) return '';
    if (fields.every((f) => f.name === undefined)) {
      const values = fields.map((f) => this.read(f.type, r));
      return fields.length === 1 ? `(${values[0]})` : `(${values.join(', ')})`;
    }
    return ` { ${fields.map((f) => `${f.name}: ${this.read(f.type, r)}`).join(', ')} }`;
  }
}

function le(b: Uint8Array): bigint {
  let v = 0n;
  for (let i = b.length - 1; i >= 0; i--) v = (v << 8n) | BigInt(b[i]!);
  return v;
}

function compact(r: { bytes: Uint8Array; pos: number }, take: (n: number) => Uint8Array): bigint {
  const b0 = r.bytes[r.pos];
  if (b0 === undefined) throw new Error('compact: input too short');
  const mode = b0 & 3;
  if (mode === 0) return BigInt(take(1)[0]! >> 2);
  if (mode === 1) return le(take(2)) >> 2n;
  if (mode === 2) return le(take(4)) >> 2n;
  take(1);
  return le(take((b0 >> 2) + 4));
}

/** 1_000_000 style grouping, as Rust literals are often written. */
function digits(v: bigint): string {
  const s = (v < 0n ? -v : v).toString();
  const grouped = s.length <= 4 ? s : s.replace(/\B(?=(\d{3})+(?!\d))/g, '_');
  return v < 0n ? `-${grouped}` : grouped;
}

/** `b"py/ascon"` when the bytes are printable ASCII, else `0x…`. */
function byteLiteral(b: Uint8Array): string {
  if (b.length > 0 && b.every((x) => x >= 0x20 && x < 0x7f && x !== 0x22 && x !== 0x5c))
    return `b"${String.fromCharCode(...b)}"`;
  return `0x${Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')}`;
}
