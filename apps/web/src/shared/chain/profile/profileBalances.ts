// The connected account's balance of every asset the active profile lists, whatever the chain names its assets
// by: System.Account for the native token, Assets / PoolAssets by id, ForeignAssets by Location. The storage item
// and keys come from @lumi/chain/asset-kind (balanceRead), so the reads are the ones the codec tests prove
// against Asset Hub's metadata; polkadot-api's untyped API runs them on whichever chain is connected.
import { reducibleNative } from '@lumi/chain';
import { assetDetailsRead, assetRefKey, balanceRead, type AssetKindScheme } from '@lumi/chain/asset-kind';
import type { ProfileAsset } from '@lumi/chain/profiles';
import type { LumiApi } from '../connection.ts';
import { combineLatest, map, of, type Observable } from 'rxjs';
import { assetBalance, type TokenBalance } from '../balances.ts';
import type { ChainShape } from './chainShape.ts';

export interface AssetBalanceRow {
  asset: ProfileAsset;
  /** undefined when the chain has no pallet holding this kind of asset. */
  balance: TokenBalance | undefined;
}

export interface ProfileBalances {
  /** The newest best block among the reads. */
  block: number;
  rows: AssetBalanceRow[];
}

interface Watched {
  value: unknown;
  block: { number: number };
}
type Entry = { watchValue(...args: unknown[]): Observable<Watched> };
type UnsafeQuery = Record<string, Record<string, Entry | undefined> | undefined>;

const BEST = { at: 'best' } as const;

/**
 * The balance reads take only where the asset pallets are from the scheme; a chain without AssetConversion still
 * has them (the shape's assetPallets).
 */
export const schemeFor = (shape: ChainShape): AssetKindScheme =>
  shape.scheme ?? { type: 'NativeOrWithId', pallets: shape.assetPallets };

function nativeBalance(value: unknown): TokenBalance {
  const data = (value as { data: { free: bigint; reserved: bigint; frozen: bigint } }).data;
  return { free: data.free, reserved: data.reserved, transferable: reducibleNative(data, 'Expendable', 0n) };
}

function watchOne(
  query: UnsafeQuery,
  shape: ChainShape,
  asset: ProfileAsset,
  address: string,
): Observable<{ balance: TokenBalance | undefined; block: number }> {
  let read, detailsRead;
  try {
    read = balanceRead(schemeFor(shape), asset.ref, address);
    detailsRead = assetDetailsRead(schemeFor(shape), asset.ref);
  } catch {
    return of({ balance: undefined, block: 0 });
  }
  const account = query[read.pallet]?.[read.item];
  if (!account) return of({ balance: undefined, block: 0 });
  if (!detailsRead) {
    return account
      .watchValue(...read.keys, BEST)
      .pipe(map(({ value, block }) => ({ balance: nativeBalance(value), block: block.number })));
  }
  const details = query[detailsRead.pallet]?.[detailsRead.item];
  if (!details) return of({ balance: undefined, block: 0 });
  return combineLatest([
    account.watchValue(...read.keys, BEST),
    details.watchValue(...detailsRead.keys, BEST),
  ]).pipe(
    map(([held, info]) => ({
      balance: assetBalance(
        held.value as Parameters<typeof assetBalance>[0],
        info.value as Parameters<typeof assetBalance>[1],
      ),
      block: Math.max(held.block.number, info.block.number),
    })),
  );
}

export function watchProfileBalances(
  api: LumiApi,
  shape: ChainShape,
  assets: readonly ProfileAsset[],
  address: string,
): Observable<ProfileBalances> {
  const query = api.query as unknown as UnsafeQuery;
  if (assets.length === 0) return of({ block: 0, rows: [] });
  return combineLatest(assets.map((asset) => watchOne(query, shape, asset, address))).pipe(
    map((reads) => ({
      block: Math.max(...reads.map((r) => r.block)),
      rows: reads.map((r, i) => ({ asset: assets[i]!, balance: r.balance })),
    })),
  );
}

/** A stable key of a profile's asset list, for query keys. */
export const assetsKey = (assets: readonly ProfileAsset[]): string =>
  assets.map((a) => assetRefKey(a.ref)).join(',');
