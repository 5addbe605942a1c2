// The portable type registry: walks declarations and numbers them deterministically (first visit order).
// Named types (path, composite, variant) are deduplicated by identity and get their id before their fields
// are walked, which is what lets recursive types refer to themselves; anonymous ones (Vec, tuples,
// arrays, compact, primitives) are deduplicated by structure.
import type { V15 } from '@polkadot-api/substrate-bindings';
import type { AnyType, FieldInfo, TypeDefInfo } from '../scale/index.ts';

export type LookupEntry = V15['lookup'][number];
type Def = LookupEntry['def'];
type Fields = Extract<Def, { tag: 'composite' }>['value'];

function canonical(t: AnyType): AnyType {
  let r = t.resolve();
  while (r.metaAlias) r = r.metaAlias.resolve();
  return r;
}

export class PortableRegistry {
  private readonly ids = new Map<AnyType, number>();
  private readonly structural = new Map<string, number>();
  readonly entries: LookupEntry[] = [];

  id(t: AnyType): number {
    const r = canonical(t);
    const known = this.ids.get(r);
    if (known !== undefined) return known;
    const info = r.info;
    const named = info.path.length > 0 || info.def.tag === 'composite' || info.def.tag === 'variant';
    if (named) {
      const id = this.entries.length;
      this.ids.set(r, id);
      this.entries.push({ id, path: [], params: [], def: { tag: 'tuple', value: [] }, docs: [] });
      const params = info.params.map((p) => ({ name: p.name, type: p.type ? this.id(p.type) : undefined }));
      this.entries[id] = { id, path: [...info.path], params, def: this.def(info.def), docs: [...info.docs] };
      return id;
    }
    const def = this.def(info.def);
    const key = JSON.stringify(def);
    const hit = this.structural.get(key);
    if (hit !== undefined) {
      this.ids.set(r, hit);
      return hit;
    }
    const id = this.entries.length;
    this.entries.push({ id, path: [], params: [], def, docs: [] });
    this.structural.set(key, id);
    this.ids.set(r, id);
    return id;
  }

  private fields(fs: readonly FieldInfo[]): Fields {
    return fs.map((f) => ({ name: f.name, type: this.id(f.type), typeName: f.typeName, docs: [...f.docs] }));
  }

  private def(d: TypeDefInfo): Def {
    switch (d.tag) {
      case 'composite':
        return { tag: 'composite', value: this.fields(d.fields) };
      case 'variant':
        return {
          tag: 'variant',
          value: [...d.variants]
            .sort((a, b) => a.index - b.index)
            .map((v) => ({ name: v.name, fields: this.fields(v.fields), index: v.index, docs: [...v.docs] })),
        };
      case 'sequence':
        return { tag: 'sequence', value: this.id(d.type) };
      case 'array':
        return { tag: 'array', value: { len: d.len, type: this.id(d.type) } };
      case 'tuple':
        return { tag: 'tuple', value: d.types.map((t) => this.id(t)) };
      case 'primitive':
        return { tag: 'primitive', value: { tag: d.prim, value: undefined } };
      case 'compact':
        return { tag: 'compact', value: this.id(d.type) };
      case 'bitSequence':
        return {
          tag: 'bitSequence',
          value: { bitStoreType: this.id(d.store), bitOrderType: this.id(d.order) },
        };
    }
  }
}
