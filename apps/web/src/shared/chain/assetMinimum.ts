import { map } from 'rxjs';
import { queryKeys } from '../data/keys.ts';
import { liveQuery } from '../data/live.ts';
import type { ChainConnection } from './connection.ts';

const BEST = { at: 'best' } as const;

/** An asset's min_balance (PHPU in Assets, LPHPU in PoolAssets), live. */
export const assetMinimumQuery = (connection: ChainConnection, token: 'PHPU' | 'LPHPU', assetId: number) =>
  liveQuery(queryKeys.tokenMinimum(connection.endpoint, token, assetId), () =>
    connection.whenLoaded(({ api }) => {
      const pallet = token === 'PHPU' ? api.query.Assets : api.query.PoolAssets;
      return pallet.Asset.watchValue(assetId, BEST).pipe(map(({ value }) => value?.min_balance ?? 0n));
    }),
  );
