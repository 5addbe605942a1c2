import { reducibleAsset, reducibleNative } from '@lumi/chain';
import { combineLatest, distinctUntilChanged, map, retry, switchMap, timer, type Observable } from 'rxjs';
import type { LumiApi } from './connection.ts';
import type { DexConfig } from './dex/dexConfig.ts';

export interface TokenBalance {
  /** Free balance (for assets: the account's balance). */
  free: bigint;
  /** Reserved (held) balance; assets have none. */
  reserved: bigint;
  /** What FRAME lets move now: free minus frozen funds not covered by reserves (Expendable, Polite). */
  transferable: bigint;
}

export interface AccountBalances {
  /** The best block the balances were read at. */
  block: number;
  LUMI: TokenBalance;
  PHPU: TokenBalance;
  /** Undefined while no LUMI/PHPU pool (and so no LP token) exists. */
  LPHPU: TokenBalance | undefined;
}

const BEST = { at: 'best' } as const;

export function assetBalance(
  account: { balance: bigint; status: { type: string } } | undefined,
  asset: { status: { type: string }; min_balance: bigint } | undefined,
): TokenBalance {
  const balance = account?.balance ?? 0n;
  const status = (account?.status.type ?? 'Liquid') as 'Liquid' | 'Frozen' | 'Blocked';
  return {
    free: balance,
    reserved: 0n,
    transferable: reducibleAsset(
      balance,
      status,
      asset?.status.type === 'Live',
      'Expendable',
      asset?.min_balance ?? 0n,
    ),
  };
}

/** LUMI, PHPU and LPHPU balances of `address`, updated in every best block that changes them. */
export function watchBalances(
  api: LumiApi,
  config$: Observable<DexConfig>,
  address: string,
): Observable<AccountBalances> {
  return config$.pipe(
    map((config) => ({ phpuId: config.phpuId, lpTokenId: config.pool?.lpTokenId })),
    distinctUntilChanged((a, b) => a.phpuId === b.phpuId && a.lpTokenId === b.lpTokenId),
    switchMap(({ phpuId, lpTokenId }) => {
      const native$ = api.query.System.Account.watchValue(address, BEST);
      const phpu$ = combineLatest([
        api.query.Assets.Account.watchValue(phpuId, address, BEST),
        api.query.Assets.Asset.watchValue(phpuId, BEST),
      ]);
      const lp$ =
        lpTokenId === undefined
          ? undefined
          : combineLatest([
              api.query.PoolAssets.Account.watchValue(lpTokenId, address, BEST),
              api.query.PoolAssets.Asset.watchValue(lpTokenId, BEST),
            ]);
      return combineLatest([native$, phpu$, ...(lp$ ? [lp$] : [])]).pipe(
        map(([native, [phpuAccount, phpuAsset], lp]): AccountBalances => {
          const data = native.value.data;
          const blocks = [native.block.number, phpuAccount.block.number, phpuAsset.block.number];
          if (lp) blocks.push(lp[0].block.number, lp[1].block.number);
          return {
            block: Math.max(...blocks),
            LUMI: {
              free: data.free,
              reserved: data.reserved,
              transferable: reducibleNative(data, 'Expendable', 0n),
            },
            PHPU: assetBalance(phpuAccount.value, phpuAsset.value),
            LPHPU: lp ? assetBalance(lp[0].value, lp[1].value) : undefined,
          };
        }),
      );
    }),
    retry({ delay: () => timer(2_000) }),
  );
}
