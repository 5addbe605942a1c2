import { queryOptions } from '@tanstack/react-query';
import { lumiApi, type ActivityItem } from '../../shared/api/lumiApi.ts';
import { queryKeys } from '../../shared/data/keys.ts';
import { counterpartiesOf } from './counterparties.ts';

const PAGE = 100;
/** The newest 500 transfers: enough to know who the user deals with, bounded for a long history. */
const MAX_PAGES = 5;

/** Who the account exchanged transfers with, from the indexer; refreshed when our transactions land. */
export const counterpartiesQuery = (address: string) =>
  queryOptions({
    queryKey: queryKeys.counterparties(address),
    staleTime: 30_000,
    queryFn: async () => {
      const items: ActivityItem[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const answer = await lumiApi.activity(address, { types: ['transfer'], cursor, limit: PAGE });
        items.push(...answer.items);
        cursor = answer.nextCursor;
        if (cursor === null) break;
      }
      return counterpartiesOf(items);
    },
  });
