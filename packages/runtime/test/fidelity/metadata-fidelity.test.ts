import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareExtensions } from './extensions.ts';
import {
  compareWithKitchensink,
  comparedPallets,
  formatDifference,
  kitchensinkUnified,
} from './kitchensink.ts';
import type { AllowedDifference } from './kitchensink.ts';
import { unify } from './metadata-bytes.ts';
import { DEFAULT_OUTER_TYPES } from './shape-compare.ts';

const metadataModule = new URL('../../src/metadata/index.ts', import.meta.url);

// The runtime's metadata module is being written by another helper. This suite is skipped ONLY while
// packages/runtime/src/metadata/index.ts does not exist; as soon as that file exists it runs and must pass.
const exists = existsSync(fileURLToPath(metadataModule));

/**
 * Items where Lumi deliberately differs from kitchensink. Each needs a reason; an entry that stops differing
 * fails the test, so the list cannot rot.
 */
const ALLOWED: AllowedDifference[] = [];

/**
 * Type-level deviations applied wherever the type appears. Lumi has no Indices pallet, so (as the chain brief
 * requires) its address is MultiAddress<AccountId32, ()>; kitchensink's is MultiAddress<AccountId32, u32>. Only the
 * Index variant's payload may differ; every other part of MultiAddress is still compared.
 */
const MULTIADDRESS_INDEX =
  /(^|\/)Index\/0\/compact: type kind tuple vs primitive \(ours \(\), kitchensink u32\)$/;

/**
 * RuntimeHoldReason / RuntimeFreezeReason aggregate the HoldReason / FreezeReason enums of a runtime's pallets
 * (like RuntimeCall), so their variants list pallets. No Lumi pallet holds or freezes, so ours have no variants
 * (what construct_runtime emits then). They are not among the name-only outer types here: they are compared
 * in full, and the only difference accepted is a kitchensink variant missing from ours, at the `id` of the
 * IdAmount entries of Balances.Holds / Balances.Freezes. A variant of ours, a different type name or kind, or
 * any other field of IdAmount still fails.
 */
const EMPTY_REASON_ENUMS = ['RuntimeHoldReason', 'RuntimeFreezeReason'];
const EMPTY_REASON_VARIANT =
  /^Balances\.storage\.(Holds|Freezes) @ value\/0\/item\/id\/(\w+): variant \2 \(index \d+\) missing from ours$/;
const OUTER_TYPES = DEFAULT_OUTER_TYPES.filter((t) => !EMPTY_REASON_ENUMS.includes(t));

/** Differences no deviation rule accepts, and how many each rule accepted (each must keep matching). */
function withoutAcceptedDeviations(differences: string[]) {
  const accepted = { multiAddressIndex: 0, Holds: 0, Freezes: 0 };
  const rest: string[] = [];
  for (const d of differences) {
    const reason = EMPTY_REASON_VARIANT.exec(d)?.[1] as 'Holds' | 'Freezes' | undefined;
    if (MULTIADDRESS_INDEX.test(d.replace(/^[^@]*@ /, ''))) accepted.multiAddressIndex++;
    else if (reason) accepted[reason]++;
    else rest.push(d);
  }
  return { rest, accepted };
}

/** Our pallets that mirror a FRAME pallet kitchensink also has (Oracle follows orml-oracle and is not compared). */
const FRAME_PALLETS = [
  'System',
  'Timestamp',
  'Balances',
  'TransactionPayment',
  'Sudo',
  'Assets',
  'PoolAssets',
  'AssetConversion',
  'Parameters',
  'OracleMembership',
  'AssetTxPayment',
];

interface MetadataModule {
  metadataV15: () => Uint8Array;
  metadataV14: () => Uint8Array;
}

async function loadMetadataModule(): Promise<MetadataModule> {
  const mod = (await import(/* @vite-ignore */ metadataModule.href)) as Record<string, unknown>;
  for (const name of ['metadataV15', 'metadataV14']) {
    if (typeof mod[name] !== 'function')
      throw new Error(`src/metadata/index.ts must export ${name}(): Uint8Array`);
  }
  return mod as unknown as MetadataModule;
}

describe.skipIf(!exists)('our runtime metadata matches kitchensink', () => {
  it.each(['metadataV15', 'metadataV14'] as const)(
    '%s: every FRAME item has kitchensink shape',
    async (fn) => {
      const bytes = (await loadMetadataModule())[fn]();
      expect(bytes).toBeInstanceOf(Uint8Array);
      const { rest, accepted } = withoutAcceptedDeviations(
        compareWithKitchensink(bytes, { allow: ALLOWED, outerTypes: OUTER_TYPES }).map(formatDifference),
      );
      expect(rest).toEqual([]);
      // Each deviation rule must keep matching something, or it is stale and should go.
      expect(accepted.multiAddressIndex).toBeGreaterThan(0);
      expect(accepted.Holds).toBeGreaterThan(0);
      expect(accepted.Freezes).toBeGreaterThan(0);
    },
  );

  it.each(['metadataV15', 'metadataV14'] as const)(
    '%s: signed extensions have kitchensink identifiers, types and relative order',
    async (fn) => {
      const bytes = (await loadMetadataModule())[fn]();
      expect(compareExtensions(bytes)).toEqual([]);
      const ids = unify(bytes).extrinsic.extensionsByVersion[0]?.map((e) => e.identifier);
      // Kitchensink's list without WeightReclaim (Lumi charges no extension weight to reclaim).
      expect(ids).toEqual([
        'CheckNonZeroSender',
        'CheckSpecVersion',
        'CheckTxVersion',
        'CheckGenesis',
        'CheckMortality',
        'CheckNonce',
        'CheckWeight',
        'ChargeAssetTxPayment',
        'CheckMetadataHash',
      ]);
    },
  );

  // The comparison above leaves out defaults (elsewhere they may be configuration). Balances declares exactly
  // FRAME's storage: the same items in the same order, defaults included. Docs are ours (own-docs.test.ts).
  it("Balances storage has kitchensink's items, order and defaults", async () => {
    const items = (md: ReturnType<typeof unify>) =>
      md.pallets
        .find((p) => p.name === 'Balances')
        ?.storage?.items.map((i) => ({ name: i.name, fallback: i.fallback }));
    const ours = items(unify((await loadMetadataModule()).metadataV15()));
    expect(ours?.map((i) => i.name)).toContain('Freezes');
    expect(ours).toEqual(items(kitchensinkUnified()));
  });

  it('compares each of our FRAME pallets, System included', async () => {
    const bytes = (await loadMetadataModule()).metadataV15();
    const compared = comparedPallets(bytes).map(([ours]) => ours);
    expect(compared).toContain('System');
    // A kitchensink pallet we have but did not list means this list (and the brief's pallet set) is stale.
    expect(compared.filter((p) => !FRAME_PALLETS.includes(p))).toEqual([]);
    const ours = unify(bytes).pallets.map((p) => p.name);
    expect(ours.filter((p) => FRAME_PALLETS.includes(p) && !compared.includes(p))).toEqual([]);
  });

  it('V14 and V15 describe the same pallets and types', async () => {
    const mod = await loadMetadataModule();
    const v15 = mod.metadataV15();
    const differences = compareWithKitchensink(mod.metadataV14(), { reference: v15, palletMap: {} });
    expect(differences.map(formatDifference)).toEqual([]);
    expect(compareExtensions(mod.metadataV14(), { reference: v15, substitutes: [] })).toEqual([]);
    expect(comparedPallets(mod.metadataV14(), { reference: v15, palletMap: {} }).length).toBe(
      comparedPallets(v15, { reference: v15, palletMap: {} }).length,
    );
  });
});
