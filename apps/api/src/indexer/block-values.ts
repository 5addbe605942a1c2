// The storage values a RawBlock is made of, whichever way they were read (one batched request, or polkadot-api's
// reads with the block's own runtime), and how the pools' keys and reserves are laid out among them. Values are
// decoded from the chain's metadata, so only the fields FRAME gives every chain are typed here.
import type { XcmLocation } from '@lumi/chain/asset-kind';
import { ss58Of } from '../chain/accounts.ts';
import { eventFields } from '../chain/plain.ts';
import type { PoolRecord } from '../store/types.ts';
import { refOfKey } from './assets.ts';
import type { PlainEvent } from './extract.ts';

/** frame_system's EventRecord as polkadot-api decodes it (topics left out). */
export type EventRecords = {
  phase: { type: string; value?: unknown };
  event: { type: string; value: { type: string; value?: unknown } };
}[];
/** Lumi's Parameters value (an enum of parameter groups), or undefined on a chain without one. */
export type FeeParameter = unknown;
export interface AccountInfo {
  data: { free: bigint };
}
export interface AssetAccount {
  balance: bigint;
}
export interface LpAsset {
  supply: bigint;
}

export interface PoolState {
  reserve1: bigint;
  reserve2: bigint;
  supply: bigint;
}

/** Where each side of a pool reads its reserve: System.Account, Assets.Account or ForeignAssets.Account. */
type Side = { native: number } | { asset: number } | { foreign: number };

/** The storage keys (as typed arguments) the pools' states are read from, and which side reads which. */
export interface PoolPlan {
  native: [string][];
  assets: [number, string][];
  foreign: [XcmLocation, string][];
  lpTokens: [number][];
  sides: [Side, Side][];
}

export interface PoolValues {
  accounts: (AccountInfo | undefined)[];
  assetAccounts: (AssetAccount | undefined)[];
  foreignAccounts: (AssetAccount | undefined)[];
  lpAssets: (LpAsset | undefined)[];
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
  const foreign: [XcmLocation, string][] = [];
  const sides = pools.map((p) => {
    const owner = ss58Of(p.account);
    const side = (asset: string): Side => {
      const ref = refOfKey(asset);
      if (ref?.type === 'Native') return { native: native.push([owner]) - 1 };
      if (ref?.type === 'Local') return { asset: assets.push([ref.id, owner]) - 1 };
      if (ref?.type === 'Foreign') return { foreign: foreign.push([ref.location, owner]) - 1 };
      throw new Error(`pool ${p.lpToken} has an asset key the indexer cannot read: ${asset}`);
    };
    return [side(p.asset1), side(p.asset2)] as [Side, Side];
  });
  return { native, assets, foreign, lpTokens: pools.map((p) => [p.lpToken]), sides };
}

/** Reserves and LP supply by LP token; an absent account or asset counts as 0. */
export function poolStatesOf(
  pools: readonly PoolRecord[],
  plan: PoolPlan,
  values: PoolValues,
): Map<number, PoolState> {
  const reserve = (side: Side): bigint => {
    if ('native' in side) return values.accounts[side.native]?.data.free ?? 0n;
    if ('asset' in side) return values.assetAccounts[side.asset]?.balance ?? 0n;
    return values.foreignAccounts[side.foreign]?.balance ?? 0n;
  };
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
    extrinsicIndex: record.phase.type === 'ApplyExtrinsic' ? Number(record.phase.value) : null,
    pallet: record.event.type,
    name: record.event.value.type,
    data: eventFields(record.event.value.value),
  }));
}

type Enum = { type?: unknown; value?: unknown } | undefined;

/** The LP fee Lumi's runtime parameter sets, if any (`Parameters::Dex(LpFee(n))`). */
export function lpFeeOf(parameter: FeeParameter): number | undefined {
  const group = parameter as Enum;
  const item = group?.value as Enum;
  return group?.type === 'Dex' && item?.type === 'LpFee' && typeof item.value === 'number'
    ? item.value
    : undefined;
}
