import { queryOptions } from '@tanstack/react-query';
import { lumiApi } from '../../shared/api/lumiApi.ts';
import { chartRange, type ChartRangeKey } from '../../shared/charts/series.ts';
import { queryKeys } from '../../shared/data/keys.ts';
import { FOLLOWS_BLOCKS } from '../../shared/data/live.ts';

/** The API's index of the pool over `range` (ending now); refreshed with each best block, like the chain's figures. */
export const poolStatsQuery = (lpTokenId: number, range: ChartRangeKey) =>
  queryOptions({
    queryKey: queryKeys.poolStats(lpTokenId, range),
    meta: FOLLOWS_BLOCKS,
    queryFn: () => {
      const { from, to } = chartRange(range, Date.now());
      return lumiApi.poolStats(lpTokenId, from, to);
    },
  });
