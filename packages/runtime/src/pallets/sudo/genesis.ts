// pallet_sudo genesis: the sudo key (Alice in the dev presets).
import { z } from 'zod';
import { devAddress } from '../../dev-accounts.ts';
import { zAccountId } from '../../genesis/zod.ts';
import { defineGenesis } from '../../support/genesis.ts';
import { Key } from './storage.ts';

export const genesis = defineGenesis(
  'sudo',
  z.object({ key: zAccountId.nullable().optional() }).strict().default({}),
  (cfg) => {
    if (cfg.key) Key.set(cfg.key);
  },
  () => ({ key: devAddress('Alice') }),
);
