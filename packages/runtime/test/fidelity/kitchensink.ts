// Metadata fidelity: checks that every call, event, error, storage item and constant our runtime declares in a
// pallet that FRAME also has looks exactly like the Substrate kitchensink runtime's (metadata shipped in
// @polkadot/types-support), so that generic clients (polkadot.js apps, PAPI descriptors) treat both alike.
import kitchensinkHex from '@polkadot/types-support/metadata/v15/substrate-hex';
import { hexToU8a } from '@polkadot/util';
import type { UnifiedMetadata } from '@polkadot-api/substrate-bindings';
import { unify } from './metadata-bytes.ts';
import { ShapeComparer, TypeTable } from './shape-compare.ts';
import type { ShapeMismatch } from './shape-compare.ts';

export type ItemKind = 'call' | 'event' | 'error' | 'storage' | 'constant';

export interface Difference {
  /** Our pallet name (e.g. OracleMembership, even though it is compared with TechnicalMembership). */
  pallet: string;
  kind: ItemKind;
  item: string;
  /** Position inside the item's type, e.g. `dest/Index/0`; empty when the item itself differs. */
  at: string;
  message: string;
}

export interface AllowedDifference {
  pallet: string;
  kind: ItemKind;
  item: string;
  /** Why we deliberately differ; required so the list documents itself. */
  reason: string;
}

export interface CompareOptions {
  /** Items whose differences are intended. An entry that no longer differs is reported itself. */
  allow?: readonly AllowedDifference[];
  /** Our pallet name → reference pallet name (default DEFAULT_PALLET_MAP); unmapped pallets match by name. */
  palletMap?: Readonly<Record<string, string>>;
  /** Last path segments of runtime-level enums, compared by name only (default DEFAULT_OUTER_TYPES). */
  outerTypes?: readonly string[];
  /** Reference metadata bytes; defaults to kitchensink. Lets tests compare two arbitrary metadata blobs. */
  reference?: Uint8Array;
}

/** Pallets of ours that are instances of a FRAME pallet kitchensink names differently. */
export const DEFAULT_PALLET_MAP: Readonly<Record<string, string>> = {
  OracleMembership: 'TechnicalMembership',
  // pallet_asset_conversion_tx_payment: named AssetTxPayment as the Polkadot Asset Hub runtimes name it.
  AssetTxPayment: 'AssetConversionTxPayment',
};

/** Kitchensink metadata exactly as shipped: Option<OpaqueMetadata>, V15. */
export function kitchensinkMetadataBytes(): Uint8Array {
  return hexToU8a(kitchensinkHex);
}

let kitchensinkCache: UnifiedMetadata | undefined;
/** Kitchensink metadata decoded once per test file. */
export function kitchensinkUnified(): UnifiedMetadata {
  kitchensinkCache ??= unify(kitchensinkMetadataBytes());
  return kitchensinkCache;
}

type Pallet = UnifiedMetadata['pallets'][number];

/** Pairs [ours, reference] of pallets that get compared. */
export function comparedPallets(ours: Uint8Array, options: CompareOptions = {}): [string, string][] {
  return pairPallets(
    unify(ours),
    options.reference ? unify(options.reference) : kitchensinkUnified(),
    options,
  ).map(([o, r]) => [o.name, r.name]);
}

function pairPallets(
  ours: UnifiedMetadata,
  ref: UnifiedMetadata,
  options: CompareOptions,
): [Pallet, Pallet][] {
  const map = options.palletMap ?? DEFAULT_PALLET_MAP;
  const pairs: [Pallet, Pallet][] = [];
  for (const p of ours.pallets) {
    const refName = map[p.name] ?? p.name;
    const rp = ref.pallets.find((x) => x.name === refName);
    if (rp) pairs.push([p, rp]);
  }
  return pairs;
}

export function compareWithKitchensink(ours: Uint8Array, options: CompareOptions = {}): Difference[] {
  const allow = validateAllowlist(options.allow ?? []);
  const oursMd = unify(ours);
  const refMd = options.reference ? unify(options.reference) : kitchensinkUnified();
  const cmp = new ShapeComparer(
    new TypeTable(oursMd.lookup),
    new TypeTable(refMd.lookup),
    options.outerTypes,
  );

  const found: Difference[] = [];
  const present = new Set<string>();
  for (const [p, rp] of pairPallets(oursMd, refMd, options)) {
    const ctx: PalletContext = { cmp, pallet: p.name, refPallet: rp.name, found, present };
    compareVariants(ctx, 'call', p.calls?.type, rp.calls?.type);
    compareVariants(ctx, 'event', p.events?.type, rp.events?.type);
    compareVariants(ctx, 'error', p.errors?.type, rp.errors?.type);
    compareStorage(ctx, p, rp);
    compareConstants(ctx, p, rp);
  }
  return applyAllowlist(found, present, allow);
}

export function formatDifference(d: Difference): string {
  return `${d.pallet}.${d.kind}.${d.item}${d.at ? ` @ ${d.at}` : ''}: ${d.message}`;
}

interface PalletContext {
  cmp: ShapeComparer;
  pallet: string;
  refPallet: string;
  found: Difference[];
  /** Keys of every item of ours that was looked at, so stale allowlist entries can be told apart. */
  present: Set<string>;
}

function itemKey(pallet: string, kind: ItemKind, item: string): string {
  return `${pallet}\u0000${kind}\u0000${item}`;
}

function report(ctx: PalletContext, kind: ItemKind, item: string, mismatches: ShapeMismatch[]): void {
  for (const m of mismatches)
    ctx.found.push({ pallet: ctx.pallet, kind, item, at: m.at, message: m.message });
}

function compareVariants(
  ctx: PalletContext,
  kind: 'call' | 'event' | 'error',
  oursId: number | undefined,
  refId: number | undefined,
): void {
  if (oursId === undefined) return;
  const od = ctx.cmp.ours.get(oursId).def;
  if (od.tag !== 'variant') {
    report(ctx, kind, '*', [{ at: '', message: `our ${kind} type #${oursId} is a ${od.tag}, not an enum` }]);
    return;
  }
  const rd = refId === undefined ? undefined : ctx.cmp.ref.get(refId).def;
  const refVariants = rd?.tag === 'variant' ? rd.value : [];
  for (const ov of od.value) {
    ctx.present.add(itemKey(ctx.pallet, kind, ov.name));
    const rv = refVariants.find((v) => v.name === ov.name);
    if (!rv) {
      report(ctx, kind, ov.name, [
        { at: '', message: `no ${kind} ${ov.name} in kitchensink ${ctx.refPallet}` },
      ]);
      continue;
    }
    const mismatches: ShapeMismatch[] = [];
    if (ov.index !== rv.index)
      mismatches.push({ at: '', message: `index ${ov.index} vs kitchensink ${rv.index}` });
    mismatches.push(...ctx.cmp.compareFields(ov.fields, rv.fields, ''));
    report(ctx, kind, ov.name, mismatches);
  }
}

const MODIFIER = ['Optional', 'Default'];

function compareStorage(ctx: PalletContext, p: Pallet, rp: Pallet): void {
  for (const item of p.storage?.items ?? []) {
    ctx.present.add(itemKey(ctx.pallet, 'storage', item.name));
    const ri = rp.storage?.items.find((x) => x.name === item.name);
    if (!ri) {
      report(ctx, 'storage', item.name, [
        { at: '', message: `no storage ${item.name} in kitchensink ${ctx.refPallet}` },
      ]);
      continue;
    }
    const mismatches: ShapeMismatch[] = [];
    if (item.modifier !== ri.modifier) {
      const name = (m: number) => MODIFIER[m] ?? `modifier ${m}`;
      mismatches.push({ at: '', message: `${name(item.modifier)} vs kitchensink ${name(ri.modifier)}` });
    }
    const o = item.type;
    const r = ri.type;
    if (o.tag === 'plain' && r.tag === 'plain') {
      mismatches.push(...ctx.cmp.compare(o.value, r.value, 'value'));
    } else if (o.tag === 'map' && r.tag === 'map') {
      const oh = o.value.hashers.map((h) => h.tag).join(', ');
      const rh = r.value.hashers.map((h) => h.tag).join(', ');
      if (oh !== rh) mismatches.push({ at: 'hashers', message: `[${oh}] vs kitchensink [${rh}]` });
      mismatches.push(...ctx.cmp.compare(o.value.key, r.value.key, 'key'));
      mismatches.push(...ctx.cmp.compare(o.value.value, r.value.value, 'value'));
    } else {
      mismatches.push({ at: '', message: `storage kind ${o.tag} vs kitchensink ${r.tag}` });
    }
    report(ctx, 'storage', item.name, mismatches);
  }
}

function compareConstants(ctx: PalletContext, p: Pallet, rp: Pallet): void {
  for (const c of p.constants) {
    ctx.present.add(itemKey(ctx.pallet, 'constant', c.name));
    const rc = rp.constants.find((x) => x.name === c.name);
    if (!rc) {
      report(ctx, 'constant', c.name, [
        { at: '', message: `no constant ${c.name} in kitchensink ${ctx.refPallet}` },
      ]);
      continue;
    }
    // Values are runtime configuration (deposits, limits) and may differ; only the type must match.
    report(ctx, 'constant', c.name, ctx.cmp.compare(c.type, rc.type, ''));
  }
}

const KINDS: readonly ItemKind[] = ['call', 'event', 'error', 'storage', 'constant'];

function validateAllowlist(allow: readonly AllowedDifference[]): Map<string, AllowedDifference> {
  const byKey = new Map<string, AllowedDifference>();
  for (const a of allow) {
    if (!KINDS.includes(a.kind))
      throw new Error(`allowlist entry ${a.pallet}.${a.item}: unknown kind ${a.kind}`);
    if (!a.pallet || !a.item) throw new Error('allowlist entry without pallet or item name');
    if (!a.reason?.trim()) throw new Error(`allowlist entry ${a.pallet}.${a.kind}.${a.item} has no reason`);
    const key = itemKey(a.pallet, a.kind, a.item);
    if (byKey.has(key)) throw new Error(`allowlist entry ${a.pallet}.${a.kind}.${a.item} is listed twice`);
    byKey.set(key, a);
  }
  return byKey;
}

function applyAllowlist(
  found: Difference[],
  present: Set<string>,
  allow: Map<string, AllowedDifference>,
): Difference[] {
  const differing = new Set(found.map((d) => itemKey(d.pallet, d.kind, d.item)));
  const result = found.filter((d) => !allow.has(itemKey(d.pallet, d.kind, d.item)));
  for (const [key, a] of allow) {
    if (differing.has(key)) continue;
    const why = present.has(key)
      ? 'matches kitchensink now'
      : 'is not an item of a compared pallet in our metadata';
    result.push({
      pallet: a.pallet,
      kind: a.kind,
      item: a.item,
      at: '',
      message: `allowlisted ("${a.reason}") but ${why}: remove it from the allowlist`,
    });
  }
  return result;
}
