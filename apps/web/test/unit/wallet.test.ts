import { Keyring } from '@polkadot/keyring';
import { stringToU8a, u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  WrongPasswordError,
  devAccounts,
  keystoreFromMnemonic,
  newMnemonic,
  unlockedKey,
  unlockKeystore,
  verifyMessage,
} from '../../src/shared/wallet/crypto/keys.ts';
import { parseKeystore } from '../../src/shared/wallet/keystore.ts';

const PHRASE = 'bottom drive obey lake curtain smoke basket hold race lonely fit walk';

beforeAll(async () => {
  await cryptoWaitReady();
});

describe('in-app keystores', () => {
  it('encrypts a recovery phrase into a polkadot.js keystore that only its password opens', async () => {
    const json = await keystoreFromMnemonic(PHRASE, 'Savings', 'correct horse');
    expect(json.encoding.type).toContain('xsalsa20-poly1305');
    expect(json.encoded).not.toContain('bottom');
    expect(json.meta.name).toBe('Savings');
    expect(parseKeystore(JSON.stringify(json))).toEqual({ ok: true, json });

    const pair = await unlockKeystore(json, 'correct horse');
    expect(pair.address).toBe(json.address);
    // The same key as @polkadot/keyring derives from the phrase.
    const reference = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromUri(PHRASE);
    expect(pair.address).toBe(reference.address);

    await expect(unlockKeystore(json, 'wrong horse')).rejects.toBeInstanceOf(WrongPasswordError);
    await expect(unlockKeystore(json, 'wrong horse')).rejects.toThrow(/Wrong password/u);
  });

  it('imports a keystore exported by @polkadot/keyring and signs with it', async () => {
    const exported = new Keyring({ type: 'sr25519' })
      .addFromUri(PHRASE, { name: 'From extension' })
      .toJson('pw123456');
    const parsed = parseKeystore(JSON.stringify(exported));
    if (!parsed.ok) throw parsed.error;
    const pair = await unlockKeystore(parsed.json, 'pw123456');
    const signature = unlockedKey(pair).sign(stringToU8a('hello'));
    await expect(verifyMessage('hello', signature, pair.address)).resolves.toBe(true);
  });

  it('refuses files that are not encrypted keystores, with a reason', () => {
    const refusal = (text: string) => {
      const parsed = parseKeystore(text);
      return parsed.ok ? undefined : [parsed.error.code, parsed.error.message];
    };
    expect(refusal('not json')).toEqual(['notJson', 'This is not a JSON file.']);
    expect(refusal('{"address":"x"}')?.[0]).toBe('keystoreNoAddress');
    const plain = new Keyring({ type: 'sr25519' }).addFromUri(PHRASE).toJson();
    expect(refusal(JSON.stringify(plain))).toEqual([
      'keystoreUnencrypted',
      'The keystore is not encrypted with a password.',
    ]);
  });

  it('makes 12-word phrases that import back to the same account', async () => {
    const words = await newMnemonic();
    expect(words).toHaveLength(12);
    const a = await keystoreFromMnemonic(words.join(' '), 'x', 'password1');
    const b = await keystoreFromMnemonic(`  ${words.join('   ').toUpperCase()} `, 'y', 'password2');
    expect(a.address).toBe(b.address);
  });
});

describe('ownership proof and dev accounts', () => {
  it('accepts a signature of the message, wrapped in <Bytes> as extensions do, and rejects others', async () => {
    const pair = new Keyring({ type: 'sr25519' }).addFromUri('//Alice');
    const message = 'Lumi wants to confirm that you own this account';
    const wrapped = pair.sign(u8aWrapBytes(stringToU8a(message)));
    await expect(verifyMessage(message, wrapped, pair.address)).resolves.toBe(true);
    await expect(verifyMessage(`${message}!`, wrapped, pair.address)).resolves.toBe(false);
    const bob = new Keyring({ type: 'sr25519' }).addFromUri('//Bob');
    await expect(verifyMessage(message, wrapped, bob.address)).resolves.toBe(false);
  });

  it('derives Alice … Ferdie', async () => {
    const accounts = await devAccounts();
    expect(accounts.map((a) => a.name)).toEqual(['Alice', 'Bob', 'Charlie', 'Dave', 'Eve', 'Ferdie']);
    expect(accounts[0]!.address).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY');
  });
});
