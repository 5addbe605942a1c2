// The pairs of the active profile that have a pool on the connected chain, and the live state of one of them.
import { useQuery } from '@tanstack/react-query';
import { distinctUntilChanged, map, switchMap } from 'rxjs';
import { queryKeys } from '../../data/keys.ts';
import { liveQuery } from '../../data/live.ts';
import { useChainConnection } from '../ChainContext.ts';
import type { ChainConnection } from '../connection.ts';
import { useChainProfile } from '../profile/useChainProfile.ts';
import { useDexConfig } from '../queries.ts';
import { lumiPairMarket, watchPairMarket, type PairMarket } from './pairMarket.ts';
import { dexPairs, listedTokens, type DexPair, type PairToken } from './pairs.ts';
import { dexStreams } from './streams.ts';

/**
 * The live state of `pair`'s pool: Lumi's LUMI/PHPU pool through the storage subscriptions every Lumi screen
 * shares (market$), any other pool through AssetConversionApi (pairMarket.ts). Undefined while the pool is empty
 * of an LP token (Lumi's market before its pool exists).
 */
export const pairMarketQuery = (connection: ChainConnection, pair: DexPair) =>
  liveQuery(queryKeys.pairMarket(connection.endpoint, pair.key), () => {
    const { config$, market$ } = dexStreams(connection);
    return config$.pipe(
      map((config) => ({ lumi: config.pool?.lpTokenId === pair.lpTokenId, scheme: config.assetKinds })),
      distinctUntilChanged((a, b) => a.lumi === b.lumi && a.scheme === b.scheme),
      switchMap(({ lumi, scheme }) =>
        lumi
          ? market$.pipe(map((market): PairMarket | undefined => market && lumiPairMarket(market)))
          : connection.whenLoaded((chain) => watchPairMarket(chain, scheme, pair)),
      ),
    );
  });

/**
 * The pairs Swap and Liquidity offer (undefined while the profile or the chain's pools are read), and the tokens
 * to show meanwhile (the profile's first listed pool).
 */
export function useDexPairs(): {
  pairs: DexPair[] | undefined;
  listed: readonly [PairToken, PairToken] | undefined;
} {
  const active = useChainProfile();
  const dex = useDexConfig().data;
  if (active.state !== 'ready') return { pairs: undefined, listed: undefined };
  const { assets, pools } = active.profile;
  return { pairs: dex && dexPairs(assets, pools, dex.pools), listed: listedTokens(assets, pools) };
}

// The query needs a pair to build its key even while disabled; this one is never read.
const NO_PAIR: DexPair = {
  key: 'none',
  tokens: [
    { ref: { type: 'Native' }, symbol: '', decimals: 0 },
    { ref: { type: 'Native' }, symbol: '', decimals: 0 },
  ],
  lpTokenId: -1,
  lp: undefined,
};

export function usePairMarket(pair: DexPair | undefined) {
  return useQuery({ ...pairMarketQuery(useChainConnection(), pair ?? NO_PAIR), enabled: pair !== undefined });
}
