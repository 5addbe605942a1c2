import { QueryClient } from '@tanstack/react-query';
import { stopUnobservedFeeds } from './live.ts';

/**
 * The app's one query cache. No automatic retries and no refetch on window focus: the screens show what the
 * first answer said (an API that is not running is reported at once), and chain data is pushed by subscriptions
 * or refreshed by the block and transaction invalidation in `useQueryInvalidation`.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  stopUnobservedFeeds(client);
  return client;
}
