// DryRunApi is declared as polkadot-sdk's xcm-runtime-apis declares it: compared with the DryRunApi of the
// Polkadot Asset Hub metadata shipped in @polkadot/types-support (same version, methods, argument names and
// type shapes down to every XCM instruction), with the runtime-level enums compared by name only.
import assetHubHex from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-hex';
import assetHubVersion from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-ver';
import { hexToU8a } from '@polkadot/util';
import { describe, expect, it } from 'vitest';
import { metadataV15 } from '../../src/metadata/index.ts';
import { VERSION, apiId } from '../../src/version.ts';
import { decodeMetadata, encodeMetadata, unify } from './metadata-bytes.ts';
import { compareRuntimeApi, variantFieldType } from './runtime-api.ts';
import { ShapeComparer, TypeTable } from './shape-compare.ts';

const ours = unify(metadataV15());
const assetHub = unify(hexToU8a(assetHubHex));
const api = (md: typeof ours) => md.apis.find((a) => a.name === 'DryRunApi')!;

describe('DryRunApi matches Polkadot Asset Hub', () => {
  it('has the same id and version in RuntimeVersion.apis', () => {
    const id = apiId('DryRunApi');
    const theirs = assetHubVersion.apis.find(([h]) => h === id);
    expect(theirs?.[1]).toBe(2);
    expect(VERSION.apis).toContainEqual([id, theirs![1]]);
  });

  it('has the same methods, argument names and type shapes', () => {
    expect(api(ours).methods.map((m) => [m.name, m.inputs.map((i) => i.name)])).toEqual([
      ['dry_run_call', ['origin', 'call', 'result_xcms_version']],
      ['dry_run_xcm', ['origin_location', 'xcm']],
    ]);
    expect(compareRuntimeApi(ours, assetHub, 'DryRunApi')).toEqual([]);
  });

  // Named exception: OriginCaller lists a runtime's origin-bearing pallets (Asset Hub adds PolkadotXcm,
  // CumulusXcm and its governance Origins), so it is compared by name above and here by its `system` variant.
  it("has OriginCaller's `system` variant at index 0 holding frame_system's RawOrigin", () => {
    const origin = (md: typeof ours) => api(md).methods[0]!.inputs[0]!.type;
    const ourCaller = ours.lookup.find((t) => t.id === origin(ours))!;
    expect(ourCaller.path.at(-1)).toBe('OriginCaller');
    expect(ourCaller.def.tag === 'variant' && ourCaller.def.value.map((v) => [v.name, v.index])).toEqual([
      ['system', 0],
    ]);
    const cmp = new ShapeComparer(new TypeTable(ours.lookup), new TypeTable(assetHub.lookup));
    expect(
      cmp.compare(
        variantFieldType(ours, origin(ours), 'system'),
        variantFieldType(assetHub, origin(assetHub), 'system'),
      ),
    ).toEqual([]);
  });

  it('says things in its own words', () => {
    const lines = (md: typeof ours) =>
      [...api(md).docs, ...api(md).methods.flatMap((m) => m.docs)].map((l) => l.trim()).filter(Boolean);
    const theirs = new Set(lines(assetHub));
    expect(lines(ours).filter((l) => theirs.has(l))).toEqual([]);
  });

  it('reports a shape that drifts from the reference', () => {
    const decoded = decodeMetadata(hexToU8a(assetHubHex));
    if (decoded.metadata.tag !== 'v15') throw new Error('Asset Hub metadata is expected to be V15');
    const effects = decoded.metadata.value.lookup.find((t) => t.path.at(-1) === 'CallDryRunEffects')!;
    if (effects.def.tag !== 'composite') throw new Error('CallDryRunEffects is expected to be a struct');
    effects.def.value[3]!.name = 'forwarded';
    const drifted = compareRuntimeApi(ours, unify(encodeMetadata(decoded)), 'DryRunApi');
    expect(drifted.map((d) => d.at)).toEqual(['DryRunApi.dry_run_call/output/Ok/0']);
  });
});
