// pallet_transaction_payment events.
import { AccountId32 } from '../../primitives/core.ts';
import { field, u128, variant } from '../../scale/index.ts';
import { defineEvents } from '../../support/events.ts';

export const events = defineEvents(
  'TransactionPayment',
  'pallet_transaction_payment::pallet::Event',
  {
    TransactionFeePaid: variant(
      0,
      {
        who: field(AccountId32, 'T::AccountId'),
        actual_fee: field(u128, 'BalanceOf<T>'),
        tip: field(u128, 'BalanceOf<T>'),
      },
      ['`who` was charged `actual_fee` for a signed transaction, `tip` included.'],
    ),
  },
  { params: [{ name: 'T' }], docs: ['The events this pallet deposits.'] },
);
