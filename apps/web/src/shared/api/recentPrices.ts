import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../data/keys.ts';
import { lumiApi } from './lumiApi.ts';

/** How far back the auto slippage tolerance looks at the pool's price. */
export const RECENT_PRICES_MS = 60 * 60 * 1000;

/**
 * The pool's indexed prices over the last hour (decimal text, oldest first), for the auto slippage tolerance.
 * Kept 30 s: the tolerance follows recent volatility, not each block.
 */
export const recentPricesQuery = (lpTokenId: number) =>
  queryOptions({
    queryKey: queryKeys.recentPrices(lpTokenId),
    staleTime: 30_000,
    queryFn: async () => {
      const to = Date.now();
      const stats = await lumiApi.poolStats(lpTokenId, to - RECENT_PRICES_MS, to);
      return stats.priceSeries.map((p) => p.price);
    },
  });
