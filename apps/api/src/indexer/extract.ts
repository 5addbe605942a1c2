// Turns one block's decoded events into activity rows, swap legs, new pools and forex feeds. Pure: no I/O,
// so every rule here is unit-tested with hand-built events.
import type { Plain } from '../chain/plain.ts';
import type { ActivityRecord, PoolRecord, SwapRecord } from '../store/types.ts';
import { formatScaled, priceScaled } from '../util/decimal.ts';
import { LUMI_DEV } from '@lumi/chain/profiles/builtin';
import type { AssetKindScheme } from '@lumi/chain/asset-kind';
import { AssetKindError, assetKeyOf as keyOfKind, locationOfPlain } from './asset-key.ts';
import { AssetNames, keyOfRef, type AssetKey } from './assets.ts';
import { actionOfCall } from './call-actions.ts';
import { poolOfPair, swapRecords, type Leg } from './swap-legs.ts';

export { actionOfCall } from './call-actions.ts';

export interface PlainEvent {
  index: number;
  /** ApplyExtrinsic(n) phase; null for initialisation/finalisation. */
  extrinsicIndex: number | null;
  pallet: string;
  name: string;
  /** Fields by their metadata names in camelCase (`actual_fee` → `actualFee`; see chain/plain.ts). */
  data: Record<string, Plain>;
}

/** A signed extrinsic of the block that failed: who signed it and what it called. */
export interface FailedCall {
  /** 0x hex account of the signer. */
  signer: string;
  /** Pallet and call by their metadata names, e.g. AssetConversion, swap_exact_tokens_for_tokens. */
  pallet: string;
  call: string;
}

export interface ExtractContext {
  block: number;
  /** Known pools by LP token id; PoolCreated events add to it. */
  pools: Map<number, PoolRecord>;
  /** LP fee (per-mille) in force in this block. */
  lpFee: number;
  /** Failed signed extrinsics by index (read from the block body only when the block has a failure). */
  failedCalls?: ReadonlyMap<number, FailedCall>;
  /** How the chain names assets: its profile's labels and its AssetConversion asset kind (default: lumi-dev's). */
  naming?: Naming;
}

export interface Naming {
  names: AssetNames;
  /** From the block's runtime metadata; undefined without AssetConversion. */
  scheme: AssetKindScheme | undefined;
}

/** Lumi's dev chain: its profile, NativeOrWithId<u32> over Assets 5 / PoolAssets 6. */
export const LUMI_NAMING: Naming = {
  names: new AssetNames(LUMI_DEV),
  scheme: { type: 'NativeOrWithId', pallets: { assets: 5, foreignAssets: undefined, poolAssets: 6 } },
};

export interface Extracted {
  activity: ActivityRecord[];
  swaps: SwapRecord[];
  newPools: PoolRecord[];
  /** Oracle feeds: who fed which currency codes (the combined values are read from storage). */
  feeds: { sender: string; currencies: string[] }[];
}

export class EventShapeError extends Error {
  override readonly name = 'EventShapeError';
}

// SwapCreditExecuted: a fee paid in an asset (AssetTxPayment) is swapped through the pool; its transfers are legs
// of that swap, and the fee row (AssetTxFeePaid) shows what it cost.
const DEX_EVENTS = new Set([
  'SwapExecuted',
  'SwapCreditExecuted',
  'LiquidityAdded',
  'LiquidityRemoved',
  'PoolCreated',
]);

function field(e: PlainEvent, name: string): Plain {
  if (!(name in e.data)) throw new EventShapeError(`${e.pallet}.${e.name} has no field ${name}`);
  return e.data[name]!;
}

function big(e: PlainEvent, name: string): bigint {
  const v = field(e, name);
  if (typeof v !== 'bigint') throw new EventShapeError(`${e.pallet}.${e.name}.${name} is not an integer`);
  return v;
}

function account(e: PlainEvent, name: string): string {
  const v = field(e, name);
  if (typeof v !== 'string' || !/^0x[0-9a-f]{64}$/.test(v)) {
    throw new EventShapeError(`${e.pallet}.${e.name}.${name} is not a 32-byte account`);
  }
  return v;
}

/** An asset kind as plain → the store's key (`native`, `<id>`, `foreign:<Location key>`), by the chain's scheme. */
export function assetKeyOf(v: Plain, scheme: AssetKindScheme | undefined): AssetKey {
  try {
    return keyOfKind(v, scheme);
  } catch (e) {
    if (e instanceof AssetKindError) throw new EventShapeError(e.message);
    throw e;
  }
}

/** Swap price shown in activity: units of the pool's second asset per one first asset (PHPU per LUMI). */
function swapPrice(
  names: AssetNames,
  pool: PoolRecord | undefined,
  inKey: AssetKey,
  amountIn: bigint,
  outKey: AssetKey,
  amountOut: bigint,
) {
  const [base, quote] =
    pool && pool.asset1 === outKey
      ? ([
          [outKey, amountOut],
          [inKey, amountIn],
        ] as const)
      : ([
          [inKey, amountIn],
          [outKey, amountOut],
        ] as const);
  const bd = names.decimals(base[0]);
  const qd = names.decimals(quote[0]);
  if (bd === undefined || qd === undefined) return null;
  const p = priceScaled(base[1], bd, quote[1], qd);
  return p === undefined
    ? null
    : { value: formatScaled(p), unit: `${names.label(quote[0])} per ${names.label(base[0])}` };
}

/** A swap event's `path`: each asset with the amount entering (first) or leaving a pool. */
function pathLegs(e: PlainEvent, scheme: AssetKindScheme | undefined): Leg[] {
  const path = field(e, 'path');
  if (!Array.isArray(path) || path.length < 2) throw new EventShapeError(`${e.name}.path is too short`);
  return path.map((step) => {
    if (!Array.isArray(step) || step.length !== 2 || typeof step[1] !== 'bigint') {
      throw new EventShapeError(`${e.name}.path step is not (asset, amount)`);
    }
    return { asset: assetKeyOf(step[0]!, scheme), amount: step[1] };
  });
}

function transferRows(
  e: PlainEvent,
  asset: string,
  from: string,
  to: string,
  amount: bigint,
): ActivityRecord[] {
  const base = {
    block: 0,
    eventIndex: e.index,
    extrinsicIndex: e.extrinsicIndex,
    kind: 'transfer' as const,
    asset,
    amount: amount.toString(),
    details: null,
  };
  if (from === to) return [{ ...base, account: from, direction: 'self', counterparty: to }];
  return [
    { ...base, account: from, direction: 'out', counterparty: to },
    { ...base, account: to, direction: 'in', counterparty: from },
  ];
}

export function extractBlock(events: readonly PlainEvent[], ctx: ExtractContext): Extracted {
  const out: Extracted = { activity: [], swaps: [], newPools: [], feeds: [] };
  const { names, scheme } = ctx.naming ?? LUMI_NAMING;

  // Pools first: a pool created in this block is known to the swaps and liquidity events after it.
  for (const e of events) {
    if (e.pallet === 'AssetConversion' && e.name === 'PoolCreated') {
      const pair = field(e, 'poolId');
      if (!Array.isArray(pair) || pair.length !== 2)
        throw new EventShapeError('PoolCreated.pool_id is not a pair');
      const lpToken = Number(big(e, 'lpToken'));
      const pool: PoolRecord = {
        lpToken,
        asset1: assetKeyOf(pair[0]!, scheme),
        asset2: assetKeyOf(pair[1]!, scheme),
        account: account(e, 'poolAccount'),
      };
      if (!ctx.pools.has(lpToken)) {
        ctx.pools.set(lpToken, pool);
        out.newPools.push(pool);
      }
    }
  }
  const poolAccounts = new Set([...ctx.pools.values()].map((p) => p.account));
  // Extrinsics that traded with a pool: their transfers to and from pool accounts are legs of the swap or
  // liquidity change, shown once as that, not again as transfers.
  const dexExtrinsics = new Set(
    events
      .filter((e) => e.pallet === 'AssetConversion' && DEX_EVENTS.has(e.name) && e.extrinsicIndex !== null)
      .map((e) => e.extrinsicIndex),
  );
  const isDexLeg = (e: PlainEvent, from: string, to: string) =>
    e.extrinsicIndex !== null &&
    dexExtrinsics.has(e.extrinsicIndex) &&
    (poolAccounts.has(from) || poolAccounts.has(to));

  // An asset pallet event's asset: Assets and PoolAssets by u32 id, ForeignAssets by its Location.
  const assetLabel = (e: PlainEvent): string => {
    if (e.pallet === 'ForeignAssets') {
      const location = locationOfPlain(field(e, 'assetId'));
      if (!location) throw new EventShapeError(`${e.pallet}.${e.name}.asset_id is not a Location`);
      return names.label(keyOfRef({ type: 'Foreign', location }));
    }
    const id = Number(big(e, 'assetId'));
    return e.pallet === 'Assets' ? names.local(id) : names.pool(id);
  };

  const push = (rows: ActivityRecord[]) => {
    for (const r of rows) out.activity.push({ ...r, block: ctx.block });
  };

  for (const e of events) {
    const key = `${e.pallet}.${e.name}`;
    switch (key) {
      case 'Balances.Transfer': {
        const from = account(e, 'from');
        const to = account(e, 'to');
        if (!isDexLeg(e, from, to)) push(transferRows(e, names.native(), from, to, big(e, 'amount')));
        break;
      }
      case 'Assets.Transferred':
      case 'PoolAssets.Transferred':
      case 'ForeignAssets.Transferred': {
        const from = account(e, 'from');
        const to = account(e, 'to');
        if (!isDexLeg(e, from, to)) push(transferRows(e, assetLabel(e), from, to, big(e, 'amount')));
        break;
      }
      case 'Assets.TransferredApproved':
      case 'PoolAssets.TransferredApproved':
      case 'ForeignAssets.TransferredApproved': {
        const from = account(e, 'owner');
        const to = account(e, 'destination');
        if (!isDexLeg(e, from, to)) push(transferRows(e, assetLabel(e), from, to, big(e, 'amount')));
        break;
      }
      case 'TransactionPayment.TransactionFeePaid':
      case 'AssetTxPayment.AssetTxFeePaid': {
        const fee = big(e, 'actualFee');
        // The fee in the asset that paid it: LUMI, or (AssetTxFeePaid) the asset swapped into LUMI. The tip
        // is always counted in LUMI.
        const asset =
          e.name === 'AssetTxFeePaid' ? names.label(assetKeyOf(field(e, 'assetId'), scheme)) : names.native();
        if (fee > 0n) {
          push([
            {
              account: account(e, 'who'),
              block: 0,
              eventIndex: e.index,
              extrinsicIndex: e.extrinsicIndex,
              kind: 'fee',
              direction: 'out',
              asset,
              amount: fee.toString(),
              counterparty: null,
              details: { tip: big(e, 'tip').toString() },
            },
          ]);
        }
        break;
      }
      case 'AssetConversion.SwapCreditExecuted':
        // A fee's swap: pool volume, but no activity of its own (the fee row above is it).
        out.swaps.push(...swapRecords(ctx, e.index, pathLegs(e, scheme)));
        break;
      case 'AssetConversion.SwapExecuted': {
        const who = account(e, 'who');
        const sendTo = account(e, 'sendTo');
        const legs = pathLegs(e, scheme);
        out.swaps.push(...swapRecords(ctx, e.index, legs));
        const first = legs[0]!;
        const last = legs[legs.length - 1]!;
        const pool = legs.length === 2 ? poolOfPair(ctx.pools, first.asset, last.asset) : undefined;
        const details = {
          assetIn: names.label(first.asset),
          amountIn: big(e, 'amountIn').toString(),
          assetOut: names.label(last.asset),
          amountOut: big(e, 'amountOut').toString(),
          price: swapPrice(names, pool, first.asset, first.amount, last.asset, last.amount),
          path: legs.map((l) => ({ asset: names.label(l.asset), amount: l.amount.toString() })),
          recipient: sendTo,
          ...(pool ? { pool: pool.lpToken } : {}),
        };
        const base = {
          block: 0,
          eventIndex: e.index,
          extrinsicIndex: e.extrinsicIndex,
          kind: 'swap' as const,
          asset: null,
          amount: null,
          details,
        };
        push([
          {
            ...base,
            account: who,
            direction: who === sendTo ? 'self' : 'out',
            counterparty: who === sendTo ? null : sendTo,
          },
        ]);
        if (sendTo !== who) push([{ ...base, account: sendTo, direction: 'in', counterparty: who }]);
        break;
      }
      case 'AssetConversion.LiquidityAdded':
      case 'AssetConversion.LiquidityRemoved': {
        const added = e.name === 'LiquidityAdded';
        const who = account(e, 'who');
        const other = account(e, added ? 'mintTo' : 'withdrawTo');
        const pair = field(e, 'poolId');
        if (!Array.isArray(pair) || pair.length !== 2)
          throw new EventShapeError(`${e.name}.pool_id is not a pair`);
        const a1 = assetKeyOf(pair[0]!, scheme);
        const a2 = assetKeyOf(pair[1]!, scheme);
        const lpToken = Number(big(e, 'lpToken'));
        const lpAmount = big(e, added ? 'lpTokenMinted' : 'lpTokenBurned');
        const details: Record<string, unknown> = {
          pool: lpToken,
          asset1: names.label(a1),
          amount1: big(e, added ? 'amount1Provided' : 'amount1').toString(),
          asset2: names.label(a2),
          amount2: big(e, added ? 'amount2Provided' : 'amount2').toString(),
          lpAmount: lpAmount.toString(),
          ...(added
            ? { mintTo: other }
            : { withdrawTo: other, withdrawalFee: big(e, 'withdrawalFee').toString() }),
        };
        const base = {
          block: 0,
          eventIndex: e.index,
          extrinsicIndex: e.extrinsicIndex,
          kind: added ? ('liquidity_added' as const) : ('liquidity_removed' as const),
          asset: names.pool(lpToken),
          amount: lpAmount.toString(),
          details,
        };
        push([{ ...base, account: who, direction: added ? 'out' : 'in', counterparty: null }]);
        if (other !== who) push([{ ...base, account: other, direction: 'in', counterparty: who }]);
        break;
      }
      case 'System.ExtrinsicFailed': {
        const failed = e.extrinsicIndex === null ? undefined : ctx.failedCalls?.get(e.extrinsicIndex);
        // Unsigned extrinsics (inherents) belong to no account.
        if (!failed) break;
        const error = field(e, 'dispatchError');
        if (!error || typeof error !== 'object' || Array.isArray(error) || typeof error.type !== 'string') {
          throw new EventShapeError('ExtrinsicFailed.dispatch_error is not an enum');
        }
        push([
          {
            account: failed.signer,
            block: 0,
            eventIndex: e.index,
            extrinsicIndex: e.extrinsicIndex,
            kind: actionOfCall(failed.pallet, failed.call),
            direction: 'out',
            asset: null,
            amount: null,
            counterparty: null,
            details: { failure: { call: `${failed.pallet}.${failed.call}`, error } },
          },
        ]);
        break;
      }
      case 'Oracle.NewFeedData': {
        const values = field(e, 'values');
        if (!Array.isArray(values)) throw new EventShapeError('NewFeedData.values is not a list');
        const currencies = values.map((pair) => {
          const code = Array.isArray(pair) ? pair[0] : undefined;
          if (typeof code !== 'string' || !/^0x[0-9a-f]{6}$/.test(code)) {
            throw new EventShapeError('NewFeedData key is not a 3-byte currency code');
          }
          return Buffer.from(code.slice(2), 'hex').toString('latin1');
        });
        out.feeds.push({ sender: account(e, 'sender'), currencies });
        break;
      }
    }
  }
  return out;
}
