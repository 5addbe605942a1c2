import { Keyring } from '@polkadot/keyring';
import { stringToU8a, u8aConcat, u8aFixLength } from '@polkadot/util';
import {
  base64Encode,
  cryptoWaitReady,
  decodeAddress,
  encodeAddress,
  naclEncrypt,
  scryptEncode,
  scryptToU8a,
} from '@polkadot/util-crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishOf } from './i18nEnglish.ts';
import {
  WrongPasswordError,
  keystoreForImport,
  unlockKeystore,
} from '../../src/shared/wallet/crypto/keys.ts';
import {
  accountName,
  needsReencryption,
  protectionOf,
  type KeystoreJson,
} from '../../src/shared/wallet/keystore.ts';
import {
  KEYSTORE_BACKUP_PREFIX,
  KEYSTORE_STORAGE_KEY,
  KeystoreWriteError,
  listBackups,
  parseKeystoreSlot,
  splitJsonArray,
  updateStoredKeystores,
  withKeystore,
  withoutKeystore,
  type KeystoreStorage,
} from '../../src/shared/wallet/keystoreList.ts';

const PASSWORD = 'correct horse';

/** A Storage with the Web Storage API's shape; `refuse` makes setItem throw for matching keys (a full disk). */
function memoryStorage(initial: Record<string, string> = {}, refuse: (key: string) => boolean = () => false) {
  const values = new Map(Object.entries(initial));
  const storage: KeystoreStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      if (refuse(key)) throw new DOMException('full', 'QuotaExceededError');
      values.set(key, value);
    },
    removeItem: (key) => void values.delete(key),
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
  };
  return { storage, values };
}

let keyring: Keyring;
/** Keystores written by @polkadot/keyring itself (scrypt, its default cost). */
let alice: KeystoreJson;
let bob: KeystoreJson;
let longName: KeystoreJson;
/** A polkadot.js v2 keystore: xsalsa20-poly1305 keyed by the padded password, no scrypt. */
let legacyV2: KeystoreJson;
/** scrypt, but at N = 2^15 (what older polkadot.js versions wrote). */
let cheapScrypt: KeystoreJson;

// An Ethereum (Web3 secret storage v3) keystore, as geth writes it, with unusual spacing and escapes that a
// parse-and-stringify round trip would not keep.
const ETHEREUM_TEXT = `{ "address" : "008aeeda4d805471df9b2a5b0f38a0c3bcba786b", "crypto" : { "cipher" : "aes-128-ctr", "cipherparams" : { "iv" : "83dbcc02d8ccb40e466191a123791e0e" }, "ciphertext" : "d172bf743a674da9cdad04534d56926ef8358534d458fffccd4e6ad2fbde479c", "kdf" : "scrypt", "kdfparams" : { "dklen" : 32, "n" : 262144, "r" : 1, "p" : 8, "salt" : "ab0c7876052600dd703518d6fc3fe8984592145b591fc8fb5c6d43190334ba19" }, "mac" : "2103ac29920d71da29f15d75b4a16dbe95cfd7ff8faea1056c33131d846e3097" }, "id" : "3198bc9c-6672-5ab3-d995-4942343ae5b6", "version" : 3, "note": "caf\\u00e9 1e3" }`;

beforeAll(async () => {
  await cryptoWaitReady();
  keyring = new Keyring({ type: 'sr25519', ss58Format: 42 });
  alice = keyring.addFromUri('//Alice', { name: 'Alice' }).toJson(PASSWORD) as unknown as KeystoreJson;
  bob = keyring.addFromUri('//Bob', { name: 'Bob' }).toJson(PASSWORD) as unknown as KeystoreJson;
  longName = keyring
    .addFromUri('//Charlie', { name: 'n'.repeat(65) })
    .toJson(PASSWORD) as unknown as KeystoreJson;

  // How polkadot.js wrote keystores before scrypt (version 2): the library's own pkcs8 encoding of the pair,
  // sealed with nacl secretbox under the password padded to 32 bytes.
  const dave = keyring.addFromUri('//Dave', { name: 'Dave v2' });
  const sealed = naclEncrypt(dave.encodePkcs8(), u8aFixLength(stringToU8a(PASSWORD), 256, true));
  legacyV2 = {
    address: dave.address,
    encoded: base64Encode(u8aConcat(sealed.nonce, sealed.encrypted)),
    encoding: { content: ['pkcs8', 'sr25519'], type: ['xsalsa20-poly1305'], version: '2' },
    meta: { ...dave.meta },
  };

  const eve = keyring.addFromUri('//Eve', { name: 'Eve' });
  const { params, password, salt } = scryptEncode(PASSWORD, undefined, { N: 1 << 15, p: 1, r: 8 });
  const cheap = naclEncrypt(eve.encodePkcs8(), password.subarray(0, 32));
  cheapScrypt = {
    address: eve.address,
    encoded: base64Encode(u8aConcat(scryptToU8a(salt, params), cheap.nonce, cheap.encrypted)),
    encoding: { content: ['pkcs8', 'sr25519'], type: ['scrypt', 'xsalsa20-poly1305'], version: '3' },
    meta: { ...eve.meta },
  };
});

describe('splitJsonArray', () => {
  it.each([
    ['[]', []],
    [' [ ] ', []],
    ['[1]', ['1']],
    ['[1, "a,b", {"x":[1,2]}, [3,4]]', ['1', '"a,b"', '{"x":[1,2]}', '[3,4]']],
    ['["q\\"],[", {"k":"}"}]', ['"q\\"],["', '{"k":"}"}']],
    ['[ { "a" : 1 } ,\n null ]', ['{ "a" : 1 }', 'null']],
  ])('%s', (text, elements) => {
    expect(splitJsonArray(text)).toEqual(elements);
    // The pieces are the array's elements.
    expect(elements.map((element) => JSON.parse(element) as unknown)).toEqual(JSON.parse(text));
  });
});

describe('reading the stored list', () => {
  it('keeps what it cannot use, with the reason', () => {
    const plain = keyring.addFromUri('//Ferdie').toJson() as unknown as KeystoreJson;
    const ethereumType = { ...alice, encoding: { ...alice.encoding, content: ['pkcs8', 'ethereum'] } };
    const badAddress = { ...bob, address: 'not-an-address' };
    const text = `[${[
      JSON.stringify(alice),
      ETHEREUM_TEXT,
      JSON.stringify(plain),
      JSON.stringify(ethereumType),
      JSON.stringify(badAddress),
      '"just text"',
      JSON.stringify(alice),
      JSON.stringify(longName),
    ].join(',')}]`;
    const slot = parseKeystoreSlot(text);
    if (slot.kind !== 'list') throw new Error('expected a list');
    expect(slot.entries.map((entry) => (entry.usable ? 'usable' : englishOf(entry.reason)))).toEqual([
      'usable',
      'An Ethereum keystore: Lumi signs only with polkadot.js (Substrate) keystores.',
      'Not encrypted with a password: Lumi keeps only encrypted keys.',
      'Key type "ethereum" is not supported here (sr25519, ed25519 and ecdsa are).',
      'Its address is not a valid SS58 address.',
      'Not an account file: the entry is not a JSON object.',
      'A second copy of an account listed above; kept as it was.',
      'usable',
    ]);
    expect(slot.entries[1]!.text).toBe(ETHEREUM_TEXT);
  });

  it.each([
    ['not JSON', '{broken', 'It is not JSON.'],
    ['an object', '{"a":1}', 'It is not a list of accounts.'],
    ['a number', '42', 'It is not a list of accounts.'],
  ])('calls %s corrupt', (_, text, reason) => {
    const slot = parseKeystoreSlot(text);
    expect(slot.kind === 'corrupt' && { ...slot, reason: englishOf(slot.reason) }).toEqual({
      kind: 'corrupt',
      text,
      reason,
    });
  });

  it('shows a 65-character name cut to 64, and uses the account', () => {
    const slot = parseKeystoreSlot(JSON.stringify([longName]));
    expect(slot.kind === 'list' && slot.entries[0]!.usable).toBe(true);
    expect(accountName(longName)).toBe(`${'n'.repeat(63)}…`);
    expect(accountName(longName)).toHaveLength(64);
  });
});

describe('writing the stored list', () => {
  it('adding an account keeps a 65-character-name keystore and an Ethereum keystore byte for byte', () => {
    const longText = JSON.stringify(longName, null, 1);
    const before = `[${longText}, ${ETHEREUM_TEXT}]`;
    const { storage, values } = memoryStorage({ [KEYSTORE_STORAGE_KEY]: before });
    updateStoredKeystores(storage, (entries) => withKeystore(entries, bob));
    const after = values.get(KEYSTORE_STORAGE_KEY)!;
    expect(after).toBe(`[${longText},${ETHEREUM_TEXT},${JSON.stringify(bob)}]`);

    // Forgetting an account removes only that one.
    updateStoredKeystores(storage, (entries) => withoutKeystore(entries, bob.address));
    updateStoredKeystores(storage, (entries) => withoutKeystore(entries, longName.address));
    expect(values.get(KEYSTORE_STORAGE_KEY)).toBe(`[${ETHEREUM_TEXT}]`);
  });

  it('treats one public key in two SS58 formats as one account: replaced, forgotten and flagged as a copy', () => {
    // The same key as exported by a wallet set to the Polkadot format (prefix 0) instead of the generic 42.
    const alicePolkadot = { ...alice, address: encodeAddress(decodeAddress(alice.address), 0) };
    expect(alicePolkadot.address).not.toBe(alice.address);
    const { storage, values } = memoryStorage({ [KEYSTORE_STORAGE_KEY]: JSON.stringify([alice, bob]) });
    updateStoredKeystores(storage, (entries) => withKeystore(entries, alicePolkadot));
    expect(JSON.parse(values.get(KEYSTORE_STORAGE_KEY)!)).toEqual([alicePolkadot, bob]);
    updateStoredKeystores(storage, (entries) => withoutKeystore(entries, alice.address));
    expect(JSON.parse(values.get(KEYSTORE_STORAGE_KEY)!)).toEqual([bob]);

    const slot = parseKeystoreSlot(JSON.stringify([alice, alicePolkadot]));
    if (slot.kind !== 'list') throw new Error('expected a list');
    expect(slot.entries.map((entry) => entry.usable)).toEqual([true, false]);
  });

  it('replaces an account stored under the same address instead of adding a second copy', () => {
    const { storage, values } = memoryStorage({ [KEYSTORE_STORAGE_KEY]: JSON.stringify([alice, bob]) });
    const renamed = { ...alice, meta: { ...alice.meta, name: 'Alice 2' } };
    updateStoredKeystores(storage, (entries) => withKeystore(entries, renamed));
    expect(JSON.parse(values.get(KEYSTORE_STORAGE_KEY)!)).toEqual([renamed, bob]);
  });

  it.each([
    ['non-JSON', '{"address": "5Grw'],
    ['wrong-shape', '{"accounts":[]}'],
  ])('moves a %s value to a backup key before writing, unchanged', (_, corrupt) => {
    const { storage, values } = memoryStorage({ [KEYSTORE_STORAGE_KEY]: corrupt });
    updateStoredKeystores(storage, (entries) => withKeystore(entries, alice), 1_764_000_000_000);
    expect(values.get(`${KEYSTORE_BACKUP_PREFIX}1764000000000`)).toBe(corrupt);
    expect(JSON.parse(values.get(KEYSTORE_STORAGE_KEY)!)).toEqual([alice]);
    expect(listBackups(storage)).toEqual([{ key: `${KEYSTORE_BACKUP_PREFIX}1764000000000`, text: corrupt }]);

    // A second rescue in the same millisecond does not overwrite the first backup.
    values.set(KEYSTORE_STORAGE_KEY, 'again');
    updateStoredKeystores(storage, (entries) => withKeystore(entries, bob), 1_764_000_000_000);
    expect(listBackups(storage).map((backup) => backup.text)).toEqual([corrupt, 'again']);
  });

  it('writes nothing over an unreadable value it could not back up', () => {
    const { storage, values } = memoryStorage({ [KEYSTORE_STORAGE_KEY]: '{broken' }, (key) =>
      key.startsWith(KEYSTORE_BACKUP_PREFIX),
    );
    expect(() => updateStoredKeystores(storage, (entries) => withKeystore(entries, alice))).toThrow(
      KeystoreWriteError,
    );
    expect(values.get(KEYSTORE_STORAGE_KEY)).toBe('{broken');
  });

  it('two tabs: a write never drops an entry the other tab added after this one last read', () => {
    const { storage, values } = memoryStorage();
    // Tab A reads the (empty) list and shows it; tab B then adds Alice; tab A, with its old view and before
    // the storage event arrives, adds Bob.
    const tabAView = parseKeystoreSlot(storage.getItem(KEYSTORE_STORAGE_KEY));
    updateStoredKeystores(storage, (entries) => withKeystore(entries, alice));
    updateStoredKeystores(storage, (entries) => withKeystore(entries, bob));
    expect(tabAView).toEqual({ kind: 'list', entries: [] });
    expect(JSON.parse(values.get(KEYSTORE_STORAGE_KEY)!)).toEqual([alice, bob]);
  });
});

describe('key protection', () => {
  it('reads how each keystore is protected', () => {
    expect(protectionOf(alice)).toEqual({ kind: 'scrypt', N: 1 << 17, p: 1, r: 8 });
    expect(protectionOf(cheapScrypt)).toEqual({ kind: 'scrypt', N: 1 << 15, p: 1, r: 8 });
    expect(protectionOf(legacyV2)).toEqual({ kind: 'password-only' });
    const plain = keyring.addFromUri('//Ferdie').toJson() as unknown as KeystoreJson;
    expect(protectionOf(plain)).toEqual({ kind: 'none' });
    expect([alice, cheapScrypt, legacyV2, plain].map(needsReencryption)).toEqual([false, true, true, true]);
  });

  it('imports a polkadot.js v2 keystore only with its password, and stores it re-encrypted with scrypt', async () => {
    // The library still reads the legacy file (so this is a real v2 keystore)…
    expect((await unlockKeystore(legacyV2, PASSWORD)).address).toBe(legacyV2.address);
    await expect(keystoreForImport(legacyV2, 'wrong password')).rejects.toBeInstanceOf(WrongPasswordError);

    const stored = await keystoreForImport(legacyV2, PASSWORD);
    expect(protectionOf(stored)).toEqual({ kind: 'scrypt', N: 1 << 17, p: 1, r: 8 });
    expect(needsReencryption(stored)).toBe(false);
    expect(stored.address).toBe(legacyV2.address);
    expect(stored.meta.name).toBe('Dave v2');
    expect(stored.encoded).not.toBe(legacyV2.encoded);
    // …and the stored copy opens with the same password to the same key.
    const pair = await unlockKeystore(stored, PASSWORD);
    expect(pair.address).toBe(keyring.addFromUri('//Dave').address);
    await expect(unlockKeystore(stored, 'wrong password')).rejects.toBeInstanceOf(WrongPasswordError);
  });

  it('re-encrypts a cheap scrypt keystore and keeps a strong one as it is, with the name given', async () => {
    const upgraded = await keystoreForImport(cheapScrypt, PASSWORD, 'Eve savings');
    expect(protectionOf(upgraded)).toMatchObject({ N: 1 << 17 });
    expect(upgraded.meta.name).toBe('Eve savings');
    const kept = await keystoreForImport(alice, PASSWORD);
    expect(kept).toEqual(alice);
  });
});
