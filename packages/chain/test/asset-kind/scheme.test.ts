import { describe, expect, it } from 'vitest';
import { PARENT, detectAssetKindScheme, type MetadataLike } from '../../src/asset-kind/index.ts';

/** A metadata with AssetConversion (index 55) whose create_pool takes asset1 of a type at `path`. */
function metadata(path: string[] | undefined, extra: MetadataLike['pallets'] = []): MetadataLike {
  return {
    pallets: [
      ...(path ? [{ name: 'AssetConversion', index: 55, calls: { type: 1 } }] : []),
      { name: 'Assets', index: 50 },
      ...extra,
    ],
    lookup: [
      { id: 0, path: path ?? [], def: { tag: 'composite', value: [] } },
      {
        id: 1,
        path: ['pallet_asset_conversion', 'pallet', 'Call'],
        def: {
          tag: 'variant',
          value: [
            {
              name: 'create_pool',
              fields: [
                { name: 'asset1', type: 0 },
                { name: 'asset2', type: 0 },
              ],
            },
          ],
        },
      },
    ],
  };
}

describe('detectAssetKindScheme', () => {
  it.each([
    [
      ['frame_support', 'traits', 'tokens', 'fungible', 'union_of', 'NativeOrWithId'],
      'NativeOrWithId',
      undefined,
    ],
    [['staging_xcm', 'v4', 'location', 'Location'], 'Location', 4],
    [['staging_xcm', 'v5', 'location', 'Location'], 'Location', 5],
  ])('%j → %s %s', (path, type, version) => {
    const scheme = detectAssetKindScheme(metadata(path));
    expect(scheme?.type).toBe(type);
    if (scheme?.type === 'Location') {
      expect(scheme.xcmVersion).toBe(version);
      expect(scheme.native).toEqual(PARENT);
    }
    expect(scheme?.pallets).toEqual({ assets: 50, foreignAssets: undefined, poolAssets: undefined });
  });

  it.each([
    ['no AssetConversion', undefined],
    ['an XCM version the app does not speak', ['staging_xcm', 'v3', 'multilocation', 'Location']],
    ['an unknown asset kind', ['my_runtime', 'AssetKind']],
  ])('is undefined for %s', (_name, path) => {
    expect(detectAssetKindScheme(metadata(path))).toBeUndefined();
  });
});
