// pallet_balances genesis: initial free balances (each at least the existential deposit).
import { u8aToHex } from '@polkadot/util';
import { z } from 'zod';
import { devAddress, DEV_NAMES } from '../../dev-accounts.ts';
import { zAccountId, zU128 } from '../../genesis/zod.ts';
import { defineGenesis } from '../../support/genesis.ts';
import { config } from './config.ts';
import { EXISTENTIAL_DEPOSIT, UNIT } from './constants.ts';
import { TotalIssuance } from './storage.ts';

/** What each development account starts with: 1,000,000 LUMI. */
export const DEV_ENDOWMENT = 1_000_000n * UNIT;
/**
 * //Forex's balance (1,000 LUMI): its feeds are free, but an extrinsic's sender must exist (CheckNonce), and a
 * rejected feed is charged.
 */
export const FOREX_ENDOWMENT = 1_000n * UNIT;

const schema = z
  .object({ balances: z.array(z.tuple([zAccountId, zU128])).default([]) })
  .strict()
  .default({ balances: [] })
  .superRefine((cfg, ctx) => {
    const seen = new Set<string>();
    cfg.balances.forEach(([who, amount], i) => {
      const k = u8aToHex(who);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: ['balances', i], message: 'duplicate balances' });
      seen.add(k);
      if (amount < EXISTENTIAL_DEPOSIT) {
        ctx.addIssue({
          code: 'custom',
          path: ['balances', i],
          message: 'the balance of any account should always be at least the existential deposit.',
        });
      }
    });
  });

export const genesis = defineGenesis(
  'balances',
  schema,
  // Built a slice of `balances` at a time (a spec may preload millions of accounts): the issuance adds up, and
  // an account an earlier slice endowed is a duplicate the schema's check, which sees one slice, cannot catch.
  (cfg) => {
    let total = 0n;
    const store = config.get().accountStore;
    for (const [who, amount] of cfg.balances) {
      total += amount;
      if (store.get(who).providers > 0) throw new Error(`duplicate balances: ${u8aToHex(who)}`);
      store.incProviders(who);
      store.store(who, { ...store.get(who).data, free: amount });
    }
    TotalIssuance.set(TotalIssuance.get() + total);
  },
  // Both presets endow the six well-known development accounts, and the oracle member //Forex.
  () => ({
    balances: [
      ...DEV_NAMES.map((n) => [devAddress(n), DEV_ENDOWMENT.toString()]),
      [devAddress('Forex'), FOREX_ENDOWMENT.toString()],
    ],
  }),
  'balances',
);
