// pallet_membership genesis: the initial oracle operators. The dev presets make //Forex the one member.
import { u8aToHex } from '@polkadot/util';
import { z } from 'zod';
import { devAddress } from '../../dev-accounts.ts';
import { zAccountId } from '../../genesis/zod.ts';
import { defineGenesis } from '../../support/genesis.ts';
import { MAX_MEMBERS } from './constants.ts';
import { Members } from './storage.ts';
import { compareAccounts } from './types.ts';

const schema = z
  .object({ members: z.array(zAccountId).max(MAX_MEMBERS).default([]) })
  .strict()
  .default({ members: [] })
  .superRefine((cfg, ctx) => {
    const seen = new Set<string>();
    cfg.members.forEach((who, i) => {
      const k = u8aToHex(who);
      if (seen.has(k))
        ctx.addIssue({
          code: 'custom',
          path: ['members', i],
          message: 'Members cannot contain duplicate accounts.',
        });
      seen.add(k);
    });
  });

export const genesis = defineGenesis(
  'oracleMembership',
  schema,
  (cfg) => {
    // Genesis state needs no MembershipChanged report: the Oracle holds no feeds yet.
    Members.set([...cfg.members].sort(compareAccounts));
  },
  (preset) =>
    preset === 'development' || preset === 'local_testnet' ? { members: [devAddress('Forex')] } : undefined,
);
