// pallet_assets genesis, per instance: FRAME's GenesisConfig { assets, metadata, accounts, next_asset_id }.
// Everything FRAME would assert at build time is checked by the schema first, so a bad config fails with
// a message naming the entry instead of a half-built state.
import { stringToU8a, u8aToHex } from '@polkadot/util';
import { z } from 'zod';
import { zAccountId, zU128 } from '../../genesis/zod.ts';
import type { ScaleType } from '../../scale/index.ts';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { defineGenesis } from '../../support/genesis.ts';
import type { AssetsConfig } from './constants.ts';
import type { AssetsFunctions } from './functions.ts';
import type { AssetsStorage } from './storage.ts';

/** Vec<u8> as JSON: a UTF-8 string, or the byte array Substrate's serde writes. */
const zBytes = z.union([
  z.string().transform((s) => stringToU8a(s)),
  z.array(z.number().int().min(0).max(255)).transform((a) => Uint8Array.from(a)),
]);

const keyOf =
  <Id>(type: ScaleType<Id>) =>
  (id: Id): string =>
    u8aToHex(type.encode(id));

export function genesisSchema<Id>(cfg: AssetsConfig<Id>) {
  const zId = cfg.assetId.genesis;
  const label = cfg.assetId.label;
  // Ids are compared by their SCALE bytes: equal ids encode alike, whatever their JS shape.
  const key = keyOf(cfg.assetId.type);
  const section = z
    .object({
      assets: z.array(z.tuple([zId, zAccountId, z.boolean(), zU128])).default([]),
      metadata: z.array(z.tuple([zId, zBytes, zBytes, z.number().int().min(0).max(255)])).default([]),
      accounts: z.array(z.tuple([zId, zAccountId, zU128])).default([]),
      nextAssetId: zId.optional(),
    })
    .strict();
  return section.default({ assets: [], metadata: [], accounts: [] }).superRefine((g, ctx) => {
    const minBalance = new Map<string, bigint>();
    g.assets.forEach(([id, , , min], i) => {
      if (minBalance.has(key(id)))
        ctx.addIssue({
          code: 'custom',
          path: ['assets', i],
          message: `asset id ${label(id)} is already in use`,
        });
      if (min === 0n)
        ctx.addIssue({ code: 'custom', path: ['assets', i], message: 'min balance should not be zero' });
      minBalance.set(key(id), min);
    });
    const withMetadata = new Set<string>();
    g.metadata.forEach(([id, name, symbol], i) => {
      const at = ['metadata', i];
      if (!minBalance.has(key(id)))
        ctx.addIssue({ code: 'custom', path: at, message: `asset ${label(id)} does not exist` });
      if (withMetadata.has(key(id)))
        ctx.addIssue({ code: 'custom', path: at, message: `asset ${label(id)} has metadata twice` });
      withMetadata.add(key(id));
      if (name.length > cfg.stringLimit || symbol.length > cfg.stringLimit)
        ctx.addIssue({
          code: 'custom',
          path: at,
          message: `name and symbol are limited to ${cfg.stringLimit} bytes`,
        });
    });
    const seen = new Set<string>();
    g.accounts.forEach(([id, who, balance], i) => {
      const at = ['accounts', i];
      const min = minBalance.get(key(id));
      if (min === undefined)
        ctx.addIssue({ code: 'custom', path: at, message: `asset ${label(id)} does not exist` });
      else if (balance < min)
        ctx.addIssue({
          code: 'custom',
          path: at,
          message: `balance is below the asset's min balance ${min}`,
        });
      const holding = `${key(id)}:${u8aToHex(who)}`;
      if (seen.has(holding))
        ctx.addIssue({ code: 'custom', path: at, message: 'duplicate account of this asset' });
      seen.add(holding);
    });
  });
}

export function makeGenesis<Id>(
  cfg: AssetsConfig<Id>,
  store: AssetsStorage<Id>,
  fns: AssetsFunctions<Id>,
  preset: (name: string) => unknown,
) {
  return defineGenesis(
    cfg.genesisSection,
    genesisSchema(cfg),
    (g) => {
      for (const [id, owner, isSufficient, minBalance] of g.assets) {
        store.Asset.insert(id, {
          owner,
          issuer: owner,
          admin: owner,
          freezer: owner,
          supply: 0n,
          deposit: 0n,
          min_balance: minBalance,
          is_sufficient: isSufficient,
          accounts: 0,
          sufficients: 0,
          approvals: 0,
          status: { type: 'Live' },
        });
      }
      for (const [id, name, symbol, decimals] of g.metadata)
        store.Metadata.insert(id, { deposit: 0n, name, symbol, decimals, is_frozen: false });
      for (const [id, who, balance] of g.accounts) {
        try {
          fns.increaseBalance(id, who, balance, (d) => {
            d.supply += balance;
          });
        } catch (e) {
          // A non-sufficient asset needs a provider (e.g. a Balances endowment) behind each holder.
          const why = e instanceof DispatchError ? e.message : String(e);
          throw new Error(
            `${cfg.genesisSection} genesis: account ${u8aToHex(who)} of asset ${cfg.assetId.label(id)}: ${why}`,
            {
              cause: e,
            },
          );
        }
      }
      if (g.nextAssetId !== undefined) store.NextAssetId.set(g.nextAssetId);
    },
    preset,
  );
}
