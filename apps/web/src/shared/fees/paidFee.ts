// The fee a transaction really paid, from its own events: TransactionPayment.TransactionFeePaid when LUMI paid,
// AssetTxPayment.AssetTxFeePaid (its `actual_fee` in the asset, after the refund) when an asset did.
import type { FeeToken } from './feeAsset.ts';

interface EventLike {
  type: string;
  value: { type: string; value: unknown };
}

export interface PaidFee {
  token: FeeToken;
  amount: bigint;
}

/** Undefined when the events name no fee (an unsigned call) or an asset other than LUMI and PHPU. */
export function paidFeeOf(events: readonly EventLike[], phpuId: number | undefined): PaidFee | undefined {
  for (const event of events) {
    const data = event.value.value as Record<string, unknown> | undefined;
    if (event.type === 'TransactionPayment' && event.value.type === 'TransactionFeePaid') {
      const fee = data?.actual_fee;
      if (typeof fee === 'bigint') return { token: 'native', amount: fee };
    }
    if (event.type === 'AssetTxPayment' && event.value.type === 'AssetTxFeePaid') {
      const fee = data?.actual_fee;
      const asset = data?.asset_id as { type?: string; value?: unknown } | undefined;
      if (typeof fee !== 'bigint' || !asset) return undefined;
      if (asset.type === 'Native') return { token: 'native', amount: fee };
      if (asset.type === 'WithId' && asset.value === phpuId) return { token: 'PHPU', amount: fee };
      return undefined;
    }
  }
  return undefined;
}
