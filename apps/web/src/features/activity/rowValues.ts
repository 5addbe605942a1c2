// Which amounts of an Activity row its fiat values are of (at today's pool price and rate, as wallets show history).
import type { ActivityItem } from '../../shared/api/lumiApi.ts';

export interface RowAmount {
  amount: bigint;
  symbol: string;
}

/**
 * The amounts a row's values are of, in the order the row shows them: what moved in a transfer or a fee; both
 * legs of the account's own swap (paid, then received) but only what came in from someone else's; the LP tokens a
 * liquidity change minted or burnt; none for a transaction that failed (nothing moved but its fee, its own row).
 */
export function rowValues(item: ActivityItem): RowAmount[] {
  if (item.failure) return [];
  if (item.type === 'swap') {
    if (!item.swap) return [];
    const received = { amount: item.swap.received.amount, symbol: item.swap.received.asset };
    if (item.direction === 'in') return [received];
    return [{ amount: item.swap.paid.amount, symbol: item.swap.paid.asset }, received];
  }
  if (item.asset === null || item.amount === null) return [];
  return [{ amount: item.amount, symbol: item.asset }];
}
