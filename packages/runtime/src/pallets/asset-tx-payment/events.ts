// pallet_asset_conversion_tx_payment events (FRAME's indices, field names and types).
import { AccountId32 } from '../../primitives/core.ts';
import { AssetKindType } from '../../primitives/asset-kind.ts';
import { field, u128, variant } from '../../scale/index.ts';
import { defineEvents } from '../../support/events.ts';

const balance = field(u128, 'BalanceOf<T>');

export const events = defineEvents(
  'AssetTxPayment',
  'pallet_asset_conversion_tx_payment::pallet::Event',
  {
    AssetTxFeePaid: variant(
      0,
      {
        who: field(AccountId32, 'T::AccountId'),
        actual_fee: balance,
        tip: balance,
        asset_id: field(AssetKindType, 'T::AssetId'),
      },
      [
        '`who` paid `actual_fee` of `asset_id` for a signed transaction; `tip` (in LUMI) is part of what it bought.',
      ],
    ),
    AssetRefundFailed: variant(1, { native_amount_kept: balance }, [
      'The unused part of a fee could not be swapped back into the asset that paid it; that LUMI was kept.',
    ]),
  },
  { params: [{ name: 'T' }], docs: ['The events this pallet deposits.'] },
);
