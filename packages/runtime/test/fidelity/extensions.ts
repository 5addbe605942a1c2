// Signed-extension fidelity: our extensions must have kitchensink's identifiers, explicit and implicit shapes,
// and kitchensink's relative order (the order fixes both the extrinsic's and the signed payload's bytes, which
// generic signers such as polkadot.js, polkadot-api and Ledger's app build from metadata alone).
import type { UnifiedMetadata } from '@polkadot-api/substrate-bindings';
import { kitchensinkUnified } from './kitchensink.ts';
import { unify } from './metadata-bytes.ts';
import { ShapeComparer, TypeTable } from './shape-compare.ts';

/** One of ours that takes the place of a kitchensink extension of another type. */
export interface ExtensionSubstitute {
  ours: string;
  kitchensink: string;
  /** Why the types differ; required so the list documents itself. */
  reason: string;
}

/** None today: every extension of ours is kitchensink's own (ChargeAssetTxPayment included). */
export const DEFAULT_SUBSTITUTES: readonly ExtensionSubstitute[] = [];

export interface ExtensionCompareOptions {
  /** Reference metadata bytes; defaults to kitchensink. */
  reference?: Uint8Array;
  substitutes?: readonly ExtensionSubstitute[];
}

type Extension = UnifiedMetadata['extrinsic']['extensionsByVersion'][number][number];

function extensions(md: UnifiedMetadata): Extension[] {
  const list = md.extrinsic.extensionsByVersion[0];
  if (!list) throw new Error('metadata lists no signed extensions for extrinsic version 0');
  return list;
}

/** Every way our signed-extension list differs from the reference's, as readable lines; [] when faithful. */
export function compareExtensions(ours: Uint8Array, options: ExtensionCompareOptions = {}): string[] {
  const oursMd = unify(ours);
  const refMd = options.reference ? unify(options.reference) : kitchensinkUnified();
  const substitutes = options.substitutes ?? DEFAULT_SUBSTITUTES;
  const cmp = new ShapeComparer(new TypeTable(oursMd.lookup), new TypeTable(refMd.lookup));
  const mine = extensions(oursMd);
  const theirs = extensions(refMd);
  const out: string[] = [];

  for (const s of substitutes) {
    if (!mine.some((e) => e.identifier === s.ours))
      out.push(`substitute ${s.ours} ("${s.reason}") is not one of our extensions: remove it`);
  }
  const refName = (id: string) => substitutes.find((s) => s.ours === id)?.kitchensink ?? id;

  for (const e of mine) {
    const name = refName(e.identifier);
    const r = theirs.find((x) => x.identifier === name);
    if (!r) {
      out.push(`${e.identifier}: no extension ${name} in kitchensink`);
      continue;
    }
    if (name !== e.identifier) continue; // a substitute: another type by design, only its slot is checked
    for (const m of cmp.compare(e.type, r.type, 'explicit'))
      out.push(`${e.identifier} @ ${m.at}: ${m.message}`);
    for (const m of cmp.compare(e.additionalSigned, r.additionalSigned, 'implicit'))
      out.push(`${e.identifier} @ ${m.at}: ${m.message}`);
  }

  // Kitchensink may have extensions we lack (e.g. WeightReclaim); those we share must come in its order.
  const shared = mine.map((e) => refName(e.identifier)).filter((n) => theirs.some((r) => r.identifier === n));
  const expected = theirs.map((r) => r.identifier).filter((n) => shared.includes(n));
  if (shared.join(',') !== expected.join(','))
    out.push(`order (${shared.join(', ')}) differs from kitchensink's (${expected.join(', ')})`);
  return out;
}
