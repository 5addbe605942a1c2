import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiUnavailable, type ActivityItem, type ActivityType } from '../../shared/api/lumiApi.ts';
import { feedIndexedTo, feedItems } from './feedPages.ts';
import { activityHeadQuery, activityQuery } from './queries.ts';
import { browserOnline, classifyFailure, failureMessage } from '../../shared/api/failure.ts';
import type { Message } from '../../shared/i18n/message.ts';

export interface ActivityFeed {
  items: ActivityItem[];
  phase: 'loading' | 'idle' | 'done' | 'unavailable' | 'error';
  /** Why the list failed, worded from the catalogues (shared/api/failure.ts). */
  error: Message | undefined;
  indexedTo: number | null;
  loadMore: () => void;
  reload: () => void;
}

/** The account's history page by page (cursor pagination); a new address or filter starts over. */
export function useActivityFeed(address: string | undefined, types: ActivityType[]): ActivityFeed {
  const client = useQueryClient();
  const list = useInfiniteQuery({ ...activityQuery(address ?? '', types), enabled: Boolean(address) });
  // New rows land at the top: polled while the list is settled (not while a page loads, not after a failure).
  useQuery({
    ...activityHeadQuery(address ?? '', types),
    enabled: Boolean(address) && list.isSuccess && !list.isFetching,
    initialData: list.data?.pages[0],
    initialDataUpdatedAt: list.dataUpdatedAt,
  });
  const phase: ActivityFeed['phase'] =
    !address || list.isPending || list.isFetchingNextPage || (list.isFetching && !list.isError)
      ? 'loading'
      : list.isError
        ? isApiUnavailable(list.error)
          ? 'unavailable'
          : 'error'
        : list.hasNextPage
          ? 'idle'
          : 'done';
  return {
    items: feedItems(list.data),
    phase,
    error: list.error ? failureMessage(classifyFailure(list.error, browserOnline())) : undefined,
    indexedTo: feedIndexedTo(list.data),
    loadMore: () => {
      if (list.hasNextPage && !list.isFetching) void list.fetchNextPage();
    },
    reload: () => void client.resetQueries({ queryKey: activityQuery(address ?? '', types).queryKey }),
  };
}
