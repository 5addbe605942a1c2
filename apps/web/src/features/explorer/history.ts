// An account's indexed rows grouped into its transactions (the action, what moved, the fee it paid), for the
// account view and the CSV export. The API lists a transaction's fee as its own row; here it joins its action.
// Pure.
import { ASSETS } from '@lumi/chain';
import type { ActivityItem, ActivityType } from '../../shared/api/lumiApi.ts';
import { toDecimalString } from '../../shared/format/decimal.ts';

export interface MovedAmount {
  /** '+' received, '−' paid, '' neither (a transfer to oneself). */
  sign: '+' | '-' | '';
  asset: string;
  amount: bigint;
  /** undefined for an asset the app does not know: shown in base units. */
  decimals: number | undefined;
}

export interface HistoryEntry {
  /** "block-index" for a transaction, the row id for an event of no transaction. */
  key: string;
  block: number;
  blockHash: string;
  timestamp: number;
  extrinsicIndex: number | undefined;
  /** The action; `fee` when the fee is all the account's rows of it say (e.g. a call it paid for). */
  action: ActivityType;
  /** The failed call's name ("AssetConversion.swap_exact_tokens_for_tokens") when it failed on chain. */
  failedCall: string | undefined;
  amounts: MovedAmount[];
  fee: MovedAmount | undefined;
}

const KNOWN_DECIMALS = new Map<string, number>(ASSETS.map((asset) => [asset.symbol, asset.decimals]));

const moved = (
  sign: MovedAmount['sign'],
  asset: string,
  amount: bigint,
  decimals?: number | null,
): MovedAmount => ({
  sign,
  asset,
  amount,
  decimals: decimals ?? KNOWN_DECIMALS.get(asset),
});

function amountsOf(item: ActivityItem): MovedAmount[] {
  if (item.failure) return [];
  if (item.swap)
    return [
      moved('-', item.swap.paid.asset, item.swap.paid.amount),
      moved('+', item.swap.received.asset, item.swap.received.amount),
    ];
  const own =
    item.asset !== null && item.amount !== null
      ? [
          moved(
            item.direction === 'in' ? '+' : item.direction === 'out' ? '-' : '',
            item.asset,
            item.amount,
            item.decimals,
          ),
        ]
      : [];
  if (item.pair) {
    const pairSign: MovedAmount['sign'] = item.type === 'liquidity_added' ? '-' : '+';
    const lpSign: MovedAmount['sign'] = item.type === 'liquidity_added' ? '+' : '-';
    return [
      ...item.pair.map((leg) => moved(pairSign, leg.asset, leg.amount)),
      ...own.map((lp) => ({ ...lp, sign: lpSign })),
    ];
  }
  return own;
}

/** The rows (newest first, as the API pages them) grouped by transaction, in the same order. */
export function groupHistory(items: readonly ActivityItem[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  const byKey = new Map<string, HistoryEntry>();
  for (const item of items) {
    const key = item.extrinsicIndex === undefined ? item.id : `${item.block}-${item.extrinsicIndex}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = {
        key,
        block: item.block,
        blockHash: item.blockHash,
        timestamp: item.timestamp,
        extrinsicIndex: item.extrinsicIndex,
        action: item.type,
        failedCall: undefined,
        amounts: [],
        fee: undefined,
      };
      byKey.set(key, entry);
      entries.push(entry);
    }
    if (item.type === 'fee') {
      if (item.asset !== null && item.amount !== null)
        entry.fee = moved('-', item.asset, item.amount, item.decimals);
      continue;
    }
    // The action row names the transaction even when its fee row came first.
    entry.action = item.type;
    if (item.failure) entry.failedCall = item.failure.call;
    entry.amounts.push(...amountsOf(item));
  }
  return entries;
}

/**
 * An amount for a file: plain decimal text with a point, no grouping, no sign (the column says which way it
 * went), the symbol after it; base units and the asset's name for an asset the app does not know.
 */
export function plainAmount(value: MovedAmount): string {
  return value.decimals === undefined
    ? `${value.amount} ${value.asset}`
    : `${toDecimalString(value.amount, value.decimals)} ${value.asset}`;
}
