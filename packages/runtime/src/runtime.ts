// construct_runtime!: the pallets of Lumi at their fixed indices. Adding a pallet = its folder, its Config in
// src/config/pallets.ts, and one line here.
import './config/pallets.ts';
import { AssetConversion } from './pallets/asset-conversion/index.ts';
import { Assets, PoolAssets } from './pallets/assets/index.ts';
import { AssetTxPayment } from './pallets/asset-tx-payment/index.ts';
import { Balances } from './pallets/balances/index.ts';
import { Oracle } from './pallets/oracle/index.ts';
import { OracleMembership } from './pallets/oracle-membership/index.ts';
import { Parameters } from './pallets/parameters/index.ts';
import { Sudo } from './pallets/sudo/index.ts';
import { System } from './pallets/system/index.ts';
import { Timestamp } from './pallets/timestamp/index.ts';
import { TransactionPayment } from './pallets/transaction-payment/index.ts';
import { struct } from './scale/index.ts';
import { constructRuntime } from './support/construct.ts';

export const runtime = constructRuntime('lumi_runtime', [
  [0, System],
  [1, Timestamp],
  [2, Balances],
  [3, TransactionPayment],
  [4, Sudo],
  [5, Assets],
  [6, PoolAssets],
  [7, AssetConversion],
  [8, Parameters],
  [9, Oracle],
  [10, OracleMembership],
  [11, AssetTxPayment],
]);

/** The `Runtime` marker type metadata names as the runtime's type. */
export const RuntimeType = struct('lumi_runtime::Runtime', {});
