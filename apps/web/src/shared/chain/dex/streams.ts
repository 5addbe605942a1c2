import { reducibleNative, type Market } from '@lumi/chain';
import {
  combineLatest,
  map,
  of,
  retry,
  shareReplay,
  switchMap,
  timer,
  distinctUntilChanged,
  type Observable,
} from 'rxjs';
import type { ChainConnection } from '../connection.ts';
import { readChainShape } from '../profile/chainShape.ts';
import { watchDexConfig, type DexConfig } from './dexConfig.ts';

export interface PoolState extends Market {
  /** The block the reserves were read at. */
  block: number;
}

export interface DexStreams {
  config$: Observable<DexConfig>;
  /** Reserves, LP supply and rates; undefined reserves while no LUMI/PHPU pool exists. */
  market$: Observable<PoolState | undefined>;
}

const BEST = { at: 'best' } as const;
const RETRY = { delay: () => timer(2_000) };
const cache = new WeakMap<ChainConnection, DexStreams>();

function create(connection: ChainConnection): DexStreams {
  const { api } = connection;
  const share = <T>(source: Observable<T>) =>
    source.pipe(retry(RETRY), shareReplay({ bufferSize: 1, refCount: true }));
  const config$ = share(
    connection.whenLoaded(({ chain, api }) => watchDexConfig(api, () => readChainShape(chain))),
  );
  const market$ = share(
    config$.pipe(
      map((config) => ({ pool: config.pool, phpuId: config.phpuId, rates: config.forex.rates })),
      distinctUntilChanged(
        (a, b) =>
          a.pool?.account === b.pool?.account &&
          a.pool?.lpTokenId === b.pool?.lpTokenId &&
          a.phpuId === b.phpuId &&
          a.rates === b.rates,
      ),
      switchMap(({ pool, phpuId, rates }): Observable<PoolState | undefined> => {
        if (!pool) return of(undefined);
        return combineLatest([
          api.query.System.Account.watchValue(pool.account, BEST),
          api.query.Assets.Account.watchValue(phpuId, pool.account, BEST),
          api.query.PoolAssets.Asset.watchValue(pool.lpTokenId, BEST),
        ]).pipe(
          map(([native, phpu, lp]) => ({
            // AssetConversion reads reserves as the pool account's reducible balance (Expendable, Polite).
            reserveLumi: reducibleNative(native.value.data, 'Expendable', 0n),
            reservePhpu: phpu.value?.status.type === 'Liquid' ? phpu.value.balance : 0n,
            lpSupply: lp.value?.supply ?? 0n,
            rates,
            block: Math.max(native.block.number, phpu.block.number, lp.block.number),
          })),
        );
      }),
    ),
  );
  return { config$, market$ };
}

/** The connection's DEX observables, shared by every component that uses them. */
export function dexStreams(connection: ChainConnection): DexStreams {
  let streams = cache.get(connection);
  if (!streams) cache.set(connection, (streams = create(connection)));
  return streams;
}
