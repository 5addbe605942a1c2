import type { V14Lookup } from '@polkadot-api/substrate-bindings';

type LookupEntry = V14Lookup[number];
type Field = { name: string | undefined; type: number };

/**
 * Runtime-level aggregate enums: their variants list the pallets of a particular runtime, so ours can never equal
 * kitchensink's. They are compared by name only.
 */
export const DEFAULT_OUTER_TYPES: readonly string[] = [
  'RuntimeCall',
  'RuntimeEvent',
  'RuntimeError',
  'OriginCaller',
  'RuntimeHoldReason',
  'RuntimeFreezeReason',
  'RuntimeSlashReason',
  'RuntimeLockId',
  'RuntimeTask',
  'RuntimeParameters',
  'RuntimeParametersKey',
  'RuntimeParametersValue',
];

export class TypeTable {
  private readonly byId = new Map<number, LookupEntry>();
  constructor(lookup: V14Lookup) {
    for (const t of lookup) this.byId.set(t.id, t);
  }

  get(id: number): LookupEntry {
    const t = this.byId.get(id);
    if (!t) throw new Error(`type #${id} is referenced but missing from the lookup`);
    return t;
  }

  lastSegment(id: number): string | undefined {
    return this.get(id).path.at(-1);
  }

  /** Short human name, enough to say what a mismatch is about. */
  describe(id: number, depth = 0): string {
    const t = this.get(id);
    const d = t.def;
    if (depth > 3) return t.path.at(-1) ?? '…';
    switch (d.tag) {
      case 'primitive':
        return d.value.tag;
      case 'compact':
        return `Compact<${this.describe(d.value, depth + 1)}>`;
      case 'sequence':
        return `Vec<${this.describe(d.value, depth + 1)}>`;
      case 'array':
        return `[${this.describe(d.value.type, depth + 1)}; ${d.value.len}]`;
      case 'tuple':
        return `(${d.value.map((x) => this.describe(x, depth + 1)).join(', ')})`;
      case 'bitSequence':
        return 'BitSequence';
      case 'composite':
        return t.path.at(-1) ?? `struct{${d.value.map((f) => f.name ?? '_').join(',')}}`;
      case 'variant':
        return t.path.at(-1) ?? 'enum';
    }
  }
}

export interface ShapeMismatch {
  /** Where inside the compared type, e.g. `dest/Index/0`; empty at the top. */
  at: string;
  message: string;
}

function join(at: string, step: string): string {
  return at ? `${at}/${step}` : step;
}

/**
 * Structural comparison of one of our types against a kitchensink type. Type ids and docs are ignored;
 * paths count by their last segment only; runtime-level enums are compared by name only.
 */
export class ShapeComparer {
  private readonly outer: ReadonlySet<string>;

  constructor(
    readonly ours: TypeTable,
    readonly ref: TypeTable,
    outerTypes: readonly string[] = DEFAULT_OUTER_TYPES,
  ) {
    this.outer = new Set(outerTypes);
  }

  compare(oursId: number, refId: number, at = ''): ShapeMismatch[] {
    const out: ShapeMismatch[] = [];
    this.walk(oursId, refId, at, out, new Set());
    return out;
  }

  /** Compares two field lists: same count, same names in order, same shapes. */
  compareFields(ours: Field[], ref: Field[], at: string): ShapeMismatch[] {
    const out: ShapeMismatch[] = [];
    this.fields(ours, ref, at, out, new Set());
    return out;
  }

  private fields(ours: Field[], ref: Field[], at: string, out: ShapeMismatch[], active: Set<string>): void {
    const oursNames = ours.map((f, i) => f.name ?? `#${i}`);
    const refNames = ref.map((f, i) => f.name ?? `#${i}`);
    if (oursNames.join(',') !== refNames.join(',')) {
      out.push({
        at,
        message: `fields (${oursNames.join(', ')}) differ from kitchensink (${refNames.join(', ')})`,
      });
      return;
    }
    ours.forEach((f, i) => this.walk(f.type, ref[i]!.type, join(at, f.name ?? String(i)), out, active));
  }

  private walk(oursId: number, refId: number, at: string, out: ShapeMismatch[], active: Set<string>): void {
    // A pair already being compared further up is a recursive type: its shape is being checked there.
    const key = `${oursId}:${refId}`;
    if (active.has(key)) return;
    const o = this.ours.get(oursId);
    const r = this.ref.get(refId);
    const oName = o.path.at(-1);
    const rName = r.path.at(-1);
    const mismatch = (message: string): void => {
      out.push({
        at,
        message: `${message} (ours ${this.ours.describe(oursId)}, kitchensink ${this.ref.describe(refId)})`,
      });
    };

    if (oName !== rName) return mismatch(`type name ${oName ?? '(none)'} vs ${rName ?? '(none)'}`);
    if (oName !== undefined && this.outer.has(oName)) return;
    if (o.def.tag !== r.def.tag) return mismatch(`type kind ${o.def.tag} vs ${r.def.tag}`);

    active.add(key);
    const od = o.def;
    const rd = r.def;
    switch (od.tag) {
      case 'primitive':
        if (rd.tag === 'primitive' && od.value.tag !== rd.value.tag)
          mismatch(`primitive ${od.value.tag} vs ${rd.value.tag}`);
        break;
      case 'compact':
        if (rd.tag === 'compact') this.walk(od.value, rd.value, join(at, 'compact'), out, active);
        break;
      case 'sequence':
        if (rd.tag === 'sequence') this.walk(od.value, rd.value, join(at, 'item'), out, active);
        break;
      case 'array':
        if (rd.tag !== 'array') break;
        if (od.value.len !== rd.value.len) mismatch(`array length ${od.value.len} vs ${rd.value.len}`);
        else this.walk(od.value.type, rd.value.type, join(at, 'item'), out, active);
        break;
      case 'tuple':
        if (rd.tag !== 'tuple') break;
        if (od.value.length !== rd.value.length)
          mismatch(`tuple arity ${od.value.length} vs ${rd.value.length}`);
        else od.value.forEach((x, i) => this.walk(x, rd.value[i]!, join(at, String(i)), out, active));
        break;
      case 'bitSequence':
        if (rd.tag !== 'bitSequence') break;
        this.walk(od.value.bitStoreType, rd.value.bitStoreType, join(at, 'store'), out, active);
        this.walk(od.value.bitOrderType, rd.value.bitOrderType, join(at, 'order'), out, active);
        break;
      case 'composite':
        if (rd.tag === 'composite') this.fields(od.value, rd.value, at, out, active);
        break;
      case 'variant': {
        if (rd.tag !== 'variant') break;
        for (const rv of rd.value) {
          const ov = od.value.find((v) => v.name === rv.name);
          const vAt = join(at, rv.name);
          if (!ov) {
            out.push({ at: vAt, message: `variant ${rv.name} (index ${rv.index}) missing from ours` });
            continue;
          }
          if (ov.index !== rv.index)
            out.push({ at: vAt, message: `variant index ${ov.index} vs kitchensink ${rv.index}` });
          this.fields(ov.fields, rv.fields, vAt, out, active);
        }
        for (const ov of od.value) {
          if (!rd.value.some((v) => v.name === ov.name))
            out.push({
              at: join(at, ov.name),
              message: `variant ${ov.name} (index ${ov.index}) not in kitchensink`,
            });
        }
        break;
      }
    }
    active.delete(key);
  }
}
