import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiUnavailable, lumiApi, type ActivityItem, type ActivityType } from '../api/lumiApi.ts';
import { appendPage, prependNewest } from './describe.ts';

export interface ActivityFeed {
  items: ActivityItem[];
  phase: 'loading' | 'idle' | 'done' | 'unavailable' | 'error';
  error: string | undefined;
  indexedTo: number | null;
  loadMore(): void;
  reload(): void;
}

const PAGE_SIZE = 25;
/** How often the top of the list is checked for rows indexed since it was loaded. */
const REFRESH_MS = 4000;

/** The account's history page by page (cursor pagination); a new address or filter starts over. */
export function useActivityFeed(address: string | undefined, types: ActivityType[]): ActivityFeed {
  const typeKey = types.join(',');
  const [items, setItems] = useState<ActivityItem[]>([]);
  const [phase, setPhase] = useState<ActivityFeed['phase']>('loading');
  const [error, setError] = useState<string>();
  const [indexedTo, setIndexedTo] = useState<number | null>(null);
  const [generation, setGeneration] = useState(0);
  const cursor = useRef<string | null>(null);
  const busy = useRef(false);
  // A fetch started for an older address/filter must not write into the new list.
  const current = useRef(0);

  const fetchPage = useCallback(
    (first: boolean) => {
      if (!address || busy.current) return;
      const ticket = current.current;
      busy.current = true;
      setPhase('loading');
      lumiApi
        .activity(address, {
          types: typeKey ? (typeKey.split(',') as ActivityType[]) : [],
          cursor: first ? null : cursor.current,
          limit: PAGE_SIZE,
        })
        .then(
          (page) => {
            if (ticket !== current.current) return;
            cursor.current = page.nextCursor;
            setIndexedTo(page.indexedTo);
            setItems((shown) => (first ? page.items : appendPage(shown, page.items)));
            setPhase(page.nextCursor === null ? 'done' : 'idle');
          },
          (failure: unknown) => {
            if (ticket !== current.current) return;
            setPhase(isApiUnavailable(failure) ? 'unavailable' : 'error');
            setError(failure instanceof Error ? failure.message : String(failure));
          },
        )
        .finally(() => {
          if (ticket === current.current) busy.current = false;
        });
    },
    [address, typeKey],
  );

  useEffect(() => {
    current.current += 1;
    busy.current = false;
    cursor.current = null;
    setItems([]);
    setError(undefined);
    fetchPage(true);
  }, [fetchPage, generation]);

  // New rows land at the top: re-read the first page now and then and put what is new above the rest.
  useEffect(() => {
    if (!address || phase === 'unavailable' || phase === 'error') return;
    const timer = setInterval(() => {
      if (busy.current || document.visibilityState === 'hidden') return;
      const ticket = current.current;
      lumiApi
        .activity(address, {
          types: typeKey ? (typeKey.split(',') as ActivityType[]) : [],
          cursor: null,
          limit: PAGE_SIZE,
        })
        .then(
          (page) => {
            if (ticket !== current.current) return;
            setIndexedTo(page.indexedTo);
            setItems((shown) => {
              const seen = new Set(shown.map((item) => item.id));
              // More new rows than a page: the gap below them cannot be filled from the top, so start over
              // from this page (idempotent, as updaters must be).
              if (page.nextCursor !== null && !page.items.some((item) => seen.has(item.id))) {
                cursor.current = page.nextCursor;
                setPhase('idle');
                return page.items;
              }
              return prependNewest(shown, page.items);
            });
          },
          // A failed refresh leaves the list as it is; the next one tries again.
          () => undefined,
        );
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [address, typeKey, phase]);

  return {
    items,
    phase,
    error,
    indexedTo,
    loadMore: () => {
      if (cursor.current !== null) fetchPage(false);
    },
    reload: () => setGeneration((g) => g + 1),
  };
}
