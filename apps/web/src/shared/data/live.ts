// Chain reads are subscriptions (polkadot-api observables pushing a value per best block that changes them).
// They enter TanStack Query as "live" queries: the query function subscribes, resolves with the first value and
// writes every later one into the cache; the subscription ends when the last component using the query goes
// away, and the query is then marked stale so the next user subscribes again.
import { hashKey, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Observable, Subscription } from 'rxjs';

const feeds = new WeakMap<QueryClient, Map<string, Subscription>>();

function feedsOf(client: QueryClient): Map<string, Subscription> {
  let map = feeds.get(client);
  if (!map) feeds.set(client, (map = new Map<string, Subscription>()));
  return map;
}

export const LIVE_META = { live: true } as const;
/** Meta of a one-off read that must be redone on each new best block (see useQueryInvalidation). */
export const FOLLOWS_BLOCKS = { followsBlocks: true } as const;

/** Query options for the latest value of `source()`, kept current by the subscription itself. */
export function liveQuery<T, K extends QueryKey>(queryKey: K, source: () => Observable<T>) {
  return queryOptions({
    queryKey,
    meta: LIVE_META,
    // Pushed, never polled: only the end of the subscription makes it stale.
    staleTime: Infinity,
    queryFn: ({ client, queryKey: key, signal }) =>
      new Promise<T>((resolve, reject) => {
        // The cache's own key for it (no client here sets a queryKeyHashFn). Not `find({ exact })`: that hashes the
        // key once per cached query, and the first render starts dozens of these at once (23 ms of a phone's start).
        const hash = hashKey(key);
        const running = feedsOf(client);
        running.get(hash)?.unsubscribe();
        let first = true;
        const subscription = source().subscribe({
          next(value) {
            if (first) {
              first = false;
              resolve(value);
            } else {
              client.setQueryData<T>(key, value);
            }
          },
          error(error: unknown) {
            running.delete(hash);
            if (first) reject(error instanceof Error ? error : new Error(String(error)));
            // A feed that fails later keeps its last value; the next user subscribes again.
            else void client.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
          },
        });
        if (!subscription.closed) running.set(hash, subscription);
        // Abandoned before its first value (its last user left): TanStack cancels the fetch, the feed ends.
        signal.addEventListener('abort', () => {
          if (!first) return;
          subscription.unsubscribe();
          if (running.get(hash) === subscription) running.delete(hash);
        });
      }),
  });
}

/** Ends a live query's subscription when nothing observes it any more (install once per client). */
export function stopUnobservedFeeds(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    const { query } = event;
    const unobserved = event.type === 'observerRemoved' && query.getObserversCount() === 0;
    if (!unobserved && event.type !== 'removed') return;
    const running = feedsOf(client);
    const feed = running.get(query.queryHash);
    if (!feed) return;
    feed.unsubscribe();
    running.delete(query.queryHash);
    if (event.type !== 'removed') query.invalidate();
  });
}

export const isLiveQuery = (query: { meta?: Record<string, unknown> }) => query.meta?.live === true;
/** Meta of a paged list refreshed through its own head query: refetching every page could leave gaps. */
export const PAGED = { paged: true } as const;
export const isPaged = (query: { meta?: Record<string, unknown> }) => query.meta?.paged === true;
export const followsBlocks = (query: { meta?: Record<string, unknown> }) =>
  query.meta?.followsBlocks === true;
