import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { lumiApi, type ActivityType } from '../../shared/api/lumiApi.ts';
import { queryKeys } from '../../shared/data/keys.ts';
import { PAGED } from '../../shared/data/live.ts';
import { joinHead, type FeedPages } from './feedPages.ts';

export const ACTIVITY_PAGE_SIZE = 25;
/** How often the top of the list is checked for rows indexed since it was loaded. */
export const ACTIVITY_REFRESH_MS = 4000;

/** The account's history, page by page; dropped when the screen leaves it (a new visit starts over). */
export const activityQuery = (address: string, types: ActivityType[]) =>
  infiniteQueryOptions({
    queryKey: queryKeys.activity(address, types),
    meta: PAGED,
    gcTime: 0,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      lumiApi.activity(address, { types, cursor: pageParam, limit: ACTIVITY_PAGE_SIZE }),
    getNextPageParam: (last) => last.nextCursor,
  });

/** The newest page, read again every few seconds; each answer joins the loaded pages (see joinHead). */
export const activityHeadQuery = (address: string, types: ActivityType[]) =>
  queryOptions({
    queryKey: queryKeys.activityHead(address, types),
    gcTime: 0,
    staleTime: ACTIVITY_REFRESH_MS,
    refetchInterval: ACTIVITY_REFRESH_MS,
    queryFn: async ({ client }) => {
      const head = await lumiApi.activity(address, { types, cursor: null, limit: ACTIVITY_PAGE_SIZE });
      client.setQueryData<FeedPages>(queryKeys.activity(address, types), (pages) => joinHead(pages, head));
      return head;
    },
  });
