import { queryOptions } from '@tanstack/react-query';
import { positionApi } from '../../shared/api/positionApi.ts';
import { queryKeys } from '../../shared/data/keys.ts';

/**
 * The account's position in the pool from the indexer. An API read under `['api']`, so it is refetched when one
 * of our transactions lands (shared/data/useQueryInvalidation.ts); a swap by someone else shows on the next visit.
 */
export const lpPositionQuery = (lpTokenId: number, address: string) =>
  queryOptions({
    queryKey: queryKeys.lpPosition(lpTokenId, address),
    queryFn: () => positionApi.lpPosition(lpTokenId, address),
  });
