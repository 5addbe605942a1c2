// The pairs Swap and Liquidity offer: every pool the chain has (AssetConversion.Pools) whose two assets the active
// profile lists, so a pool added on chain, or an asset added to a profile, appears without code. Pure.
import { assetRefKey, sameAssetRef, type AssetRef } from '@lumi/chain/asset-kind';
import type { ProfileAsset } from '@lumi/chain/profiles';
import type { DexPool } from './dexConfig.ts';

/** A traded asset: how the chain names it, and how the app shows it. */
export interface PairToken {
  ref: AssetRef;
  symbol: string;
  decimals: number;
}

export interface DexPair {
  /** Stable across blocks: the pool's two asset keys. */
  key: string;
  /** In the pool id's order (AssetConversion's asset1, asset2). */
  tokens: readonly [PairToken, PairToken];
  lpTokenId: number;
  /** The LP token as the profile lists it; undefined when the profile does not name it. */
  lp: PairToken | undefined;
}

const tokenOf = (asset: ProfileAsset): PairToken => ({
  ref: asset.ref,
  symbol: asset.symbol,
  decimals: asset.decimals,
});

/**
 * The chain's pools the profile can show, the profile's own `pools` first (in its order), then the rest by LP
 * token id.
 */
export function dexPairs(
  assets: readonly ProfileAsset[],
  listed: readonly (readonly [AssetRef, AssetRef])[],
  pools: readonly DexPool[],
): DexPair[] {
  const find = (ref: AssetRef) => assets.find((asset) => sameAssetRef(asset.ref, ref));
  const rank = (pool: DexPool) => {
    const i = listed.findIndex(
      ([a, b]) =>
        (sameAssetRef(a, pool.assets[0]) && sameAssetRef(b, pool.assets[1])) ||
        (sameAssetRef(a, pool.assets[1]) && sameAssetRef(b, pool.assets[0])),
    );
    return i === -1 ? listed.length : i;
  };
  const pairs: { pair: DexPair; rank: number }[] = [];
  for (const pool of pools) {
    const a = find(pool.assets[0]);
    const b = find(pool.assets[1]);
    if (!a || !b) continue;
    const lp = find({ type: 'Pool', id: pool.lpTokenId });
    pairs.push({
      pair: {
        key: `${assetRefKey(a.ref)}|${assetRefKey(b.ref)}`,
        tokens: [tokenOf(a), tokenOf(b)],
        lpTokenId: pool.lpTokenId,
        lp: lp && tokenOf(lp),
      },
      rank: rank(pool),
    });
  }
  return pairs.sort((x, y) => x.rank - y.rank || x.pair.lpTokenId - y.pair.lpTokenId).map(({ pair }) => pair);
}

/** The pair `key` names, else the first one (the profile's first pool). */
export const pickPair = (pairs: readonly DexPair[], key: string | undefined): DexPair | undefined =>
  pairs.find((pair) => pair.key === key) ?? pairs[0];

/**
 * The tokens of the profile's first listed pool, shown before the chain's pools are read (on Lumi LUMI and
 * PHPU, so the form never renders without its tokens).
 */
export function listedTokens(
  assets: readonly ProfileAsset[],
  listed: readonly (readonly [AssetRef, AssetRef])[],
): readonly [PairToken, PairToken] | undefined {
  for (const [a, b] of listed) {
    const first = assets.find((asset) => sameAssetRef(asset.ref, a));
    const second = assets.find((asset) => sameAssetRef(asset.ref, b));
    if (first && second) return [tokenOf(first), tokenOf(second)];
  }
  return undefined;
}
