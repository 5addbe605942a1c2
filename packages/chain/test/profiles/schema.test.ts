import { describe, expect, it } from 'vitest';
import { assetRefKey } from '../../src/asset-kind/convert.ts';
import {
  ASSET_HUB_POLKADOT,
  CHAIN_PROFILES,
  DEFAULT_PROFILE_ID,
  LUMI_DEV,
  builtinProfile,
  chainProfileSchema,
  explorerUrl,
  parseChainProfile,
} from '../../src/profiles/index.ts';

describe('built-in chain profiles', () => {
  it('are valid, unique and lumi-dev is the default', () => {
    for (const profile of CHAIN_PROFILES) expect(chainProfileSchema.parse(profile)).toEqual(profile);
    expect(new Set(CHAIN_PROFILES.map((p) => p.id)).size).toBe(CHAIN_PROFILES.length);
    expect(CHAIN_PROFILES.map((p) => p.id)).toEqual([
      'lumi-dev',
      'asset-hub-polkadot',
      'asset-hub-kusama',
      'asset-hub-dev',
    ]);
    expect(DEFAULT_PROFILE_ID).toBe('lumi-dev');
    expect(builtinProfile('nope')).toBeUndefined();
  });

  it.each([
    ['lumi-dev', 42, 'LUMI', 12],
    ['asset-hub-polkadot', 0, 'DOT', 10],
    ['asset-hub-kusama', 2, 'KSM', 12],
    ['asset-hub-dev', 42, 'DOT', 10],
  ])('%s: SS58 %i, native %s with %i decimals', (id, ss58, symbol, decimals) => {
    const profile = builtinProfile(id)!;
    expect(profile.ss58Prefix).toBe(ss58);
    expect(profile.nativeToken).toEqual({ symbol, decimals });
    expect(profile.assets[0]).toMatchObject({ ref: { type: 'Native' }, symbol, decimals });
  });

  it('name only assets they list in their pools', () => {
    for (const profile of CHAIN_PROFILES) {
      const listed = new Set(profile.assets.map((a) => assetRefKey(a.ref)));
      for (const pair of profile.pools) for (const ref of pair) expect(listed).toContain(assetRefKey(ref));
    }
  });

  it('keep Lumi-only features to lumi-dev', () => {
    expect(LUMI_DEV.features).toEqual({ dex: true, forexOracle: true, faucet: true, admin: true });
    for (const profile of CHAIN_PROFILES.filter((p) => p.id.startsWith('asset-hub'))) {
      expect(profile.features).toEqual({ dex: true, forexOracle: false, faucet: false, admin: false });
    }
  });
});

describe('parseChainProfile', () => {
  it('reads a foreign asset written in JSON, GeneralIndex as a string', () => {
    const json = JSON.parse(
      JSON.stringify({
        ...ASSET_HUB_POLKADOT,
        assets: [
          ...ASSET_HUB_POLKADOT.assets,
          {
            ref: {
              type: 'Foreign',
              location: {
                parents: 1,
                interior: {
                  type: 'X3',
                  value: [
                    { type: 'Parachain', value: 1000 },
                    { type: 'PalletInstance', value: 50 },
                    { type: 'GeneralIndex', value: '18446744073709551616' },
                  ],
                },
              },
            },
            symbol: 'BIG',
            decimals: 0,
          },
        ],
      }),
    ) as unknown;
    const parsed = parseChainProfile(json);
    const last = parsed.assets.at(-1)!.ref;
    expect(last.type === 'Foreign' && last.location.interior.value?.[2]).toEqual({
      type: 'GeneralIndex',
      value: 18446744073709551616n,
    });
  });

  it.each<[string, unknown, RegExp]>([
    ['an http endpoint', { ...LUMI_DEV, endpoints: ['http://x'] }, /endpoints/],
    ['no endpoint', { ...LUMI_DEV, endpoints: [] }, /endpoints/],
    [
      'a negative asset id',
      { ...LUMI_DEV, pools: [[{ type: 'Native' }, { type: 'Local', id: -1 }]] },
      /pools/,
    ],
    [
      'an X2 with one junction',
      {
        ...LUMI_DEV,
        assets: [
          {
            ref: {
              type: 'Foreign',
              location: { parents: 0, interior: { type: 'X2', value: [{ type: 'Parachain', value: 1 }] } },
            },
            symbol: 'X',
            decimals: 0,
          },
        ],
      },
      /exactly n junctions/,
    ],
    [
      'an explorer pattern without its placeholder',
      { ...ASSET_HUB_POLKADOT, explorer: { ...ASSET_HUB_POLKADOT.explorer, block: 'https://x/' } },
      /\{block\}/,
    ],
    ['an upper-case id', { ...LUMI_DEV, id: 'Lumi' }, /id/],
  ])('rejects %s with a readable error', (_name, input, message) => {
    expect(() => parseChainProfile(input)).toThrow(message);
  });
});

describe('explorerUrl', () => {
  it('fills Subscan patterns and is undefined without an explorer', () => {
    expect(explorerUrl(ASSET_HUB_POLKADOT, 'block', 123)).toBe(
      'https://assethub-polkadot.subscan.io/block/123',
    );
    expect(explorerUrl(ASSET_HUB_POLKADOT, 'extrinsic', '0xab')).toBe(
      'https://assethub-polkadot.subscan.io/extrinsic/0xab',
    );
    expect(explorerUrl(ASSET_HUB_POLKADOT, 'account', '1a/b')).toBe(
      'https://assethub-polkadot.subscan.io/account/1a%2Fb',
    );
    expect(explorerUrl(LUMI_DEV, 'block', 1)).toBeUndefined();
  });
});
