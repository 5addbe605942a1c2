// The reserves and LP supply of any pool the app offers, on any chain: AssetConversionApi.get_reserves with the
// chain's asset kinds (NativeOrWithId or XCM Location) and PoolAssets.Asset's supply, read at each best block
// through polkadot-api's untyped API. Lumi's own LUMI/PHPU pool keeps its storage subscriptions (streams.ts).
import { reservesRequest, type AssetKindScheme } from '@lumi/chain/asset-kind';
import type { LoadedChain } from '../connection.ts';
import { distinctUntilChanged, from, map, switchMap, type Observable } from 'rxjs';
import type { DexPair } from './pairs.ts';
import type { PoolState } from './streams.ts';

/** A pool's state in the pair's token order (asset1, asset2). */
export interface PairMarket {
  reserve1: bigint;
  reserve2: bigint;
  lpSupply: bigint;
  /** The block these values were first seen in. */
  block: number;
}

type RuntimeCall = (...args: unknown[]) => Promise<unknown>;
type StorageGet = { getValue(...args: unknown[]): Promise<unknown> };

/** Lumi's market in the pair's order: its pool id is (Native, PHPU), so asset 1 is LUMI. */
export const lumiPairMarket = (market: PoolState): PairMarket => ({
  reserve1: market.reserveLumi,
  reserve2: market.reservePhpu,
  lpSupply: market.lpSupply,
  block: market.block,
});

export function watchPairMarket(
  { chain, api }: LoadedChain,
  scheme: AssetKindScheme,
  pair: DexPair,
): Observable<PairMarket> {
  const unsafe = api;
  const request = reservesRequest(scheme, pair.tokens[0].ref, pair.tokens[1].ref);
  const getReserves = (unsafe.apis as unknown as Record<string, Record<string, RuntimeCall>>)[request.api]![
    request.method
  ]!;
  const lpAsset = (unsafe.query as unknown as Record<string, Record<string, StorageGet>>).PoolAssets!.Asset!;
  let last: PairMarket | undefined;
  return chain.watch('bestBlocks').pipe(
    map((blocks) => blocks[0]!),
    distinctUntilChanged((a, b) => a.hash === b.hash),
    switchMap((block) =>
      from(
        Promise.all([
          getReserves(...request.args, { at: block.hash }),
          lpAsset.getValue(pair.lpTokenId, { at: block.hash }),
        ]).then(([reserves, lp]) => {
          // None for an empty pool: no liquidity to trade against.
          const [reserve1, reserve2] = (reserves as [bigint, bigint] | undefined) ?? [0n, 0n];
          const lpSupply = (lp as { supply: bigint } | undefined)?.supply ?? 0n;
          if (!last || last.reserve1 !== reserve1 || last.reserve2 !== reserve2 || last.lpSupply !== lpSupply)
            last = { reserve1, reserve2, lpSupply, block: block.number };
          return last;
        }),
      ),
    ),
    distinctUntilChanged(),
  );
}
