// Which amount of an Activity row its fiat value is of (at today's pool price and rate, as wallets show history).
import type { ActivityItem } from '../../shared/api/lumiApi.ts';

export interface RowAmount {
  amount: bigint;
  symbol: string;
}

/**
 * The amount a row's value is of: what moved in a transfer or a fee, what a swap brought in, the LP tokens a
 * liquidity change minted or burnt; none for a transaction that failed (nothing moved but its fee, its own row).
 */
export function rowValue(item: ActivityItem): RowAmount | undefined {
  if (item.failure) return undefined;
  if (item.type === 'swap')
    return item.swap && { amount: item.swap.received.amount, symbol: item.swap.received.asset };
  if (item.asset === null || item.amount === null) return undefined;
  return { amount: item.amount, symbol: item.asset };
}
