// pallet_transaction_payment genesis: the starting fee multiplier (FixedU128, 10^18 = 1.0).
import { z } from 'zod';
import { FIXED_U128_ONE } from '../../primitives/runtime-types.ts';
import { zU128 } from '../../genesis/zod.ts';
import { defineGenesis } from '../../support/genesis.ts';
import { NextFeeMultiplier, StorageVersion } from './storage.ts';

export const genesis = defineGenesis(
  'transactionPayment',
  z.object({ multiplier: zU128.optional() }).strict().default({}),
  (cfg) => {
    StorageVersion.set({ type: 'V2' });
    NextFeeMultiplier.set(cfg.multiplier ?? FIXED_U128_ONE);
  },
);
