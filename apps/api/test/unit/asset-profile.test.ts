import { locationKey, palletAssetLocation, PARENT, type AssetKindScheme } from '@lumi/chain/asset-kind';
import { ASSET_HUB_DEV, ASSET_HUB_POLKADOT, LUMI_DEV } from '@lumi/chain/profiles';
import { describe, expect, it } from 'vitest';
import { describeConfig, loadConfig } from '../../src/config.ts';
import { assetsNotOnChain } from '../../src/chain/profile.ts';
import { toPlain } from '../../src/chain/plain.ts';
import { assetKeyOf } from '../../src/indexer/asset-key.ts';
import { AssetNames, keyOfRef, refKeyOf, refOfKey } from '../../src/indexer/assets.ts';
import { EventShapeError, extractBlock, type PlainEvent } from '../../src/indexer/extract.ts';

const A = `0x${'a1'.repeat(32)}`;
const B = `0x${'b2'.repeat(32)}`;

const LOCATION_V5: AssetKindScheme = {
  type: 'Location',
  xcmVersion: 5,
  native: PARENT,
  pallets: { assets: 50, foreignAssets: 53, poolAssets: 54 },
};
const NATIVE_OR_WITH_ID: AssetKindScheme = {
  type: 'NativeOrWithId',
  pallets: { assets: 5, foreignAssets: undefined, poolAssets: 6 },
};
/** PHPU as asset-hub-dev's profile names it. */
const PHPU_ON_AH = ASSET_HUB_DEV.assets.find((a) => a.symbol === 'PHPU')!.ref as {
  type: 'Foreign';
  location: Parameters<typeof locationKey>[0];
};
const PHPU_KEY = `foreign:${locationKey(PHPU_ON_AH.location)}`;

describe('the chain profile names the assets the API indexes', () => {
  it('--profile picks a built-in profile (lumi-dev by default) and refuses an unknown one', () => {
    expect(loadConfig([], {}).profile).toBe(LUMI_DEV);
    expect(loadConfig(['--profile', 'asset-hub-polkadot'], {}).profile).toBe(ASSET_HUB_POLKADOT);
    expect(loadConfig([], { LUMI_API_PROFILE: 'asset-hub-kusama' }).profile).toMatchObject({
      id: 'asset-hub-kusama',
    });
    expect(() => loadConfig(['--profile', 'polkadot'], {})).toThrow(/--profile: must be one of lumi-dev/u);
  });

  it('--profile auto (flag or LUMI_API_PROFILE) leaves the profile to be read from the node', () => {
    expect(loadConfig(['--profile', 'auto'], {}).profile).toBe('auto');
    expect(loadConfig([], { LUMI_API_PROFILE: 'auto' }).profile).toBe('auto');
    expect(describeConfig(loadConfig(['--profile', 'auto'], {})).profile).toBe('auto');
    // The flag wins over the variable, as for every other setting.
    expect(loadConfig(['--profile', 'lumi-dev'], { LUMI_API_PROFILE: 'auto' }).profile).toBe(LUMI_DEV);
    expect(() => loadConfig(['--profile', 'Auto'], {})).toThrow(/--profile: must be one of .*, auto$/mu);
  });

  it('a built-in profile’s assets the chain has no metadata for are named (LP tokens and native aside)', () => {
    const onAssetHub = {
      ...ASSET_HUB_DEV,
      id: 'custom',
      assets: ASSET_HUB_DEV.assets.filter((a) => a.ref.type !== 'Pool'),
    };
    expect(assetsNotOnChain(ASSET_HUB_DEV, onAssetHub)).toEqual([]);
    expect(assetsNotOnChain(LUMI_DEV, onAssetHub)).toEqual(['PHPU']);
    const withoutUsdt = { ...onAssetHub, assets: onAssetHub.assets.filter((a) => a.symbol !== 'USDT') };
    expect(assetsNotOnChain(ASSET_HUB_DEV, withoutUsdt)).toEqual(['USDT']);
  });

  it.each([
    ['lumi-dev', LUMI_DEV, ['LUMI', 'PHPU', 'LPHPU', 'asset:1984'], [12, 6]],
    ['asset-hub-polkadot', ASSET_HUB_POLKADOT, ['DOT', 'asset:1', 'pool-asset:0', 'USDT'], [10, undefined]],
  ] as const)('%s', (_id, profile, [native, one, pool0, usdt], [nativeDecimals, oneDecimals]) => {
    const names = new AssetNames(profile);
    expect(names.label('native')).toBe(native);
    expect(names.local(1)).toBe(one);
    expect(names.pool(0)).toBe(pool0);
    expect(names.local(1984)).toBe(usdt);
    expect(names.decimals('native')).toBe(nativeDecimals);
    expect(names.decimals('1')).toBe(oneDecimals);
    expect(names.decimalsOfLabel(native)).toBe(nativeDecimals);
  });

  it('two services with different profiles name the same key each in its own terms (no shared state)', () => {
    const lumi = new AssetNames(LUMI_DEV);
    const ah = new AssetNames(ASSET_HUB_DEV);
    expect([lumi.label('native'), ah.label('native')]).toEqual(['LUMI', 'DOT']);
    expect(ah.label(PHPU_KEY)).toBe('PHPU');
    expect(ah.decimals(PHPU_KEY)).toBe(6);
    expect(ah.refKeyOfLabel('PHPU')).toBe(PHPU_KEY);
    expect(ah.refKeyOfLabel('USDT')).toBe('local:1984');
    expect(ah.refKeyOfLabel('LP-DOT-USDT')).toBe('pool:0');
    expect(lumi.refKeyOfLabel('asset:77')).toBe('local:77');
    expect(lumi.refKeyOfLabel('pool-asset:3')).toBe('pool:3');
  });

  it('store keys round-trip through asset refs; the API answers with @lumi/chain’s assetRefKey', () => {
    for (const ref of [{ type: 'Native' } as const, { type: 'Local', id: 1984 } as const, PHPU_ON_AH]) {
      expect(refOfKey(keyOfRef(ref))).toEqual(ref);
    }
    expect(keyOfRef({ type: 'Local', id: 1984 })).toBe('1984');
    expect(refKeyOf('1984')).toBe('local:1984');
    expect(refKeyOf(PHPU_KEY)).toBe(PHPU_KEY);
    expect(refOfKey('foreign:{not json')).toBeUndefined();
    expect(refOfKey('LUMI')).toBeUndefined();
  });

  it.each([
    ['NativeOrWithId Native', NATIVE_OR_WITH_ID, { type: 'Native', value: undefined }, 'native'],
    ['NativeOrWithId WithId', NATIVE_OR_WITH_ID, { type: 'WithId', value: 1 }, '1'],
    [
      'Location of the relay token',
      LOCATION_V5,
      { parents: 1, interior: { type: 'Here', value: undefined } },
      'native',
    ],
    ['Location of Assets 1984', LOCATION_V5, palletAssetLocation(50, 1984), '1984'],
    ['Location of a foreign asset', LOCATION_V5, PHPU_ON_AH.location, PHPU_KEY],
  ] as const)('asset kind %s → store key', (_name, scheme, decoded, key) => {
    // Events reach the extractor as plain values (every integer a bigint): the key must still match the profile's.
    expect(assetKeyOf(toPlain(decoded), scheme)).toBe(key);
  });

  it('refuses an asset kind the chain does not speak', () => {
    expect(() => assetKeyOf(toPlain(palletAssetLocation(50, 1984)), NATIVE_OR_WITH_ID)).toThrow(
      /not an asset kind/,
    );
    expect(() => assetKeyOf(toPlain({ type: 'WithId', value: 1 }), LOCATION_V5)).toThrow(/not an asset kind/);
  });

  it('a native transfer on Asset Hub is indexed as DOT, not LUMI', () => {
    const events: PlainEvent[] = [
      {
        index: 0,
        extrinsicIndex: 1,
        pallet: 'Balances',
        name: 'Transfer',
        data: { from: A, to: B, amount: 10n },
      },
    ];
    const naming = { names: new AssetNames(ASSET_HUB_POLKADOT), scheme: LOCATION_V5 };
    const out = extractBlock(events, { block: 1, pools: new Map(), lpFee: 3, naming });
    expect(out.activity.map((row) => row.asset)).toEqual(['DOT', 'DOT']);
  });

  it('a ForeignAssets transfer and a swap over Locations are named by the profile', () => {
    const naming = { names: new AssetNames(ASSET_HUB_DEV), scheme: LOCATION_V5 };
    const pool = { lpToken: 1, asset1: 'native', asset2: PHPU_KEY, account: `0x${'cc'.repeat(32)}` };
    const events: PlainEvent[] = [
      {
        index: 0,
        extrinsicIndex: 1,
        pallet: 'ForeignAssets',
        name: 'Transferred',
        data: { assetId: toPlain(PHPU_ON_AH.location), from: A, to: B, amount: 5_000_000n },
      },
      {
        index: 1,
        extrinsicIndex: 2,
        pallet: 'AssetConversion',
        name: 'SwapExecuted',
        data: {
          who: A,
          sendTo: A,
          amountIn: 10_000_000_000n,
          amountOut: 232_000_000n,
          path: toPlain([
            [PARENT, 10_000_000_000n],
            [PHPU_ON_AH.location, 232_000_000n],
          ]),
        },
      },
    ];
    const out = extractBlock(events, { block: 1, pools: new Map([[1, pool]]), lpFee: 3, naming });
    expect(out.activity.filter((r) => r.kind === 'transfer').map((r) => [r.asset, r.amount])).toEqual([
      ['PHPU', '5000000'],
      ['PHPU', '5000000'],
    ]);
    const swap = out.activity.find((r) => r.kind === 'swap')!;
    expect(swap.details).toMatchObject({
      assetIn: 'DOT',
      assetOut: 'PHPU',
      pool: 1,
      price: { unit: 'PHPU per DOT' },
    });
    expect(out.swaps).toEqual([expect.objectContaining({ lpToken: 1, sideIn: 1, amountIn: '10000000000' })]);
    const bad = { ...events[0]!, data: { ...events[0]!.data, assetId: 7n } };
    expect(() => extractBlock([bad], { block: 1, pools: new Map(), lpFee: 3, naming })).toThrow(
      EventShapeError,
    );
  });
});
