import { builtinProfile } from '@lumi/chain/profiles/builtin';
import type { AssetRef } from '@lumi/chain/asset-kind';
import { describe, expect, it } from 'vitest';
import { dexPairs, listedTokens, pickPair } from '../../src/shared/chain/dex/pairs.ts';

const NATIVE: AssetRef = { type: 'Native' };
const local = (id: number): AssetRef => ({ type: 'Local', id });
const PHPU_FOREIGN: AssetRef = {
  type: 'Foreign',
  location: { parents: 1, interior: { type: 'X1', value: [{ type: 'Parachain', value: 3000 }] } },
};

describe('dexPairs', () => {
  const ahDev = builtinProfile('asset-hub-dev')!;
  const lumi = builtinProfile('lumi-dev')!;

  it('offers a chain pool whose two assets the profile lists, in the pool id order, with its LP token', () => {
    const [pair, ...rest] = dexPairs(ahDev.assets, ahDev.pools, [
      { assets: [NATIVE, local(1984)], lpTokenId: 0 },
    ]);
    expect(rest).toEqual([]);
    expect(pair!.tokens.map((t) => t.symbol)).toEqual(['DOT', 'USDT']);
    expect(pair!.lp?.symbol).toBe('LP-DOT-USDT');
    expect(pair!.key).toBe('native|local:1984');
  });

  it('leaves out a pool with an asset the profile does not name, and a profile pool the chain lacks', () => {
    expect(dexPairs(ahDev.assets, ahDev.pools, [{ assets: [NATIVE, local(7)], lpTokenId: 3 }])).toEqual([]);
    expect(dexPairs(ahDev.assets, ahDev.pools, [])).toEqual([]);
  });

  it('adds a pool the profile does not list from its assets and the chain alone, after the listed ones, its LP token unnamed', () => {
    const assets = [
      ...ahDev.assets.filter((a) => a.ref.type !== 'Foreign' && !(a.ref.type === 'Pool' && a.ref.id === 1)),
      { ref: PHPU_FOREIGN, symbol: 'PHPU', decimals: 6 },
    ];
    const pairs = dexPairs(
      assets,
      [ahDev.pools[0]!],
      [
        { assets: [NATIVE, PHPU_FOREIGN], lpTokenId: 1 },
        { assets: [NATIVE, local(1984)], lpTokenId: 0 },
      ],
    );
    expect(pairs.map((p) => p.tokens.map((t) => t.symbol).join('/'))).toEqual(['DOT/USDT', 'DOT/PHPU']);
    expect(pairs[1]!.lp).toBeUndefined();
    expect(pickPair(pairs, pairs[1]!.key)).toBe(pairs[1]);
    expect(pickPair(pairs, 'gone')).toBe(pairs[0]);
  });

  it("shows Lumi's LUMI/PHPU before its pools are read", () => {
    expect(listedTokens(lumi.assets, lumi.pools)?.map((t) => t.symbol)).toEqual(['LUMI', 'PHPU']);
  });
});
