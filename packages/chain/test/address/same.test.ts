import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sameAccount } from '../../src/address/index.ts';

let alice: Uint8Array;
let bob: Uint8Array;
beforeAll(async () => {
  await cryptoWaitReady();
  const keyring = new Keyring({ type: 'sr25519' });
  alice = keyring.addFromUri('//Alice').publicKey;
  bob = keyring.addFromUri('//Bob').publicKey;
});

describe('sameAccount compares public keys, not address strings', () => {
  it('matches one key in every SS58 format and tells keys apart', () => {
    for (const a of [0, 2, 42]) {
      for (const b of [0, 2, 42])
        expect(sameAccount(encodeAddress(alice, a), encodeAddress(alice, b))).toBe(true);
    }
    expect(sameAccount(encodeAddress(alice, 42), encodeAddress(bob, 42))).toBe(false);
    expect(sameAccount(encodeAddress(alice, 0), encodeAddress(bob, 42))).toBe(false);
  });
  it('never matches an invalid address, even with itself', () => {
    expect(sameAccount('not an address', 'not an address')).toBe(false);
    expect(sameAccount(encodeAddress(alice, 42), '')).toBe(false);
  });
});
