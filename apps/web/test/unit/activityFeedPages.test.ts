import { describe, expect, it } from 'vitest';
import type { ActivityItem, ActivityPage } from '../../src/shared/api/lumiApi.ts';
import { feedIndexedTo, feedItems, joinHead, type FeedPages } from '../../src/features/activity/feedPages.ts';

const item = (id: string): ActivityItem => ({
  id,
  type: 'transfer',
  block: 1,
  blockHash: '0x00',
  timestamp: 0,
  direction: 'in',
  asset: 'LUMI',
  decimals: 12,
  amount: 1n,
  counterparty: null,
});
const page = (ids: string[], nextCursor: string | null, indexedTo: number | null = 10): ActivityPage => ({
  items: ids.map(item),
  nextCursor,
  indexedTo,
});
const pages = (...list: ActivityPage[]): FeedPages => ({
  pages: list,
  pageParams: list.map((_, i) => (i === 0 ? null : `c${i}`)),
});
const ids = (data: FeedPages | undefined) => feedItems(data).map((row) => row.id);

describe('the loaded activity pages', () => {
  it('lists every row once, in order, and the newest indexed block of any page', () => {
    const data = pages(page(['e', 'd', 'c'], 'c1', 10), page(['c', 'b', 'a'], null, 12));
    expect(ids(data)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(feedIndexedTo(data)).toBe(12);
    expect(feedIndexedTo(pages(page([], null, null)))).toBeNull();
    expect(feedItems(undefined)).toEqual([]);
  });
});

describe('a fresh first page joins the loaded ones', () => {
  const loaded = pages(page(['c', 'b'], 'c1', 10), page(['a'], null, 10));
  it.each<[string, ActivityPage, string[], number | null]>([
    ['nothing new', page(['c', 'b'], 'c1', 10), ['c', 'b', 'a'], 10],
    [
      'new rows go on top, nothing shown moves',
      page(['e', 'd', 'c'], 'x', 11),
      ['e', 'd', 'c', 'b', 'a'],
      11,
    ],
    ['more new rows than a page: start over from the head', page(['h', 'g'], 'y', 14), ['h', 'g'], 14],
    ['a short head with only new rows is the whole history', page(['z'], null, 15), ['z', 'c', 'b', 'a'], 15],
  ])('%s', (_name, head, expected, indexedTo) => {
    const joined = joinHead(loaded, head);
    expect(ids(joined)).toEqual(expected);
    expect(feedIndexedTo(joined)).toBe(indexedTo);
  });

  it('keeps the same object when nothing changed, and the next cursor after starting over', () => {
    expect(joinHead(loaded, page(['c', 'b'], 'c1', 10))).toBe(loaded);
    const restarted = joinHead(loaded, page(['h', 'g'], 'y', 14));
    expect(restarted?.pageParams).toEqual([null]);
    expect(restarted?.pages[0]?.nextCursor).toBe('y');
    expect(joinHead(undefined, page(['a'], null))).toBeUndefined();
  });
});
