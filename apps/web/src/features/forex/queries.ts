import { queryOptions } from '@tanstack/react-query';
import { lumiApi } from '../../shared/api/lumiApi.ts';
import { chartRange, type ChartRangeKey } from '../../shared/charts/series.ts';
import { queryKeys } from '../../shared/data/keys.ts';

/** A currency's rate history over `range`, ending when it is read. */
export const forexHistoryQuery = (currency: string, range: ChartRangeKey) =>
  queryOptions({
    queryKey: queryKeys.forexHistory(currency, range),
    queryFn: () => {
      const { from, to } = chartRange(range, Date.now());
      return lumiApi.forexHistory(currency, from, to);
    },
  });
