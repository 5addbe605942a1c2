import { ASSET_HUB_POLKADOT, LUMI_DEV } from '@lumi/chain/profiles';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import {
  assetKeyDecimals,
  assetKeyLabel,
  assetsLabel,
  decimalsOfLabel,
  poolAssetsLabel,
  setAssetProfile,
} from '../../src/indexer/assets.ts';
import { extractBlock, type PlainEvent } from '../../src/indexer/extract.ts';

const A = `0x${'a1'.repeat(32)}`;
const B = `0x${'b2'.repeat(32)}`;

afterEach(() => setAssetProfile(LUMI_DEV));

describe('the chain profile names the assets the API indexes', () => {
  it('--profile picks a built-in profile (lumi-dev by default) and refuses an unknown one', () => {
    expect(loadConfig([], {}).profile.id).toBe('lumi-dev');
    expect(loadConfig(['--profile', 'asset-hub-polkadot'], {}).profile).toBe(ASSET_HUB_POLKADOT);
    expect(loadConfig([], { LUMI_API_PROFILE: 'asset-hub-kusama' }).profile.id).toBe('asset-hub-kusama');
    expect(() => loadConfig(['--profile', 'polkadot'], {})).toThrow(/--profile: must be one of lumi-dev/u);
  });

  it.each([
    ['lumi-dev', LUMI_DEV, ['LUMI', 'PHPU', 'LPHPU', 'asset:1984'], [12, 6]],
    ['asset-hub-polkadot', ASSET_HUB_POLKADOT, ['DOT', 'asset:1', 'pool-asset:0', 'USDT'], [10, undefined]],
  ] as const)('%s', (_id, profile, [native, one, pool0, usdt], [nativeDecimals, oneDecimals]) => {
    setAssetProfile(profile);
    expect(assetKeyLabel('native')).toBe(native);
    expect(assetsLabel(1)).toBe(one);
    expect(poolAssetsLabel(0)).toBe(pool0);
    expect(assetsLabel(1984)).toBe(usdt);
    expect(assetKeyDecimals('native')).toBe(nativeDecimals);
    expect(assetKeyDecimals('1')).toBe(oneDecimals);
    expect(decimalsOfLabel(native)).toBe(nativeDecimals);
  });

  it('a native transfer on Asset Hub is indexed as DOT, not LUMI', () => {
    setAssetProfile(ASSET_HUB_POLKADOT);
    const events: PlainEvent[] = [
      {
        index: 0,
        extrinsicIndex: 1,
        pallet: 'Balances',
        name: 'Transfer',
        data: { from: A, to: B, amount: 10n },
      },
    ];
    const out = extractBlock(events, { block: 1, pools: new Map(), lpFee: 3 });
    expect(out.activity.map((row) => row.asset)).toEqual(['DOT', 'DOT']);
  });
});
