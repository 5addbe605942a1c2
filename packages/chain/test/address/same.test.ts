import { encodeAddress } from '@polkadot/util-crypto';
import { describe, expect, it } from 'vitest';
import { sameAccount } from '../../src/address/index.ts';

// The sr25519 public keys of the development accounts //Alice and //Bob.
const alice = Uint8Array.from(
  Buffer.from('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d', 'hex'),
);
const bob = Uint8Array.from(
  Buffer.from('8eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a48', 'hex'),
);

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
