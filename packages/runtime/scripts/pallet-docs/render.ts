// Renders docs/pallets.md from the runtime's metadata V15: what a client sees of every pallet (calls, events,
// errors, storage, constants) with readable Rust-like types, decoded from the metadata alone.
import { metadata as metadataCodec } from '@polkadot-api/substrate-bindings';
import type { V15 } from '@polkadot-api/substrate-bindings';
import { Lookup } from './lookup.ts';

type Pallet = V15['pallets'][number];
type StorageItem = NonNullable<Pallet['storage']>['items'][number];

const HASHER_NAMES: Record<string, string> = {
  Blake2128: 'Blake2_128',
  Blake2256: 'Blake2_256',
  Blake2128Concat: 'Blake2_128Concat',
  Twox128: 'Twox128',
  Twox256: 'Twox256',
  Twox64Concat: 'Twox64Concat',
  Identity: 'Identity',
};

export function decodeV15(bytes: Uint8Array): V15 {
  const decoded = metadataCodec.dec(bytes);
  if (decoded.metadata.tag !== 'v15') throw new Error(`expected metadata V15, got ${decoded.metadata.tag}`);
  return decoded.metadata.value;
}

/** The docs' first paragraph on one line (metadata docs are one line per source line, often space-led). */
function summary(docs: readonly string[]): string {
  const lines: string[] = [];
  for (const l of docs) {
    const t = l.trim();
    if (t === '') {
      if (lines.length > 0) break;
      continue;
    }
    lines.push(t);
  }
  return stripRustLinks(lines.join(' '));
}

/** Rust intra-doc links (`[x](Pallet::y)`, [`Config::Z`]) point nowhere in Markdown: keep their text only. */
function stripRustLinks(s: string): string {
  return s.replace(/\[([^\]]+)\]\((?![a-z]+:\/\/)[^)]*\)/g, '$1').replace(/\[(`[^`\]]+`)\](?!\()/g, '$1');
}

const dash = (docs: readonly string[]): string => {
  const s = summary(docs);
  return s === '' ? '' : ` — ${s}`;
};

const code = (s: string): string => (s.includes('`') ? `\`\` ${s} \`\`` : `\`${s}\``);

function variantsOf(lookup: Lookup, id: number | undefined) {
  if (id === undefined) return undefined;
  const d = lookup.get(id).def;
  if (d.tag !== 'variant') throw new Error(`type ${id} is not an enum`);
  return d.value;
}

function renderCalls(lookup: Lookup, p: Pallet, out: string[]): void {
  out.push('### Calls', '');
  const calls = variantsOf(lookup, p.calls);
  if (!calls) {
    out.push('None: the pallet has no `Call` enum (as in FRAME).', '');
    return;
  }
  for (const c of calls) {
    const args = c.fields.map((f) => `${f.name}: ${lookup.name(f.type)}`).join(', ');
    out.push(`- **${c.index}** ${code(`${c.name}(${args})`)}${dash(c.docs)}`);
  }
  out.push('');
}

function renderEvents(lookup: Lookup, p: Pallet, out: string[]): void {
  out.push('### Events', '');
  const events = variantsOf(lookup, p.events);
  if (!events) {
    out.push('None: the pallet has no `Event` enum (as in FRAME).', '');
    return;
  }
  for (const e of events)
    out.push(`- **${e.index}** ${code(`${e.name}${lookup.fieldList(e.fields)}`)}${dash(e.docs)}`);
  out.push('');
}

function renderErrors(lookup: Lookup, p: Pallet, out: string[]): void {
  out.push('### Errors', '');
  const errors = variantsOf(lookup, p.errors);
  if (!errors) {
    out.push('None: the pallet has no `Error` enum (as in FRAME).', '');
    return;
  }
  out.push(`\`DispatchError::Module { index: ${p.index}, error: [i, 0, 0, 0] }\` with \`i\`:`, '');
  for (const e of errors) out.push(`- **${e.index}** \`${e.name}\`${dash(e.docs)}`);
  out.push('');
}

function storageShape(lookup: Lookup, item: StorageItem): string {
  const t = item.type;
  if (t.tag === 'plain') return `value: ${code(lookup.name(t.value))}`;
  const hashers = t.value.hashers.map((h) => HASHER_NAMES[h.tag] ?? h.tag);
  const keyDef = lookup.get(t.value.key).def;
  const keys = hashers.length > 1 && keyDef.tag === 'tuple' ? keyDef.value : [t.value.key];
  const keyText = hashers.map((h, i) => `${h}(${lookup.name(keys[i] ?? t.value.key)})`).join(', ');
  return `map ${code(keyText)} → ${code(lookup.name(t.value.value))}`;
}

function renderStorage(lookup: Lookup, p: Pallet, out: string[]): void {
  out.push('### Storage', '');
  if (!p.storage) {
    out.push('None.', '');
    return;
  }
  out.push(`Prefix \`${p.storage.prefix}\`.`, '');
  for (const item of p.storage.items) {
    const value = item.type.tag === 'plain' ? item.type.value : item.type.value.value;
    const modifier =
      item.modifier === 1
        ? `Default ${code(lookup.literal(value, hexBytes(item.fallback)))}`
        : 'Optional (absent = `None`)';
    out.push(`- **\`${item.name}\`** ${storageShape(lookup, item)}; ${modifier}${dash(item.docs)}`);
  }
  out.push('');
}

function renderConstants(lookup: Lookup, p: Pallet, out: string[]): void {
  out.push('### Constants', '');
  if (p.constants.length === 0) {
    out.push('None.', '');
    return;
  }
  for (const c of p.constants) {
    const value = lookup.literal(c.type, hexBytes(c.value));
    out.push(`- **\`${c.name}\`**: ${code(lookup.name(c.type))} = ${code(value)}${dash(c.docs)}`);
  }
  out.push('');
}

function hexBytes(hex: string): Uint8Array {
  const h = hex.startsWith('0x') ? hex.slice(2) : hex;
  const out = new Uint8Array(h.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(h.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** Named types the pallets' items use, except the pallets' own Call/Event/Error enums (listed above). */
function referencedTypes(lookup: Lookup, md: V15): number[] {
  const own = new Set<number>();
  for (const p of md.pallets)
    for (const id of [p.calls, p.events, p.errors]) if (id !== undefined) own.add(id);
  const found = new Set<number>();
  const visit = (id: number) => lookup.collectNamed(id, found);
  for (const id of own) {
    const d = lookup.get(id).def;
    if (d.tag === 'variant') for (const v of d.value) for (const f of v.fields) visit(f.type);
  }
  for (const p of md.pallets) {
    for (const item of p.storage?.items ?? []) {
      if (item.type.tag === 'plain') visit(item.type.value);
      else {
        visit(item.type.value.key);
        visit(item.type.value.value);
      }
    }
    for (const c of p.constants) visit(c.type);
  }
  for (const id of own) found.delete(id);
  return [...found].sort((a, b) => {
    const na = lookup.name(a);
    const nb = lookup.name(b);
    return na < nb ? -1 : na > nb ? 1 : a - b;
  });
}

export function renderPalletDocs(metadataBytes: Uint8Array): string {
  const md = decodeV15(metadataBytes);
  const lookup = new Lookup(md.lookup);
  const out: string[] = [
    '# Lumi pallets (generated reference)',
    '',
    '<!-- Generated from the runtime metadata V15 by `npm run docs:pallets -w packages/runtime`',
    '     (packages/runtime/scripts/gen-pallet-docs.ts). Do not edit: a test fails when this file is stale. -->',
    '',
    'Every pallet as clients see it in the metadata: call indices and arguments, events, errors, storage',
    'items (hashers, key, value, modifier and default) and constants with their values. Types are Rust-like: `Compact<T>`',
    'is SCALE compact, `Vec<u8>` and `[u8; n]` values are shown as `0x…` or `b"…"`; named types are defined under',
    '[Types](#types). The meaning of each pallet on the Lumi chain (genesis, fees, the forex oracle, the swap fee) is',
    'in [chain.md](chain.md#pallets).',
    '',
    "This is Lumi's runtime. The Asset-Hub-shaped dev chain (`--chain asset-hub-dev`) runs the same pallet code under",
    "Polkadot Asset Hub's names and indices, plus **ForeignAssets** (index 53): the Assets pallet below instanced with",
    '`AssetId = AssetIdParameter = staging_xcm::v5::location::Location`, so each `u32` or `Compact<u32>` asset id of its',
    'calls, events and storage keys is a `Location` there, and NextAssetId is never advanced (a Location is not',
    'incrementable). Its genesis and routing are in [real-chains.md](real-chains.md#the-asset-hub-shaped-dev-chain).',
    '',
    '| index | pallet | calls | events | errors | storage | constants |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const p of md.pallets) {
    const n = (id: number | undefined) =>
      id === undefined ? '—' : String(variantsOf(lookup, id)?.length ?? 0);
    const anchor = p.name.toLowerCase();
    out.push(
      `| ${p.index} | [${p.name}](#${anchor}) | ${n(p.calls)} | ${n(p.events)} | ${n(p.errors)} | ${p.storage?.items.length ?? 0} | ${p.constants.length} |`,
    );
  }
  out.push('');
  for (const p of md.pallets) {
    out.push(`## ${p.name}`, '', `Pallet index ${p.index}.${p.docs.length ? ` ${summary(p.docs)}` : ''}`, '');
    renderCalls(lookup, p, out);
    renderEvents(lookup, p, out);
    renderErrors(lookup, p, out);
    renderStorage(lookup, p, out);
    renderConstants(lookup, p, out);
  }
  out.push('## Types', '');
  out.push('Named types referenced above, one level deep (`= n` is the SCALE variant index).', '');
  const shown = new Map<string, string>();
  for (const id of referencedTypes(lookup, md)) {
    const t = lookup.get(id);
    // Option and Result read as in Rust; the same name defined the same way is shown once.
    if (t.path.length === 1 && (t.path[0] === 'Option' || t.path[0] === 'Result')) continue;
    let heading = lookup.name(id);
    const definition = lookup.definition(id);
    if (shown.has(heading)) {
      if (shown.get(heading) === definition) continue;
      heading = `${heading} (type ${id})`;
    }
    shown.set(heading, definition);
    out.push(`### \`${heading}\``, '');
    out.push(`\`${t.path.join('::')}\`${dash(t.docs)}`, '');
    if (lookup.isOuter(id)) {
      out.push('The runtime’s outer enum: one variant per pallet, indexed by pallet index (see above).', '');
      continue;
    }
    out.push('```rust', definition, '```', '');
  }
  return out.join('\n');
}
