// The in-app accounts: polkadot.js keystore JSON (scrypt + xsalsa20-poly1305, as @polkadot/keyring writes it),
// kept in local storage. Only encrypted secrets are ever stored; this module never sees a password.
import { z } from 'zod/mini';
import { isValidAddress } from '../lib/address/index.ts';

export const KEYSTORE_STORAGE_KEY = 'lumi-wallet-keystore';

export const keystoreJsonSchema = z.object({
  address: z
    .string()
    .check(z.refine((text) => isValidAddress(text, null), 'The keystore has no valid address.')),
  encoded: z.string().check(z.minLength(1)),
  encoding: z.object({
    content: z.tuple([z.literal('pkcs8'), z.enum(['sr25519', 'ed25519', 'ecdsa'])]),
    // Only encrypted keystores: an unencrypted one would put the secret in plain local storage.
    type: z
      .array(z.string())
      .check(
        z.refine(
          (types: string[]) => types.includes('xsalsa20-poly1305'),
          'The keystore is not encrypted with a password.',
        ),
      ),
    version: z.string(),
  }),
  meta: z._default(
    z.looseObject({
      name: z.optional(z.string().check(z.maxLength(64))),
      whenCreated: z.optional(z.number()),
    }),
    {},
  ),
});

export type KeystoreJson = z.infer<typeof keystoreJsonSchema>;

export type KeystoreParse = { ok: true; json: KeystoreJson } | { ok: false; error: string };

/** Parses a keystore file's text (import) with a specific message for each problem. */
export function parseKeystore(text: string): KeystoreParse {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This is not a JSON file.' };
  }
  const result = keystoreJsonSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    return {
      ok: false,
      error: issue?.message.startsWith('The keystore')
        ? issue.message
        : `This is not a polkadot.js account file${where ? ` (problem at "${where}")` : ''}.`,
    };
  }
  return { ok: true, json: result.data };
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The stored keystores; entries that fail validation are skipped, never a crash. */
export function readKeystores(storage: StorageLike): KeystoreJson[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(KEYSTORE_STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: KeystoreJson[] = [];
  for (const entry of raw) {
    const parsed = keystoreJsonSchema.safeParse(entry);
    if (parsed.success && !seen.has(parsed.data.address)) {
      seen.add(parsed.data.address);
      out.push(parsed.data);
    }
  }
  return out;
}

/** Writes the list; false when the browser refused (storage full or disabled). */
export function writeKeystores(storage: StorageLike, list: KeystoreJson[]): boolean {
  try {
    storage.setItem(KEYSTORE_STORAGE_KEY, JSON.stringify(list));
    return true;
  } catch {
    return false;
  }
}
