import { describe, expect, it } from 'vitest';
import { PARENT, palletAssetLocation, type AssetKindScheme } from '../../src/asset-kind/index.ts';
import { cleanSymbol, deriveProfile, type ChainSnapshot } from '../../src/profiles/index.ts';

const pallets = { assets: 50, foreignAssets: 53, poolAssets: 54 };
const LOC: AssetKindScheme = { type: 'Location', xcmVersion: 5, native: PARENT, pallets };
const foreign = {
  parents: 1,
  interior: { type: 'X1' as const, value: [{ type: 'Parachain', value: 2030 }] },
};

const assetHubLike: ChainSnapshot = {
  endpoint: 'wss://rpc.example.org',
  chainName: 'Some Asset Hub',
  properties: { ss58Format: 0, tokenSymbol: ['DOT'], tokenDecimals: [10] },
  ss58Prefix: 0,
  pallets: ['System', 'Balances', 'Assets', 'ForeignAssets', 'PoolAssets', 'AssetConversion'],
  scheme: LOC,
  assetMetadata: [
    { pallet: 'Assets', id: 1984, symbol: 'USDt', name: 'Tether USD', decimals: 6 },
    { pallet: 'Assets', id: 1337, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
    { pallet: 'Assets', id: 7, symbol: '\u0000\u0001', name: 'junk', decimals: 6 },
    { pallet: 'ForeignAssets', id: foreign, symbol: 'BNC', name: 'Bifrost', decimals: 12 },
    { pallet: 'PoolAssets', id: 3, symbol: '', name: '', decimals: 0 },
  ],
  pools: [
    [PARENT, palletAssetLocation(50, 1984)],
    [PARENT, foreign],
    // An asset without readable metadata: the pool is left out with it.
    [PARENT, palletAssetLocation(50, 7)],
  ],
};

describe('deriveProfile', () => {
  it('lists the native token, local and foreign assets and the pools between them', () => {
    const profile = deriveProfile(assetHubLike);
    expect(profile).toMatchObject({
      id: 'custom',
      name: 'Some Asset Hub',
      endpoints: ['wss://rpc.example.org'],
      ss58Prefix: 0,
      nativeToken: { symbol: 'DOT', decimals: 10 },
      features: { dex: true, forexOracle: false, faucet: false, admin: false },
    });
    expect(profile.assets.map((a) => a.symbol)).toEqual(['DOT', 'USDC', 'USDt', 'BNC']);
    expect(profile.pools).toEqual([
      [{ type: 'Native' }, { type: 'Local', id: 1984 }],
      [{ type: 'Native' }, { type: 'Foreign', location: foreign }],
    ]);
    expect(profile.explorer).toBeUndefined();
  });

  it('hides the DEX without a usable AssetConversion and turns on what a Lumi-like chain has', () => {
    const profile = deriveProfile({
      ...assetHubLike,
      scheme: undefined,
      pallets: [...assetHubLike.pallets, 'Sudo', 'Oracle', 'OracleMembership'],
    });
    expect(profile.pools).toEqual([]);
    expect(profile.features).toEqual({ dex: false, forexOracle: true, faucet: false, admin: true });
  });

  it.each<[string, unknown, number | undefined, { symbol: string; decimals: number }, number]>([
    ['empty properties', {}, undefined, { symbol: 'UNIT', decimals: 0 }, 42],
    [
      'the SS58Prefix constant when properties lack it',
      { tokenSymbol: 'ABC' },
      7,
      { symbol: 'ABC', decimals: 0 },
      7,
    ],
    [
      'nonsense decimals',
      { tokenSymbol: 'X', tokenDecimals: -1 },
      undefined,
      { symbol: 'X', decimals: 0 },
      42,
    ],
    ['properties that are not an object', 'oops', undefined, { symbol: 'UNIT', decimals: 0 }, 42],
  ])('copes with %s', (_name, properties, ss58Prefix, nativeToken, ss58) => {
    const profile = deriveProfile({ ...assetHubLike, properties, ss58Prefix, assetMetadata: [], pools: [] });
    expect(profile.nativeToken).toEqual(nativeToken);
    expect(profile.ss58Prefix).toBe(ss58);
  });

  it('refuses an endpoint that is not a WebSocket URL', () => {
    expect(() => deriveProfile({ ...assetHubLike, endpoint: 'ftp://x' })).toThrow();
  });
});

describe('cleanSymbol', () => {
  it.each([
    ['USDt', 'USDt'],
    [' DOT ', 'DOT'],
    ['\u0000', undefined],
    ['A'.repeat(40), 'A'.repeat(16)],
    ['xc-DOT.e', 'xc-DOT.e'],
  ])('%j → %j', (raw, clean) => expect(cleanSymbol(raw)).toBe(clean));
});
