// The storage values a RawBlock is made of, whichever way they were read (one batched request, or polkadot-api's
// typed reads), and how the pools' keys and reserves are laid out among them.
import { ss58Of } from '../chain/accounts.ts';
import type { LumiApi } from '../chain/connection.ts';
import { eventFields } from '../chain/plain.ts';
import type { PoolRecord } from '../store/types.ts';
import type { PlainEvent } from './extract.ts';

type Query = LumiApi['query'];
type ValueOf<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
type ValuesOf<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];

export type EventRecords = ValueOf<Query['System']['Events']['getValue']>;
export type FeeParameter = ValueOf<Query['Parameters']['Parameters']['getValue']>;
export type AccountInfo = ValuesOf<Query['System']['Account']['getValues']>;
export type AssetAccount = ValuesOf<Query['Assets']['Account']['getValues']>;
export type LpAsset = ValuesOf<Query['PoolAssets']['Asset']['getValues']>;

export interface PoolState {
  reserve1: bigint;
  reserve2: bigint;
  supply: bigint;
}

/** Where each side of a pool reads its reserve: the native account list or the asset account list. */
type Side = { native: number } | { asset: number };

/** The storage keys (as typed arguments) the pools' states are read from, and which side reads which. */
export interface PoolPlan {
  native: [string][];
  assets: [number, string][];
  lpTokens: [number][];
  sides: [Side, Side][];
}

export interface PoolValues {
  accounts: AccountInfo[];
  assetAccounts: AssetAccount[];
  lpAssets: LpAsset[];
}

export interface BlockValues {
  records: EventRecords;
  now: bigint;
  feeParameter: FeeParameter;
  pools: PoolValues;
}

export const LP_FEE_KEY = { type: 'Dex', value: { type: 'LpFee', value: undefined } } as const;

export function poolPlan(pools: readonly PoolRecord[]): PoolPlan {
  const native: [string][] = [];
  const assets: [number, string][] = [];
  const sides = pools.map((p) => {
    const owner = ss58Of(p.account);
    const side = (asset: string): Side =>
      asset === 'native'
        ? { native: native.push([owner]) - 1 }
        : { asset: assets.push([Number(asset), owner]) - 1 };
    return [side(p.asset1), side(p.asset2)] as [Side, Side];
  });
  return { native, assets, lpTokens: pools.map((p) => [p.lpToken]), sides };
}

/** Reserves and LP supply by LP token; an absent account or asset counts as 0. */
export function poolStatesOf(
  pools: readonly PoolRecord[],
  plan: PoolPlan,
  values: PoolValues,
): Map<number, PoolState> {
  const reserve = (side: Side): bigint =>
    'native' in side
      ? (values.accounts[side.native]?.data.free ?? 0n)
      : (values.assetAccounts[side.asset]?.balance ?? 0n);
  const out = new Map<number, PoolState>();
  pools.forEach((p, i) => {
    const [s1, s2] = plan.sides[i]!;
    out.set(p.lpToken, {
      reserve1: reserve(s1),
      reserve2: reserve(s2),
      supply: values.lpAssets[i]?.supply ?? 0n,
    });
  });
  return out;
}

export function plainEvents(records: EventRecords): PlainEvent[] {
  return records.map((record, index): PlainEvent => ({
    index,
    extrinsicIndex: record.phase.type === 'ApplyExtrinsic' ? record.phase.value : null,
    pallet: record.event.type,
    name: record.event.value.type,
    data: eventFields(record.event.value.value),
  }));
}

/** The LP fee a runtime parameter sets, if any. */
export function lpFeeOf(parameter: FeeParameter): number | undefined {
  return parameter?.type === 'Dex' && parameter.value.type === 'LpFee' ? parameter.value.value : undefined;
}
