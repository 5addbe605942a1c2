// pallet_transaction_payment: fees in LUMI from weight and length, scaled by NextFeeMultiplier.
import { definePallet } from '../../support/pallet.ts';
import { calls } from './calls.ts';
import { constants } from './constants.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { genesis } from './genesis.ts';
import { storage } from './storage.ts';

export const TransactionPayment = definePallet({
  name: 'TransactionPayment',
  storage,
  calls,
  events,
  errors,
  constants,
  genesis,
});

export * from './functions.ts';
export { RuntimeDispatchInfo, FeeDetails } from './types.ts';
export type { RuntimeDispatchInfoValue, FeeDetailsValue } from './types.ts';
