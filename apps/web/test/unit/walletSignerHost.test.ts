// What the wallet serves the chain worker for signing (store.ts: signerAccount, signerHost): the connected
// account described by its public key or its extension, and signatures only — by a key unlocked in this tab,
// the connected dev account's key, or the extension's own signRaw / signPayload. A locked or unknown key is the
// wallet's WalletLockedError, as for the main-thread signer. The extension is a stand-in on window.injectedWeb3.
import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto';
import type { SignerPayloadJSON } from 'polkadot-api/pjs-signer';
import { fromHex, toHex } from 'polkadot-api/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { devAccounts, keystoreFromMnemonic } from '../../src/shared/wallet/crypto/keys.ts';

// The store's module reads `window` when it loads (the configuration's storage and its storage events): an
// EventTarget without localStorage stands in, so the configuration keeps to memory.
const standInWindow = new EventTarget() as EventTarget & { injectedWeb3?: unknown };
(globalThis as { window?: unknown }).window = standInWindow;
const { WalletLockedError, createWallet } = await import('../../src/shared/wallet/store.ts');

const PHRASE = 'bottom drive obey lake curtain smoke basket hold race lonely fit walk';
const DATA = new Uint8Array([1, 2, 3, 4, 5]);

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    get length() {
      return values.size;
    },
    key: (index: number) => [...values.keys()][index] ?? null,
  };
}

let keyring: Keyring;
beforeAll(async () => {
  await cryptoWaitReady();
  keyring = new Keyring({ type: 'sr25519', ss58Format: 42 });
});

describe('the wallet’s signer for the chain worker', () => {
  it('signs with an in-app key only while it is unlocked', async () => {
    const wallet = createWallet(memoryStorage());
    const json = await keystoreFromMnemonic(PHRASE, 'Savings', 'correct horse');
    wallet.addKeystore(json);
    wallet.selectLocal(json.address);
    await expect(wallet.signerAccount()).rejects.toBeInstanceOf(WalletLockedError);

    await wallet.unlock(json.address, 'correct horse');
    const account = await wallet.signerAccount();
    const expected = keyring.addFromUri(PHRASE);
    expect(account).toEqual({
      kind: 'key',
      address: json.address,
      publicKey: expected.publicKey,
      type: 'Sr25519',
    });
    const signature = await wallet.signerHost.signBytes(account, DATA);
    expect(signatureVerify(DATA, signature, json.address).isValid).toBe(true);
    await expect(wallet.signerHost.signPayload(account, {} as SignerPayloadJSON)).rejects.toThrow(
      'A key signs bytes',
    );

    wallet.lock(json.address);
    await expect(wallet.signerHost.signBytes(account, DATA)).rejects.toBeInstanceOf(WalletLockedError);
  });

  it('signs with the connected dev account’s key and no other', async () => {
    const wallet = createWallet(memoryStorage());
    const [alice, bob] = await devAccounts();
    wallet.selectDev(alice!.name, alice!.address);
    const account = await wallet.signerAccount();
    expect(account).toMatchObject({ kind: 'key', address: alice!.address, type: 'Sr25519' });
    const signature = await wallet.signerHost.signBytes(account, DATA);
    expect(signatureVerify(DATA, signature, alice!.address).isValid).toBe(true);
    const other = { ...account, address: bob!.address };
    await expect(wallet.signerHost.signBytes(other, DATA)).rejects.toBeInstanceOf(WalletLockedError);
  });

  it('asks the extension itself: signRaw for bytes, signPayload for a payload', async () => {
    const pair = keyring.addFromUri('//ExtensionAccount');
    const asked: unknown[] = [];
    const signer = {
      signRaw: (raw: { address: string; data: string; type: 'bytes' }) => {
        asked.push(raw);
        return Promise.resolve({ id: 1, signature: toHex(pair.sign(fromHex(raw.data))) });
      },
      signPayload: (payload: SignerPayloadJSON) => {
        asked.push(payload);
        return Promise.resolve({ signature: '0x01' });
      },
    };
    let enabled = 0;
    standInWindow.injectedWeb3 = {
      'stand-in': {
        enable: (dappName: string) => {
          enabled += 1;
          asked.push(dappName);
          return Promise.resolve({ signer, accounts: { get: () => Promise.resolve([]) } });
        },
      },
    };
    try {
      const wallet = createWallet(memoryStorage());
      wallet.selectExtension('stand-in', pair.address, 'Mine');
      const account = await wallet.signerAccount();
      expect(account).toEqual({ kind: 'extension', extension: 'stand-in', address: pair.address });
      const signature = await wallet.signerHost.signBytes(account, DATA);
      expect(signatureVerify(DATA, signature, pair.address).isValid).toBe(true);
      const payload = { address: pair.address, method: '0x00' } as SignerPayloadJSON;
      await expect(wallet.signerHost.signPayload(account, payload)).resolves.toEqual({ signature: '0x01' });
      expect(asked).toEqual(['Lumi', { address: pair.address, data: toHex(DATA), type: 'bytes' }, payload]);
      expect(enabled).toBe(1);
      const missing = { ...account, extension: 'not-installed' };
      await expect(wallet.signerHost.signBytes(missing, DATA)).rejects.toThrow('not available');
    } finally {
      delete standInWindow.injectedWeb3;
    }
  });
});
