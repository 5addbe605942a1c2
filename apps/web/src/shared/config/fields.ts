// zod/mini: the same validation as zod, a fraction of its size in every /dapp page.
import { z } from 'zod/mini';
import { CHAIN_PROFILES } from '@lumi/chain/profiles/builtin';
import { isWellFormedAddress } from '../address/index.ts';
import { contactsText } from './contacts.ts';
import { CUSTOM_PROFILE_ID } from './profileChoice.ts';
import type { StoredField } from './keys.ts';

const MAX_STORED_LENGTH = 64 * 1024;
const U32_MAX = 4_294_967_295;

const address = z.string().check(z.refine(isWellFormedAddress, 'Not a valid SS58 address.'));

// AssetConversion's NativeOrWithId<u32>: "native" for LUMI, otherwise the asset id in decimal.
const assetId = z.string().check(
  z.regex(/^(native|0|[1-9]\d{0,9})$/u, 'Not a token id ("native" or an asset number).'),
  z.refine((text) => text === 'native' || Number(text) <= U32_MAX, 'The asset number is beyond u32.'),
);

// FRAME's LPFee unit: tenths of a percent, so "3" is 0.3 %.
const swapFee = z.string().check(
  z.regex(/^(0|[1-9]\d{0,3})$/u, 'Not a swap fee in tenths of a percent.'),
  z.refine((text) => Number(text) <= 1000, 'A swap fee cannot exceed 100 %.'),
);

export const forexSnapshotSchema = z.object({
  /** When the snapshot's rates were fed on chain, milliseconds since 1970. */
  updatedAt: z.int().check(z.nonnegative()),
  /** The block the snapshot was read at, when known. */
  block: z.optional(z.int().check(z.nonnegative())),
  /** Units of each currency per 1 USD, as FixedU128's inner value (18 decimals) in decimal text. */
  rates: z
    .record(z.string().check(z.regex(/^[A-Z]{3}$/u)), z.string().check(z.regex(/^(0|[1-9]\d{0,38})$/u)))
    .check(z.refine((rates) => Object.keys(rates).length > 0, 'A forex snapshot needs at least one rate.')),
});

export type ForexSnapshotJson = z.infer<typeof forexSnapshotSchema>;

const forexUpdates = z.string().check(
  z.refine((text) => {
    try {
      return forexSnapshotSchema.safeParse(JSON.parse(text)).success;
    } catch {
      return false;
    }
  }, 'Not a forex snapshot.'),
);

// Expert mode lets swaps above the price-impact block threshold through (after a confirmation); off is absent.
const expertMode = z.string().check(z.regex(/^true$/u, 'Expert mode is stored as "true" or not at all.'));

// The UI language the user chose (Settings or the home page); absent means "follow the browser".
const language = z
  .string()
  .check(z.regex(/^(en|fil)$/u, 'Not a language the app is offered in (en or fil).'));

// The chain profile the user chose in Settings: a built-in profile's id or "custom" (derived from the endpoint's
// metadata); absent means the default profile. An id this build does not know is treated as absent.
const chainProfile = z
  .string()
  .check(
    z.refine(
      (text) => text === CUSTOM_PROFILE_ID || CHAIN_PROFILES.some((profile) => profile.id === text),
      'Not a chain profile this app knows.',
    ),
  );

const fieldSchemas: Record<StoredField, z.ZodMiniType<string>> = {
  keypair: address,
  lumiAccountAddress: address,
  lumiContractAddress: assetId,
  phpuContractAddress: assetId,
  lphpuAccountAddress: address,
  lphpuContractAddress: assetId,
  swapFees: swapFee,
  forexUpdates,
  expertMode,
  language,
  chainProfile,
  contacts: contactsText,
};

export type FieldCheck = { ok: true; value: string } | { ok: false; error: string };

export function checkField(field: StoredField, value: string): FieldCheck {
  if (value.length > MAX_STORED_LENGTH) return { ok: false, error: 'The value is too long.' };
  const result = fieldSchemas[field].safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: result.error.issues[0]?.message ?? 'Invalid value.' };
}
