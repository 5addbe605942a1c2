import { PHPU, type AssetKind } from '@lumi/chain';
import {
  fromAssetKind,
  type AssetKindScheme,
  type AssetKindValue,
  type AssetRef,
} from '@lumi/chain/asset-kind';
import { encodeAddress } from '@lumi/chain/address';
import { encodePoolId, poolAccountFromEncodedId } from '@lumi/chain/pool-account';
import { Enum } from 'polkadot-api';
import { combineLatest, defer, distinctUntilChanged, map, of, switchMap, type Observable } from 'rxjs';
import type { LumiApi } from '../connection.ts';
import type { ChainShape } from '../profile/chainShape.ts';
import { lpTokenOf } from './assetKind.ts';
import { hexToBytes, currencyCodeOf } from './bytes.ts';

export interface PoolInfo {
  /** The pool id as AssetConversion orders it. */
  assets: [AssetKind, AssetKind];
  /** The account holding the reserves (SS58, the chain's format). */
  account: string;
  lpTokenId: number;
}

export interface ForexRates {
  /** When the newest rate was fed on chain (ms since 1970; 0 for genesis values). */
  updatedAt: number;
  /** The block the rates were first seen in. */
  block: number;
  /** Units of each currency per 1 USD, FixedU128 inner values. */
  rates: ReadonlyMap<string, bigint>;
  /** When each rate was fed (ms since 1970; 0 for genesis values). */
  fedAt: ReadonlyMap<string, number>;
}

/** What the web needs to judge how far a rate can be trusted: the Oracle's quorum and the members' feeds. */
export interface OracleFeeds {
  /** Members with a fresh feed a currency needs before its combined rate moves (Oracle.Quorum). */
  quorum: number;
  /** How long a member's feed counts (Oracle.ExpiresIn), ms. */
  expiresInMs: number;
  /** When each current member last fed each currency (ms since 1970), by currency code. */
  feedTimes: ReadonlyMap<string, readonly number[]>;
}

/** One pool of AssetConversion.Pools, whatever the chain's asset kind. */
export interface DexPool {
  /** The pool id as AssetConversion orders it. */
  assets: [AssetRef, AssetRef];
  lpTokenId: number;
}

/** The DEX configuration as read from chain state. */
export interface DexConfig {
  ss58Format: number;
  /** The asset kind AssetConversion takes, from the chain's metadata (what the DEX calls are built with). */
  assetKinds: AssetKindScheme;
  phpuId: number;
  /** Lumi's LUMI/PHPU pool (by id); undefined until one is created, and on a chain naming assets by Location. */
  pool: PoolInfo | undefined;
  /** Every pool of AssetConversion.Pools whose assets the app can name (the pairs Swap and Liquidity offer). */
  pools: readonly DexPool[];
  /** The owner of the LP token (FRAME makes the pool account its owner). */
  lpOwner: string | undefined;
  /** The LP fee in per-mille (FRAME's LPFee unit) and where it came from. */
  lpFee: number;
  lpFeeSource: 'parameters' | 'constant';
  forex: ForexRates;
  oracle: OracleFeeds;
}

/** What a DEX call needs from the configuration: the chain's asset kind and PHPU's id. */
export type DexAssets = Pick<DexConfig, 'assetKinds' | 'phpuId'>;

const BEST = { at: 'best' } as const;
const same = <T>(a: T, b: T): boolean =>
  JSON.stringify(a, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ===
  JSON.stringify(b, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** PHPU's asset id: the Assets entry whose metadata symbol is "PHPU", else the registry's id. */
function watchPhpuId(api: LumiApi): Observable<number> {
  const decoder = new TextDecoder();
  return api.query.Assets.Metadata.watchEntries(BEST).pipe(
    map(({ entries }) => {
      const found = entries.find((entry) => decoder.decode(entry.value.symbol) === PHPU.symbol);
      return found ? found.args[0] : PHPU.location.pallet === 'Assets' ? PHPU.location.id : 1;
    }),
    distinctUntilChanged(),
  );
}

interface UnsafeEntries {
  watchEntries(options: typeof BEST): Observable<{ entries: { args: unknown[]; value: unknown }[] }>;
}

/**
 * Every pool of AssetConversion.Pools, its id decoded with the chain's asset-kind scheme. Read through
 * polkadot-api's untyped API: the key is NativeOrWithId on Lumi and an XCM Location on Asset Hub.
 */
function watchPools(api: LumiApi, scheme: AssetKindScheme): Observable<DexPool[]> {
  const pools = (api.query as unknown as Record<string, Record<string, UnsafeEntries>>).AssetConversion!
    .Pools!;
  return pools.watchEntries(BEST).pipe(
    map(({ entries }) => {
      const out: DexPool[] = [];
      for (const entry of entries) {
        const [a, b] = entry.args[0] as [AssetKindValue, AssetKindValue];
        const lpTokenId = lpTokenOf(entry.value);
        if (lpTokenId === undefined) continue;
        try {
          out.push({ assets: [fromAssetKind(scheme, a), fromAssetKind(scheme, b)], lpTokenId });
        } catch {
          // An asset kind the scheme cannot name is not offered.
        }
      }
      return out.sort((x, y) => x.lpTokenId - y.lpTokenId);
    }),
    distinctUntilChanged(same),
  );
}

/** Lumi's LUMI/PHPU pool among `pools`, with its account (FRAME's AccountIdConverter over NativeOrWithId ids). */
function lumiPool(
  pools: readonly DexPool[],
  phpuId: number,
  scheme: AssetKindScheme,
  ss58Format: number,
  palletId: Uint8Array,
): PoolInfo | undefined {
  if (scheme.type !== 'NativeOrWithId') return undefined;
  for (const pool of pools) {
    const kinds = pool.assets.map((ref): AssetKind | undefined =>
      ref.type === 'Native'
        ? { type: 'Native' }
        : ref.type === 'Local'
          ? { type: 'WithId', id: ref.id }
          : undefined,
    );
    const [a, b] = kinds;
    if (!a || !b) continue;
    const pair = [a, b].map((kind) => (kind.type === 'Native' ? 'native' : kind.id));
    if (!pair.includes('native') || !pair.includes(phpuId)) continue;
    const account = poolAccountFromEncodedId(encodePoolId([a, b]), palletId);
    return { assets: [a, b], account: encodeAddress(account, ss58Format), lpTokenId: pool.lpTokenId };
  }
  return undefined;
}

function watchLpFee(
  api: LumiApi,
  constant: number,
): Observable<{ lpFee: number; lpFeeSource: 'parameters' | 'constant' }> {
  return api.query.Parameters.Parameters.watchValue(Enum('Dex', Enum('LpFee')), BEST).pipe(
    map(({ value }) =>
      value && value.type === 'Dex' && value.value.type === 'LpFee'
        ? { lpFee: value.value.value, lpFeeSource: 'parameters' as const }
        : { lpFee: constant, lpFeeSource: 'constant' as const },
    ),
    distinctUntilChanged(same),
  );
}

function watchForex(api: LumiApi): Observable<ForexRates> {
  let last: ForexRates | undefined;
  return api.query.Oracle.Values.watchEntries(BEST).pipe(
    map(({ block, entries }) => {
      const rates = new Map<string, bigint>();
      const fedAt = new Map<string, number>();
      let updatedAt = 0;
      for (const { args, value } of entries) {
        const code = currencyCodeOf(args[0]);
        if (!code) continue;
        rates.set(code, value.value);
        fedAt.set(code, Number(value.timestamp));
        updatedAt = Math.max(updatedAt, Number(value.timestamp));
      }
      const sorted = new Map([...rates].sort(([x], [y]) => (x < y ? -1 : 1)));
      // Keep the block where these rates first appeared, so an unchanged snapshot stays the same value.
      if (!last || !same([...last.rates], [...sorted]) || !same([...last.fedAt], [...fedAt])) {
        last = { updatedAt, block: block.number, rates: sorted, fedAt };
      }
      return last;
    }),
    distinctUntilChanged(),
  );
}

function watchOracleFeeds(api: LumiApi, expiresInMs: number): Observable<OracleFeeds> {
  return combineLatest([
    api.query.Oracle.Quorum.watchValue(BEST),
    api.query.OracleMembership.Members.watchValue(BEST),
    api.query.Oracle.RawValues.watchEntries(BEST),
  ]).pipe(
    map(([quorum, members, raw]) => {
      const current = new Set(members.value);
      const feedTimes = new Map<string, number[]>();
      for (const { args, value } of raw.entries) {
        const code = currencyCodeOf(args[1]);
        if (!code || !current.has(args[0])) continue;
        feedTimes.set(code, [...(feedTimes.get(code) ?? []), Number(value.timestamp)]);
      }
      for (const times of feedTimes.values()) times.sort((a, b) => a - b);
      return { quorum: quorum.value, expiresInMs, feedTimes };
    }),
    // Maps stringify as {}: compare their entries.
    distinctUntilChanged((a, b) => a.quorum === b.quorum && same([...a.feedTimes], [...b.feedTimes])),
  );
}

const NO_FOREX: ForexRates = { updatedAt: 0, block: 0, rates: new Map(), fedAt: new Map() };
const NO_ORACLE: OracleFeeds = { quorum: 0, expiresInMs: 0, feedTimes: new Map() };

/**
 * The DEX configuration from chain state, kept fresh from storage subscriptions at the best block. Reads only
 * standard FRAME storage and constants (Assets, AssetConversion, PoolAssets, System, and where the metadata has
 * them Parameters, Oracle, OracleMembership): on a chain without Lumi's Oracle the forex snapshot is empty, without
 * Parameters the LP fee is the AssetConversion.LPFee constant.
 */
export function watchDexConfig(api: LumiApi, chainShape: () => Promise<ChainShape>): Observable<DexConfig> {
  // Deferred, so a retry after a failed read reads again.
  return defer(async () => {
    const shape = await chainShape();
    if (!shape.scheme)
      throw new Error('this chain has no AssetConversion pallet with an asset kind the app knows');
    const oracle = shape.pallets.includes('Oracle') && shape.pallets.includes('OracleMembership');
    const [ss58Format, palletIdHex, lpFeeConstant, expiresIn] = await Promise.all([
      api.constants.System.SS58Prefix(),
      api.constants.AssetConversion.PalletId(),
      api.constants.AssetConversion.LPFee(),
      oracle ? api.constants.Oracle.ExpiresIn() : Promise.resolve(0n),
    ]);
    const parameters = shape.pallets.includes('Parameters');
    return {
      assetKinds: shape.scheme,
      parameters,
      oracle,
      ss58Format,
      palletIdHex,
      lpFeeConstant,
      expiresIn,
    };
  }).pipe(
    switchMap(({ assetKinds, parameters, oracle, ss58Format, palletIdHex, lpFeeConstant, expiresIn }) => {
      const phpuId$ = watchPhpuId(api);
      const pools$ = watchPools(api, assetKinds);
      const palletId = hexToBytes(palletIdHex);
      const pool$ = combineLatest([pools$, phpuId$]).pipe(
        map(([pools, phpuId]) => lumiPool(pools, phpuId, assetKinds, ss58Format, palletId)),
        distinctUntilChanged(same),
      );
      const lpOwner$ = pool$.pipe(
        switchMap((pool) =>
          pool
            ? api.query.PoolAssets.Asset.watchValue(pool.lpTokenId, BEST).pipe(
                map(({ value }) => value?.owner),
              )
            : of(undefined),
        ),
        distinctUntilChanged(),
      );
      const fee$ = parameters
        ? watchLpFee(api, lpFeeConstant)
        : of({ lpFee: lpFeeConstant, lpFeeSource: 'constant' as const });
      return combineLatest([
        phpuId$,
        pools$,
        pool$,
        lpOwner$,
        fee$,
        oracle ? watchForex(api) : of(NO_FOREX),
        oracle ? watchOracleFeeds(api, Number(expiresIn)) : of(NO_ORACLE),
      ]).pipe(
        map(([phpuId, pools, pool, lpOwner, fee, forex, oracle]) => ({
          ss58Format,
          assetKinds,
          phpuId,
          pools,
          pool,
          lpOwner,
          ...fee,
          forex,
          oracle,
        })),
      );
    }),
  );
}
