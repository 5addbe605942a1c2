// Asset storage read through polkadot-api's untyped API (in the chain worker), by the entries @lumi/chain/asset-kind names for the
// connected chain's shape: Send's token minimum and recipient balance, and PHPU's min_balance for the fee budget.
import { assetDetailsRead, assetRefKey, type AssetRef } from '@lumi/chain/asset-kind';
import { defer, map, of, switchMap, type Observable } from 'rxjs';
import { queryKeys } from '../data/keys.ts';
import { liveQuery } from '../data/live.ts';
import type { ChainConnection } from './connection.ts';
import { readChainShape } from './profile/chainShape.ts';
import { schemeFor } from './profile/profileBalances.ts';

const BEST = { at: 'best' } as const;

type Watch = { watchValue(...args: unknown[]): Observable<{ value: unknown }> };
type UnsafeQuery = Record<string, Record<string, Watch | undefined> | undefined>;

/** One storage value, read with the untyped API (the entry is one @lumi/chain/asset-kind names). */
export function watchRead(
  connection: ChainConnection,
  read: (shape: Awaited<ReturnType<typeof readChainShape>>) => {
    pallet: string;
    item: string;
    keys: unknown[];
  },
): Observable<unknown> {
  return connection.whenLoaded(({ chain, api }) =>
    defer(() => readChainShape(chain)).pipe(
      switchMap((shape) => {
        const { pallet, item, keys } = read(shape);
        const entry = (api.query as unknown as UnsafeQuery)[pallet]?.[item];
        return entry ? entry.watchValue(...keys, BEST).pipe(map(({ value }) => value)) : of(undefined);
      }),
    ),
  );
}

/** An asset's min_balance (Assets, PoolAssets or ForeignAssets details). */
export const assetMinimumQuery = (connection: ChainConnection, asset: AssetRef) =>
  liveQuery(queryKeys.tokenMinimum(connection.endpoint, assetRefKey(asset), undefined), () =>
    watchRead(connection, (shape) => assetDetailsRead(schemeFor(shape), asset)!).pipe(
      map((details) => (details as { min_balance?: bigint } | undefined)?.min_balance ?? 0n),
    ),
  );
