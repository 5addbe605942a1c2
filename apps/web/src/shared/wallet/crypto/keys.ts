// Everything that needs the key crypto (@polkadot/keyring, util-crypto's WebAssembly, ~170 kB gzipped). This
// module is loaded with import() only when a key is created, unlocked, derived or checked.
import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';
import { hexToU8a, stringToU8a, u8aToHex } from '@polkadot/util';
import { cryptoWaitReady, mnemonicGenerate, mnemonicValidate, signatureVerify } from '@polkadot/util-crypto';
import { needsReencryption, type KeystoreJson } from '../keystore.ts';
import { WalletError } from '../walletError.ts';

export const DEV_ACCOUNT_NAMES = ['Alice', 'Bob', 'Charlie', 'Dave', 'Eve', 'Ferdie'] as const;

let ready: Promise<Keyring> | undefined;

function keyring(): Promise<Keyring> {
  ready ??= cryptoWaitReady().then(() => new Keyring({ type: 'sr25519', ss58Format: 42 }));
  return ready;
}

export class WrongPasswordError extends WalletError {
  override readonly name = 'WrongPasswordError';
  constructor() {
    super('wrongPassword', 'Wrong password: this account’s key could not be decrypted with it.');
  }
}

const SIGNING_TYPES = { sr25519: 'Sr25519', ed25519: 'Ed25519', ecdsa: 'Ecdsa' } as const;

/** An unlocked key as a signer needs it: its public key and type, and its raw signature of some bytes. */
export interface UnlockedKey {
  publicKey: Uint8Array;
  type: (typeof SIGNING_TYPES)[keyof typeof SIGNING_TYPES];
  sign: (data: Uint8Array) => Uint8Array;
}

export function unlockedKey(pair: KeyringPair): UnlockedKey {
  const type = SIGNING_TYPES[pair.type as keyof typeof SIGNING_TYPES];
  if (!type)
    throw new WalletError('unsupportedKeyType', `Unsupported key type ${pair.type}`, { type: pair.type });
  return { publicKey: pair.publicKey, type, sign: (data) => pair.sign(data) };
}

/** The well-known development accounts (//Alice …), for development chains only. */
export async function devAccounts(): Promise<{ name: string; address: string }[]> {
  const ring = await keyring();
  return DEV_ACCOUNT_NAMES.map((name) => ({ name, address: ring.createFromUri(`//${name}`).address }));
}

export async function devKey(name: string): Promise<UnlockedKey> {
  if (!(DEV_ACCOUNT_NAMES as readonly string[]).includes(name))
    throw new WalletError('unknownDevAccount', `Unknown dev account ${name}`, { name });
  const ring = await keyring();
  return unlockedKey(ring.createFromUri(`//${name}`));
}

export async function newMnemonic(): Promise<string[]> {
  await keyring();
  return mnemonicGenerate(12).split(' ');
}

export async function isValidMnemonic(words: string): Promise<boolean> {
  await keyring();
  return mnemonicValidate(normalizeMnemonic(words));
}

export function normalizeMnemonic(words: string): string {
  return words.trim().toLowerCase().split(/\s+/u).join(' ');
}

/** Encrypts the key of `mnemonic` with `password` into a polkadot.js keystore. */
export async function keystoreFromMnemonic(
  mnemonic: string,
  name: string,
  password: string,
): Promise<KeystoreJson> {
  const ring = await keyring();
  const phrase = normalizeMnemonic(mnemonic);
  if (!mnemonicValidate(phrase))
    throw new WalletError('invalidPhrase', 'This is not a valid 12- or 24-word recovery phrase.');
  const pair = ring.createFromUri(phrase, { name, whenCreated: Date.now() });
  return pair.toJson(password) as unknown as KeystoreJson;
}

/** Decrypts a keystore; a wrong password is a WrongPasswordError. */
export async function unlockKeystore(json: KeystoreJson, password: string): Promise<KeyringPair> {
  const ring = await keyring();
  const pair = ring.createFromJson(json as unknown as Parameters<Keyring['createFromJson']>[0]);
  try {
    pair.decodePkcs8(password);
  } catch {
    throw new WrongPasswordError();
  }
  return pair;
}

/**
 * The unlocked key encrypted again as @polkadot/keyring writes keystores today (scrypt at util-crypto's
 * default cost, then xsalsa20-poly1305), keeping the keystore's address text and its metadata.
 */
export function reencrypt(pair: KeyringPair, password: string, address: string = pair.address): KeystoreJson {
  return { ...(pair.toJson(password) as unknown as KeystoreJson), address };
}

/**
 * What an imported keystore file is stored as: the password is checked by decrypting (WrongPasswordError),
 * then a file protected more weakly than MIN_SCRYPT is encrypted again; `name`, when given, replaces its name.
 */
export async function keystoreForImport(
  file: KeystoreJson,
  password: string,
  name = '',
): Promise<KeystoreJson> {
  const pair = await unlockKeystore(file, password);
  const strong = needsReencryption(file) ? reencrypt(pair, password, file.address) : file;
  return name.trim() ? { ...strong, meta: { ...strong.meta, name: name.trim() } } : strong;
}

/** Checks that `signature` signs `message` (as text) for `address`; wrapped <Bytes> messages count too. */
export async function verifyMessage(
  message: string,
  signature: Uint8Array,
  address: string,
): Promise<boolean> {
  await keyring();
  try {
    return signatureVerify(stringToU8a(message), signature, address).isValid;
  } catch {
    return false;
  }
}

export const hex = { toU8a: hexToU8a, fromU8a: u8aToHex };
