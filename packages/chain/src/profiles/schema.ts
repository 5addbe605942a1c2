// What the app and the API know about a chain, as one typed profile. Validated with zod wherever a profile
// comes from outside the code (configuration, local storage); the built-in ones are checked by the same schema in
// the unit tests.
import { z } from 'zod';
import type { AssetRef } from '../asset-kind/convert.ts';
import type { XcmJunction, XcmLocation } from '../asset-kind/location.ts';

const u8 = z.number().int().min(0).max(255);
const u32 = z.number().int().min(0).max(0xffff_ffff);

/** JSON has no bigint: a GeneralIndex may be written as a decimal string or a safe integer. */
const u128 = z
  .union([z.bigint(), z.string().regex(/^\d+$/), z.number().int().nonnegative()])
  .transform((v) => BigInt(v))
  .refine((v) => v < 1n << 128n, 'exceeds u128');

const junction: z.ZodType<XcmJunction, unknown> = z.union([
  z.object({ type: z.literal('GeneralIndex'), value: u128 }),
  z.object({ type: z.enum(['Parachain']), value: u32 }),
  z.object({ type: z.literal('PalletInstance'), value: u8 }),
  z.object({ type: z.string().min(1), value: z.unknown().optional() }),
]);

export const locationSchema: z.ZodType<XcmLocation, unknown> = z
  .object({
    parents: u8,
    interior: z.union([
      z.object({ type: z.literal('Here'), value: z.undefined().optional() }),
      z.object({
        type: z.enum(['X1', 'X2', 'X3', 'X4', 'X5', 'X6', 'X7', 'X8']),
        value: z.array(junction),
      }),
    ]),
  })
  .refine(
    (loc) => loc.interior.type === 'Here' || loc.interior.value.length === Number(loc.interior.type.slice(1)),
    'a Location X<n> holds exactly n junctions',
  );

export const assetRefSchema: z.ZodType<AssetRef, unknown> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Native') }),
  z.object({ type: z.literal('Local'), id: u32 }),
  z.object({ type: z.literal('Pool'), id: u32 }),
  z.object({ type: z.literal('Foreign'), location: locationSchema }),
]);

const wsUrl = z.string().regex(/^wss?:\/\/[^\s]+$/, 'a ws:// or wss:// URL');
const symbol = z.string().min(1).max(16);
const decimals = z.number().int().min(0).max(36);
/** A URL with one `{placeholder}`, e.g. https://assethub-polkadot.subscan.io/block/{block}. */
const urlPattern = (placeholder: string) =>
  z
    .string()
    .regex(/^https?:\/\//, 'an http(s) URL')
    .refine((s) => s.includes(`{${placeholder}}`), `must contain {${placeholder}}`);

export const profileAssetSchema = z.object({
  ref: assetRefSchema,
  symbol,
  name: z.string().max(64).optional(),
  decimals,
  /** An image URL (absolute or app-relative). */
  logo: z.string().min(1).optional(),
});

export const chainProfileSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lower-case letters, digits and dashes'),
  name: z.string().min(1).max(64),
  endpoints: z.array(wsUrl).min(1),
  ss58Prefix: z.number().int().min(0).max(16_383),
  nativeToken: z.object({ symbol, decimals }),
  /** What the app lists, native token first; pools and transfers name assets from here. */
  assets: z.array(profileAssetSchema),
  pools: z.array(z.tuple([assetRefSchema, assetRefSchema])),
  explorer: z
    .object({
      block: urlPattern('block'),
      extrinsic: urlPattern('extrinsic'),
      account: urlPattern('account'),
    })
    .optional(),
  features: z.object({
    /** AssetConversion with an asset kind the app speaks: swap, liquidity. */
    dex: z.boolean(),
    /** Lumi's Oracle pallet and the forex pages. */
    forexOracle: z.boolean(),
    /** The Lumi API's dev faucet. */
    faucet: z.boolean(),
    /** The sudo-gated admin screens. */
    admin: z.boolean(),
  }),
});

export type ChainProfile = z.infer<typeof chainProfileSchema>;
export type ProfileAsset = z.infer<typeof profileAssetSchema>;
export type ChainFeature = keyof ChainProfile['features'];

/** A profile from untrusted input, or a readable error listing every problem. */
export function parseChainProfile(input: unknown): ChainProfile {
  const result = chainProfileSchema.safeParse(input);
  if (result.success) return result.data;
  throw new Error(`invalid chain profile: ${z.prettifyError(result.error)}`);
}
