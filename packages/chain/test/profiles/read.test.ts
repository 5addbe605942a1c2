import { describe, expect, it } from 'vitest';
import { PARENT, palletAssetLocation, type AssetKindScheme } from '../../src/asset-kind/index.ts';
import { metadataText } from '../../src/profiles/metadata-text.ts';
import { readProfile, type ProfileClient } from '../../src/profiles/read.ts';

const LOC: AssetKindScheme = {
  type: 'Location',
  xcmVersion: 5,
  native: PARENT,
  pallets: { assets: 50, foreignAssets: 53, poolAssets: 54 },
};
const foreign = {
  parents: 1,
  interior: { type: 'X1' as const, value: [{ type: 'Parachain', value: 2030 }] },
};
const text = (s: string) => new TextEncoder().encode(s);

/** A node answering like polkadot-api's unsafe API; `queried` records which storage the reader asked for. */
function fakeClient(storage: Record<string, { keyArgs: unknown[]; value: unknown }[]>) {
  const queried: string[] = [];
  const entries = (name: string) => ({
    getEntries: async () => {
      queried.push(name);
      return storage[name] ?? [];
    },
  });
  const client: ProfileClient = {
    _request: async <Reply>(method: string) =>
      (method === 'system_chain'
        ? 'Fake Hub'
        : { ss58Format: 0, tokenSymbol: 'DOT', tokenDecimals: 10 }) as Reply,
    getUnsafeApi: () => ({
      query: {
        Assets: { Metadata: entries('Assets.Metadata') },
        ForeignAssets: { Metadata: entries('ForeignAssets.Metadata') },
        PoolAssets: { Metadata: entries('PoolAssets.Metadata') },
        AssetConversion: { Pools: entries('AssetConversion.Pools') },
      },
      constants: { System: { SS58Prefix: async () => 0 } },
    }),
  };
  return { client, queried };
}

describe('readProfile reads a chain into a derived profile', () => {
  it('enumerates Assets, ForeignAssets and pools, reading byte metadata in any of its forms', async () => {
    const { client } = fakeClient({
      'Assets.Metadata': [
        { keyArgs: [1984], value: { symbol: text('USDT'), name: '0x546574686572', decimals: 6 } },
      ],
      'ForeignAssets.Metadata': [
        {
          keyArgs: [foreign],
          value: { symbol: { asText: () => 'BNC' }, name: text('Bifrost'), decimals: 12 },
        },
      ],
      'AssetConversion.Pools': [{ keyArgs: [[PARENT, palletAssetLocation(50, 1984)]], value: undefined }],
    });
    const pallets = ['System', 'Assets', 'ForeignAssets', 'AssetConversion'];
    const profile = await readProfile(client, { pallets, scheme: LOC }, 'ws://fake');
    expect(profile).toMatchObject({
      id: 'custom',
      name: 'Fake Hub',
      endpoints: ['ws://fake'],
      ss58Prefix: 0,
    });
    expect(profile.assets).toEqual([
      { ref: { type: 'Native' }, symbol: 'DOT', decimals: 10 },
      { ref: { type: 'Local', id: 1984 }, symbol: 'USDT', name: 'Tether', decimals: 6 },
      { ref: { type: 'Foreign', location: foreign }, symbol: 'BNC', name: 'Bifrost', decimals: 12 },
    ]);
    expect(profile.pools).toEqual([[{ type: 'Native' }, { type: 'Local', id: 1984 }]]);
    expect(profile.features.dex).toBe(true);
  });

  it('asks only for the storage of pallets the metadata has', async () => {
    const { client, queried } = fakeClient({});
    const profile = await readProfile(client, { pallets: ['System', 'Assets'], scheme: undefined }, 'ws://x');
    expect(queried).toEqual(['Assets.Metadata']);
    expect(profile.features.dex).toBe(false);
  });

  it.each([
    [text('PHPU'), 'PHPU'],
    ['0x50485055', 'PHPU'],
    ['PHPU', 'PHPU'],
    ['0xzz', '0xzz'],
    [{ asText: () => 'LUMI' }, 'LUMI'],
    [42, ''],
    [undefined, ''],
  ])('metadataText(%s) is %s', (value, expected) => {
    expect(metadataText(value)).toBe(expected);
  });
});
