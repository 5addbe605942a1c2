import { QueryClient } from '@tanstack/react-query';
import { stopUnobservedFeeds } from './live.ts';

/**
 * The app's one query cache. No automatic retries and no refetch on window focus: the screens show what the
 * first answer said (an API that is not running is reported at once), and chain data is pushed by subscriptions
 * or refreshed by the block and transaction invalidation in `useQueryInvalidation`.
 */
export function createQueryClient(): QueryClient {
  // In the build's prerender (Node: no document) the cache is thrown away after one render, and its five-minute
  // collection timers would keep the build running that long. TanStack never collects on a server it recognises;
  // the prerender's stand-in window (build/prerender.ts) hides that it is one.
  const prerendering = typeof document === 'undefined';
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, ...(prerendering && { gcTime: Infinity }) },
    },
  });
  stopUnobservedFeeds(client);
  return client;
}
