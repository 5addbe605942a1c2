// pallet_asset_conversion_tx_payment: fees payable in any asset with a LUMI pool, swapped into LUMI through
// AssetConversion by the ChargeAssetTxPayment signed extension.
import { definePallet } from '../../support/pallet.ts';
import { calls } from './calls.ts';
import { constants } from './constants.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { genesis } from './genesis.ts';
import { storage } from './storage.ts';

export const AssetTxPayment = definePallet({
  name: 'AssetTxPayment',
  docs: ['Transaction fees paid in an asset, swapped into LUMI through its AssetConversion pool.'],
  storage,
  calls,
  events,
  errors,
  constants,
  genesis,
});

export { canWithdrawFee, correctAndDepositFee, withdrawFee } from './functions.ts';
export type { InitialPayment } from './types.ts';
