// pallet_asset_conversion_tx_payment declares no SCALE types of its own: its extension and events name the asset
// with the runtime's AssetKind (src/primitives/asset-kind.ts: NativeOrWithId<u32> on Lumi, a Location on asset-hub-dev). The
// payment a transaction holds between pre- and post-dispatch (FRAME's InitialPayment) never reaches storage.
import type { AssetKind } from '../../primitives/asset-kind.ts';
import type { FeeCredit } from './config.ts';

/** What pre-dispatch took, handed to post-dispatch (FRAME's `InitialPayment<T>`). */
export type InitialPayment =
  | { readonly type: 'Nothing' }
  /** The LUMI fee, taken by pallet_transaction_payment. */
  | { readonly type: 'Native'; readonly paid: bigint }
  /** The LUMI the asset bought (`credit`), and how much of the asset it cost. */
  | {
      readonly type: 'Asset';
      readonly asset: AssetKind;
      readonly credit: FeeCredit;
      readonly assetConsumed: bigint;
    };
