// pallet_transaction_payment storage.
import { FIXED_U128_ONE, FixedU128Type } from '../../primitives/runtime-types.ts';
import { palletStorage } from '../../support/storage.ts';
import { Releases } from './types.ts';

export const storage = palletStorage('TransactionPayment');

export const NextFeeMultiplier = storage.value('NextFeeMultiplier', FixedU128Type, {
  default: FIXED_U128_ONE,
});
export const StorageVersion = storage.value('StorageVersion', Releases, { default: { type: 'V1Ancient' } });
