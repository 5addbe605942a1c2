import { PHPU, type AssetKind } from '@lumi/chain';
import type { AssetKindScheme } from '@lumi/chain/asset-kind';
import { encodeAddress } from '@lumi/chain/address';
import { encodePoolId, poolAccountFromEncodedId } from '@lumi/chain/pool-account';
import { Enum } from 'polkadot-api';
import { combineLatest, defer, distinctUntilChanged, map, of, switchMap, type Observable } from 'rxjs';
import type { LumiApi } from '../connection.ts';
import { fromPapiAssetKind, lpTokenOf, type PapiAssetKind } from './assetKind.ts';
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

/** The DEX configuration as read from chain state. */
export interface DexConfig {
  ss58Format: number;
  /** The asset kind AssetConversion takes, from the chain's metadata (what the DEX calls are built with). */
  assetKinds: AssetKindScheme;
  phpuId: number;
  /** The LUMI/PHPU pool; undefined until one is created. */
  pool: PoolInfo | undefined;
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

function watchPool(
  api: LumiApi,
  phpuId$: Observable<number>,
  ss58Format: number,
  palletId: Uint8Array,
): Observable<PoolInfo | undefined> {
  return combineLatest([phpuId$, api.query.AssetConversion.Pools.watchEntries(BEST)]).pipe(
    map(([phpuId, { entries }]): PoolInfo | undefined => {
      for (const entry of entries) {
        const [a, b] = entry.args[0].map((kind) => fromPapiAssetKind(kind as PapiAssetKind));
        if (!a || !b) continue;
        const pair = [a, b].map((kind) => (kind.type === 'Native' ? 'native' : kind.id));
        if (!pair.includes('native') || !pair.includes(phpuId)) continue;
        const lpTokenId = lpTokenOf(entry.value);
        if (lpTokenId === undefined) continue;
        const account = poolAccountFromEncodedId(encodePoolId([a, b]), palletId);
        return { assets: [a, b], account: encodeAddress(account, ss58Format), lpTokenId };
      }
      return undefined;
    }),
    distinctUntilChanged(same),
  );
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

/**
 * The DEX configuration from chain state, kept fresh from storage subscriptions at the best block. Reads only
 * standard FRAME storage and constants (Assets, AssetConversion, Parameters, Oracle, OracleMembership,
 * PoolAssets, System).
 */
export function watchDexConfig(
  api: LumiApi,
  assetKinds: () => Promise<AssetKindScheme>,
): Observable<DexConfig> {
  // Deferred, so a retry after a failed read reads again.
  return defer(() =>
    Promise.all([
      assetKinds(),
      api.constants.System.SS58Prefix(),
      api.constants.AssetConversion.PalletId(),
      api.constants.AssetConversion.LPFee(),
      api.constants.Oracle.ExpiresIn(),
    ]),
  ).pipe(
    switchMap(([assetKinds, ss58Format, palletIdHex, lpFeeConstant, expiresIn]) => {
      const phpuId$ = watchPhpuId(api);
      const pool$ = watchPool(api, phpuId$, ss58Format, hexToBytes(palletIdHex));
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
      return combineLatest([
        phpuId$,
        pool$,
        lpOwner$,
        watchLpFee(api, lpFeeConstant),
        watchForex(api),
        watchOracleFeeds(api, Number(expiresIn)),
      ]).pipe(
        map(([phpuId, pool, lpOwner, fee, forex, oracle]) => ({
          ss58Format,
          assetKinds,
          phpuId,
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
