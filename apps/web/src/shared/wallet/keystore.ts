// The in-app accounts: polkadot.js keystore JSON (scrypt + xsalsa20-poly1305, as @polkadot/keyring writes it).
// What one keystore must look like and how strongly it is protected; how the stored list is kept is in
// ./keystoreList.ts. This module never sees a password.
import { z } from 'zod/mini';
import { isWellFormedAddress } from '../address/index.ts';
import { WalletError, type WalletErrorCode } from './walletError.ts';

export const keystoreJsonSchema = z.object({
  address: z.string().check(z.refine(isWellFormedAddress, 'The keystore has no valid address.')),
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
      // Any length: other wallets allow longer names than Lumi shows (see accountName).
      name: z.optional(z.string()),
      whenCreated: z.optional(z.number()),
    }),
    {},
  ),
});

export type KeystoreJson = z.infer<typeof keystoreJsonSchema>;

export type KeystoreParse = { ok: true; json: KeystoreJson } | { ok: false; error: WalletError };

const SCHEMA_PROBLEMS: Record<string, WalletErrorCode> = {
  'The keystore has no valid address.': 'keystoreNoAddress',
  'The keystore is not encrypted with a password.': 'keystoreUnencrypted',
};

/** Parses a keystore file's text (import) with a specific error for each problem. */
export function parseKeystore(text: string): KeystoreParse {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: new WalletError('notJson', 'This is not a JSON file.') };
  }
  const result = keystoreJsonSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    const known = issue && SCHEMA_PROBLEMS[issue.message];
    if (issue && known) return { ok: false, error: new WalletError(known, issue.message) };
    return {
      ok: false,
      error: where
        ? new WalletError(
            'notAccountFileAt',
            `This is not a polkadot.js account file (problem at "${where}").`,
            {
              where,
            },
          )
        : new WalletError('notAccountFile', 'This is not a polkadot.js account file.'),
    };
  }
  return { ok: true, json: result.data };
}

/** The name Lumi shows and records for a keystore: its own, cut to the 64 characters the app allows. */
export function accountName(json: KeystoreJson): string {
  const name = json.meta.name?.trim() ?? '';
  if (name === '') return 'Lumi account';
  return name.length > 64 ? `${name.slice(0, 63)}…` : name;
}

/**
 * The weakest protection Lumi stores: scrypt with @polkadot/util-crypto's default cost (N = 2^17, r = 8,
 * p = 1) in front of xsalsa20-poly1305, as `pair.toJson(password)` writes today.
 */
export const MIN_SCRYPT = { N: 1 << 17, r: 8, p: 1 } as const;

export type KeystoreProtection =
  | { kind: 'scrypt'; N: number; r: number; p: number }
  /** polkadot.js v2: the password itself (padded) is the cipher key, one cipher call per guess. */
  | { kind: 'password-only' }
  | { kind: 'none' };

const SCRYPT_HEADER_BYTES = 44;

function littleEndianU32(bytes: Uint8Array, at: number): number {
  return (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16)) + bytes[at + 3]! * 2 ** 24;
}

/** How a keystore's secret is protected, read from its encoding and (for scrypt) the parameters it carries. */
export function protectionOf(json: Pick<KeystoreJson, 'encoded' | 'encoding'>): KeystoreProtection {
  const types = json.encoding.type;
  if (!types.includes('xsalsa20-poly1305')) return { kind: 'none' };
  if (!types.includes('scrypt')) return { kind: 'password-only' };
  let header: Uint8Array;
  try {
    // Only the 44-byte header (salt, N, p, r) is needed; base64 groups of 4 chars are 3 bytes.
    const text = atob(json.encoded.slice(0, 60));
    header = Uint8Array.from(text, (char) => char.charCodeAt(0));
  } catch {
    return { kind: 'password-only' };
  }
  if (header.length < SCRYPT_HEADER_BYTES) return { kind: 'password-only' };
  return {
    kind: 'scrypt',
    N: littleEndianU32(header, 32),
    p: littleEndianU32(header, 36),
    r: littleEndianU32(header, 40),
  };
}

/** True when storing the keystore as it is would keep a key weaker than MIN_SCRYPT. */
export function needsReencryption(json: Pick<KeystoreJson, 'encoded' | 'encoding'>): boolean {
  const protection = protectionOf(json);
  return (
    protection.kind !== 'scrypt' ||
    protection.N < MIN_SCRYPT.N ||
    protection.r < MIN_SCRYPT.r ||
    protection.p < MIN_SCRYPT.p
  );
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
