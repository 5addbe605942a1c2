// Runtime API fidelity: compares one runtime API of ours (name, method names and order, argument names, and
// the shape of every argument and output type) with the same API in a reference metadata.
import type { UnifiedMetadata } from '@polkadot-api/substrate-bindings';
import { ShapeComparer, TypeTable } from './shape-compare.ts';
import type { ShapeMismatch } from './shape-compare.ts';

export function compareRuntimeApi(
  ours: UnifiedMetadata,
  ref: UnifiedMetadata,
  apiName: string,
): ShapeMismatch[] {
  const oursApi = ours.apis.find((a) => a.name === apiName);
  const refApi = ref.apis.find((a) => a.name === apiName);
  if (!oursApi || !refApi)
    return [{ at: apiName, message: `${oursApi ? 'reference' : 'our'} metadata has no ${apiName}` }];
  const cmp = new ShapeComparer(new TypeTable(ours.lookup), new TypeTable(ref.lookup));
  const out: ShapeMismatch[] = [];
  const names = (a: typeof oursApi) => a.methods.map((m) => m.name).join(', ');
  if (names(oursApi) !== names(refApi))
    out.push({ at: apiName, message: `methods (${names(oursApi)}) vs reference (${names(refApi)})` });
  for (const m of oursApi.methods) {
    const rm = refApi.methods.find((x) => x.name === m.name);
    if (!rm) continue;
    const at = `${apiName}.${m.name}`;
    const args = (x: typeof m) => x.inputs.map((i) => i.name).join(', ');
    if (args(m) !== args(rm)) {
      out.push({ at, message: `arguments (${args(m)}) vs reference (${args(rm)})` });
      continue;
    }
    m.inputs.forEach((i, k) => out.push(...cmp.compare(i.type, rm.inputs[k]!.type, `${at}/${i.name}`)));
    out.push(...cmp.compare(m.output, rm.output, `${at}/output`));
  }
  return out;
}

/** The type of field `index` of variant `name` of enum type `id` (e.g. OriginCaller's `system`). */
export function variantFieldType(md: UnifiedMetadata, id: number, name: string, index = 0): number {
  const def = md.lookup.find((t) => t.id === id)?.def;
  if (def?.tag !== 'variant') throw new Error(`type #${id} is not an enum`);
  const v = def.value.find((x) => x.name === name);
  const f = v?.fields[index];
  if (!f) throw new Error(`enum #${id} has no variant ${name} with field ${index}`);
  return f.type;
}
