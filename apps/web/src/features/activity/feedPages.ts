// The activity list as TanStack's infinite-query pages, and how a fresh first page joins it. Pure.
import type { InfiniteData } from '@tanstack/react-query';
import type { ActivityItem, ActivityPage } from '../../shared/api/lumiApi.ts';
import { appendPage, prependNewest } from './describe.ts';

export type FeedPages = InfiniteData<ActivityPage, string | null>;

/** Every loaded row once, in order (a page may repeat rows of the one before when new rows pushed them down). */
export function feedItems(data: { pages: readonly ActivityPage[] } | undefined): ActivityItem[] {
  return (data?.pages ?? []).reduce<ActivityItem[]>((shown, page) => appendPage(shown, page.items), []);
}

/** The newest block the API had indexed when any of the pages was read. */
export function feedIndexedTo(data: { pages: readonly ActivityPage[] } | undefined): number | null {
  const blocks = (data?.pages ?? []).flatMap((page) => (page.indexedTo === null ? [] : [page.indexedTo]));
  return blocks.length === 0 ? null : Math.max(...blocks);
}

/**
 * A freshly read first page joins the loaded ones: its rows not shown yet go on top, nothing shown moves. More
 * new rows than a page (none of the head's rows is shown) leaves a gap the head cannot fill: the list starts
 * over from the head. Nothing loaded yet: nothing to join.
 */
export function joinHead(data: FeedPages | undefined, head: ActivityPage): FeedPages | undefined {
  const first = data?.pages[0];
  if (!data || !first) return data;
  const shown = feedItems(data);
  const seen = new Set(shown.map((item) => item.id));
  if (head.nextCursor !== null && !head.items.some((item) => seen.has(item.id))) {
    return { pages: [head], pageParams: [null] };
  }
  const joined = prependNewest(shown, head.items);
  const fresh = joined.slice(0, joined.length - shown.length);
  if (fresh.length === 0 && head.indexedTo === first.indexedTo) return data;
  return {
    pages: [
      { ...first, items: [...fresh, ...first.items], indexedTo: head.indexedTo },
      ...data.pages.slice(1),
    ],
    pageParams: data.pageParams,
  };
}
