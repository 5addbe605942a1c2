// Finds doc lines of ours that repeat a kitchensink doc line. Kitchensink's docs are FRAME's doc comments,
// reference material we may match in shape but must not copy in text; see own-docs.test.ts.
import type { UnifiedMetadata } from '@polkadot-api/substrate-bindings';
import { DEFAULT_PALLET_MAP } from './kitchensink.ts';

/** Lines shorter than this (after normalising) are too generic to count as copied ("The asset ID."). */
export const MIN_COPIED_LENGTH = 25;

export interface CopiedLine {
  /** e.g. `Balances.call.transfer_keep_alive`, `api.Core.version`, `type sp_runtime::DispatchError`. */
  item: string;
  line: string;
}

type Lookup = UnifiedMetadata['lookup'];
type Entry = Lookup[number];
type Pallet = UnifiedMetadata['pallets'][number];

export function normaliseDocLine(line: string): string {
  return line.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Item key → every doc line of that item (its own docs plus those of its fields / arguments). */
type DocIndex = Map<string, string[]>;

function variantDocs(lookup: Lookup, id: number | undefined, prefix: string, into: DocIndex): void {
  if (id === undefined) return;
  const def = lookup[id]?.def;
  if (def?.tag !== 'variant') return;
  for (const v of def.value) into.set(`${prefix}.${v.name}`, [...v.docs, ...v.fields.flatMap((f) => f.docs)]);
}

function palletDocs(lookup: Lookup, p: Pallet, name: string, into: DocIndex): void {
  variantDocs(lookup, p.calls?.type, `${name}.call`, into);
  variantDocs(lookup, p.events?.type, `${name}.event`, into);
  variantDocs(lookup, p.errors?.type, `${name}.error`, into);
  for (const s of p.storage?.items ?? []) into.set(`${name}.storage.${s.name}`, s.docs);
  for (const c of p.constants) into.set(`${name}.constant.${c.name}`, c.docs);
}

function typeDocs(e: Entry): string[] {
  const d = e.def;
  const inner =
    d.tag === 'variant'
      ? d.value.flatMap((v) => [...v.docs, ...v.fields.flatMap((f) => f.docs)])
      : d.tag === 'composite'
        ? d.value.flatMap((f) => f.docs)
        : [];
  return [...e.docs, ...inner];
}

/**
 * Every documented item, keyed so that the same item in two runtimes gets the same key: pallet items by
 * (reference) pallet name, runtime API methods by API and method, lookup types by their Rust path.
 */
export function docIndex(md: UnifiedMetadata, palletMap: Readonly<Record<string, string>> = {}): DocIndex {
  const index: DocIndex = new Map();
  for (const p of md.pallets) palletDocs(md.lookup, p, palletMap[p.name] ?? p.name, index);
  for (const api of md.apis) {
    index.set(`api.${api.name}`, api.docs);
    for (const m of api.methods) index.set(`api.${api.name}.${m.name}`, m.docs);
  }
  // A pallet's Call / Event / Error enums are covered item by item above; only their own docs count here.
  const palletEnums = new Set(md.pallets.flatMap((p) => [p.calls?.type, p.events?.type, p.errors?.type]));
  for (const e of md.lookup) {
    if (e.path.length === 0) continue;
    const key = `type ${e.path.join('::')}`;
    const docs = palletEnums.has(e.id) ? e.docs : typeDocs(e);
    index.set(key, [...(index.get(key) ?? []), ...docs]);
  }
  return index;
}

/**
 * Our doc lines (of items kitchensink also has) that equal, ignoring whitespace and case, any doc line of the
 * same kitchensink item or of any other kitchensink item, lines shorter than MIN_COPIED_LENGTH excepted.
 */
export function copiedDocLines(
  ours: UnifiedMetadata,
  reference: UnifiedMetadata,
  palletMap: Readonly<Record<string, string>> = DEFAULT_PALLET_MAP,
): CopiedLine[] {
  const refIndex = docIndex(reference);
  const refLines = new Set<string>();
  for (const lines of refIndex.values()) for (const l of lines) refLines.add(normaliseDocLine(l));
  const copied: CopiedLine[] = [];
  for (const [item, lines] of docIndex(ours, palletMap)) {
    if (!refIndex.has(item)) continue;
    for (const line of lines) {
      const n = normaliseDocLine(line);
      if (n.length >= MIN_COPIED_LENGTH && refLines.has(n)) copied.push({ item, line: line.trim() });
    }
  }
  return copied;
}
