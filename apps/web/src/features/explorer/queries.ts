import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { lumiApi } from '../../shared/api/lumiApi.ts';
import type { ChainConnection } from '../../shared/chain/connection.ts';
import { queryKeys } from '../../shared/data/keys.ts';
import { PAGED } from '../../shared/data/live.ts';
import { blockHashAt, readBlock, type ExplorerBlock } from './chainReads.ts';
import { blockRefKey, type BlockRef } from './refs.ts';

export const EXPLORER_PAGE_SIZE = 25;

/** A block by number or hash; null when the node has no such block. */
export const blockQuery = (connection: ChainConnection, ref: BlockRef) =>
  queryOptions({
    queryKey: queryKeys.explorerBlock(connection.endpoint, blockRefKey(ref)),
    queryFn: async (): Promise<ExplorerBlock | null> => {
      const { chain } = await connection.loaded();
      const hash = 'hash' in ref ? ref.hash : await blockHashAt(chain, ref.number);
      return (hash === undefined ? undefined : await readBlock(chain, hash)) ?? null;
    },
    // A block's contents never change; only "finalized" does, and a reload reads it again.
    staleTime: Infinity,
    retry: 1,
  });

/** Where the API's index saw the extrinsic with this hash; null when no indexed block has it. */
export const extrinsicLocationQuery = (hash: string) =>
  queryOptions({
    queryKey: queryKeys.explorerExtrinsic(hash),
    queryFn: () => lumiApi.extrinsic(hash),
    retry: false,
  });

/** An account's indexed history, page by page. */
export const accountActivityQuery = (address: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.explorerActivity(address),
    meta: PAGED,
    gcTime: 0,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      lumiApi.activity(address, { types: [], cursor: pageParam, limit: EXPLORER_PAGE_SIZE }),
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });
