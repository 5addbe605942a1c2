// The stored list of keystores under `lumi-wallet-keystore`. Users may hold keys nowhere else, so nothing here
// ever drops what it does not understand: entries Lumi can't use are kept with their exact text, a value that is
// not a list at all is moved to a backup key first, and every write re-reads storage so another tab's
// additions survive.
import { isWellFormedAddress, publicKeyHex, sameAccount } from '../address/index.ts';
import { keystoreJsonSchema, type KeystoreJson, type StorageLike } from './keystore.ts';
import { message, type Message } from '../i18n/message.ts';
import { WalletError } from './walletError.ts';

export const KEYSTORE_STORAGE_KEY = 'lumi-wallet-keystore';
/** Unreadable values are moved to `${prefix}<ms since 1970>` (a counter is added if that key is taken). */
export const KEYSTORE_BACKUP_PREFIX = 'lumi-wallet-keystore-backup-';

export type StoredEntry =
  | { usable: true; json: KeystoreJson; text: string }
  | { usable: false; text: string; reason: Message; address?: string; name?: string };

export type KeystoreSlot =
  { kind: 'list'; entries: StoredEntry[] } | { kind: 'corrupt'; text: string; reason: Message };

export interface KeystoreStorage extends StorageLike {
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

export interface KeystoreBackup {
  key: string;
  text: string;
}

/**
 * The exact text of each element of a JSON array. `text` must already be known to parse as an array; the scan
 * is linear and only tracks strings and nesting.
 */
export function splitJsonArray(text: string): string[] {
  const elements: string[] = [];
  let depth = 0;
  let inString = false;
  let start = -1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    if (char === '[' || char === '{') {
      depth += 1;
      if (depth === 1) start = i + 1;
    } else if (char === ']' || char === '}') {
      if (depth === 1) elements.push(text.slice(start, i));
      depth -= 1;
    } else if (char === ',' && depth === 1) {
      elements.push(text.slice(start, i));
      start = i + 1;
    }
  }
  const trimmed = elements.map((element) => element.trim());
  return trimmed.length === 1 && trimmed[0] === '' ? [] : trimmed;
}

function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

/** Why an entry that failed the keystore schema can't be used here, in the user's words (`wallet.reason.*`). */
export function whyUnusable(value: unknown): Message {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return message('wallet.reason.notObject');
  }
  const record = value as Record<string, unknown>;
  if ('crypto' in record || 'Crypto' in record) {
    return message('wallet.reason.ethereum');
  }
  const encoding = record.encoding as { content?: unknown; type?: unknown } | undefined;
  if (typeof encoding === 'object' && encoding !== null) {
    if (Array.isArray(encoding.type) && !encoding.type.includes('xsalsa20-poly1305')) {
      return message('wallet.reason.unencrypted');
    }
    const keyType: unknown = Array.isArray(encoding.content) ? encoding.content[1] : undefined;
    if (typeof keyType === 'string' && !['sr25519', 'ed25519', 'ecdsa'].includes(keyType)) {
      return message('wallet.reason.keyType', { keyType });
    }
  }
  const address = stringField(record, 'address');
  if (address !== undefined && !isWellFormedAddress(address)) {
    return message('wallet.reason.badAddress');
  }
  return message('wallet.reason.notKeystore');
}

function entryOf(text: string, seen: Set<string>): StoredEntry {
  const value: unknown = JSON.parse(text);
  const parsed = keystoreJsonSchema.safeParse(value);
  const meta: unknown =
    typeof value === 'object' && value !== null ? (value as { meta?: unknown }).meta : undefined;
  const name = stringField(meta, 'name');
  if (!parsed.success) {
    return { usable: false, text, reason: whyUnusable(value), address: stringField(value, 'address'), name };
  }
  // One account is one public key, whatever SS58 format each copy was exported in.
  const key = publicKeyHex(parsed.data.address) ?? parsed.data.address;
  if (seen.has(key)) {
    return {
      usable: false,
      text,
      reason: message('wallet.reason.duplicate'),
      address: parsed.data.address,
      name: parsed.data.meta.name,
    };
  }
  seen.add(key);
  return { usable: true, json: parsed.data, text };
}

/** Reads the stored value: absent is an empty list; anything that is not a JSON array is corrupt. */
export function parseKeystoreSlot(text: string | null): KeystoreSlot {
  if (text === null) return { kind: 'list', entries: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'corrupt', text, reason: message('wallet.reason.notJson') };
  }
  if (!Array.isArray(value)) return { kind: 'corrupt', text, reason: message('wallet.reason.notList') };
  const seen = new Set<string>();
  return { kind: 'list', entries: splitJsonArray(text).map((element) => entryOf(element, seen)) };
}

/** The list as stored: every entry's own text, byte for byte. */
export function serializeEntries(entries: readonly StoredEntry[]): string {
  return `[${entries.map((entry) => entry.text).join(',')}]`;
}

/** `json` in place of the usable entry with address `replacing` (default: its own), else appended. */
export function withKeystore(
  entries: readonly StoredEntry[],
  json: KeystoreJson,
  replacing: string = json.address,
): StoredEntry[] {
  const entry: StoredEntry = { usable: true, json, text: JSON.stringify(json) };
  const at = entries.findIndex(
    (e) => e.usable && (sameAccount(e.json.address, replacing) || sameAccount(e.json.address, json.address)),
  );
  if (at === -1) return [...entries, entry];
  return entries.map((e, i) => (i === at ? entry : e));
}

/** Without the usable entry of `address`; entries Lumi can't use always stay. */
export function withoutKeystore(entries: readonly StoredEntry[], address: string): StoredEntry[] {
  return entries.filter((entry) => !entry.usable || !sameAccount(entry.json.address, address));
}

/** Every backup of an unreadable value, oldest first. */
export function listBackups(storage: KeystoreStorage): KeystoreBackup[] {
  const backups: KeystoreBackup[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key === null || !key.startsWith(KEYSTORE_BACKUP_PREFIX)) continue;
    const text = storage.getItem(key);
    if (text !== null) backups.push({ key, text });
  }
  return backups.sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }));
}

/**
 * Moves an unreadable value to a fresh backup key and clears the slot. Returns the backup key, or undefined when
 * the browser refused to store the copy (then the value stays where it is, untouched).
 */
export function backUpCorrupt(storage: KeystoreStorage, text: string, now: number): string | undefined {
  let key = `${KEYSTORE_BACKUP_PREFIX}${now}`;
  for (let n = 2; storage.getItem(key) !== null; n += 1) key = `${KEYSTORE_BACKUP_PREFIX}${now}-${n}`;
  try {
    storage.setItem(key, text);
  } catch {
    return undefined;
  }
  // Another tab may have rescued or rewritten the slot since it was read: clear it only if it still holds
  // exactly what was copied.
  if (storage.getItem(KEYSTORE_STORAGE_KEY) === text) storage.removeItem(KEYSTORE_STORAGE_KEY);
  return key;
}

export class KeystoreWriteError extends WalletError {
  override readonly name = 'KeystoreWriteError';
}

/**
 * Read-modify-write of the stored list: reads storage afresh (never a cached copy, which may predate another
 * tab's write), backs up an unreadable value first, applies `change` and writes the result.
 */
export function updateStoredKeystores(
  storage: KeystoreStorage,
  change: (entries: StoredEntry[]) => StoredEntry[],
  now: number = Date.now(),
): void {
  let slot = parseKeystoreSlot(storage.getItem(KEYSTORE_STORAGE_KEY));
  if (slot.kind === 'corrupt') {
    if (backUpCorrupt(storage, slot.text, now) === undefined) {
      throw new KeystoreWriteError(
        'unreadableNoBackup',
        'The accounts stored in this browser are unreadable and could not be backed up (storage full?), so nothing was saved over them.',
      );
    }
    slot = parseKeystoreSlot(storage.getItem(KEYSTORE_STORAGE_KEY));
    if (slot.kind === 'corrupt')
      throw new KeystoreWriteError(
        'changedWhileSaving',
        'The stored accounts changed while saving; try again.',
      );
  }
  try {
    storage.setItem(KEYSTORE_STORAGE_KEY, serializeEntries(change(slot.entries)));
  } catch {
    throw new KeystoreWriteError(
      'storageRefused',
      'Could not save the account: the browser refused (storage full or disabled).',
    );
  }
}
