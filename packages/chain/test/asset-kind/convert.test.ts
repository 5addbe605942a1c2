import { describe, expect, it } from 'vitest';
import {
  PARENT,
  UnsupportedAssetError,
  assetRefKey,
  fromAssetKind,
  location,
  palletAssetLocation,
  toAssetKind,
  type AssetKindScheme,
  type AssetRef,
} from '../../src/asset-kind/index.ts';

const pallets = { assets: 50, foreignAssets: 53, poolAssets: 54 };
const ID: AssetKindScheme = {
  type: 'NativeOrWithId',
  pallets: { assets: 5, foreignAssets: undefined, poolAssets: 6 },
};
const LOC: AssetKindScheme = { type: 'Location', xcmVersion: 5, native: PARENT, pallets };
const ethUsdc = location(
  2,
  { type: 'GlobalConsensus', value: { type: 'Ethereum', value: { chain_id: 1n } } },
  { type: 'AccountKey20', value: { key: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' } },
);

describe('toAssetKind / fromAssetKind', () => {
  it.each<[string, AssetKindScheme, AssetRef, unknown]>([
    ['native by id', ID, { type: 'Native' }, { type: 'Native', value: undefined }],
    ['local by id', ID, { type: 'Local', id: 1 }, { type: 'WithId', value: 1 }],
    ['native as the parent', LOC, { type: 'Native' }, { parents: 1, interior: { type: 'Here' } }],
    [
      'USDT as PalletInstance(50)/GeneralIndex(1984)',
      LOC,
      { type: 'Local', id: 1984 },
      {
        parents: 0,
        interior: {
          type: 'X2',
          value: [
            { type: 'PalletInstance', value: 50 },
            { type: 'GeneralIndex', value: 1984n },
          ],
        },
      },
    ],
    ['a foreign asset as its own Location', LOC, { type: 'Foreign', location: ethUsdc }, ethUsdc],
  ])('%s, and back', (_name, scheme, ref, kind) => {
    expect(toAssetKind(scheme, ref)).toEqual(kind);
    expect(fromAssetKind(scheme, toAssetKind(scheme, ref))).toEqual(ref);
  });

  it('reads the native Location as polkadot-api decodes it (Here with value undefined) as the native token', () => {
    expect(fromAssetKind(LOC, { parents: 1, interior: { type: 'Here', value: undefined } })).toEqual({
      type: 'Native',
    });
  });

  it('reads a PoolAssets location as an LP token and anything else as foreign', () => {
    expect(fromAssetKind(LOC, palletAssetLocation(54, 7))).toEqual({ type: 'Pool', id: 7 });
    const otherPallet = palletAssetLocation(51, 7);
    expect(fromAssetKind(LOC, otherPallet)).toEqual({ type: 'Foreign', location: otherPallet });
    const tooBig = palletAssetLocation(50, 1n << 40n);
    expect(fromAssetKind(LOC, tooBig)).toEqual({ type: 'Foreign', location: tooBig });
  });

  it.each<[string, AssetKindScheme, AssetRef]>([
    ['a foreign asset on an id chain', ID, { type: 'Foreign', location: ethUsdc }],
    ['an LP token', LOC, { type: 'Pool', id: 0 }],
    [
      'a local asset without an Assets pallet',
      { ...LOC, pallets: { ...pallets, assets: undefined } },
      { type: 'Local', id: 1 },
    ],
  ])('refuses %s with a clear error', (_name, scheme, ref) => {
    expect(() => toAssetKind(scheme, ref)).toThrow(UnsupportedAssetError);
  });

  it('refuses a value of the other scheme', () => {
    expect(() => fromAssetKind(ID, PARENT)).toThrow(UnsupportedAssetError);
    expect(() => fromAssetKind(LOC, { type: 'Native' })).toThrow(UnsupportedAssetError);
  });

  it('keys assets stably, bigints included', () => {
    expect(assetRefKey({ type: 'Local', id: 1984 })).toBe('local:1984');
    expect(assetRefKey({ type: 'Foreign', location: ethUsdc })).toBe(
      assetRefKey({ type: 'Foreign', location: structuredClone(ethUsdc) }),
    );
    expect(assetRefKey({ type: 'Foreign', location: palletAssetLocation(50, 1) })).not.toBe(
      assetRefKey({ type: 'Foreign', location: palletAssetLocation(50, 2) }),
    );
  });

  it('builds Locations of 0 to 8 junctions only', () => {
    expect(location(1)).toEqual(PARENT);
    const j = { type: 'Parachain', value: 1000 };
    expect(location(1, ...Array<typeof j>(8).fill(j)).interior.type).toBe('X8');
    expect(() => location(1, ...Array<typeof j>(9).fill(j))).toThrow(RangeError);
  });
});
