import fc from 'fast-check';
import { encodeAddress } from '@polkadot/util-crypto';
import { describe, expect, it } from 'vitest';
import {
  addressNetworks,
  checkAddress,
  describeFormat,
  isValidAddress,
  isWellFormedAddress,
} from '../../src/address/index.ts';

// Alice's public key (//Alice, sr25519) as published in the Substrate docs, in three networks' formats.
const ALICE_PUBLIC_KEY = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d';
const ALICE_GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const ALICE_KUSAMA = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F';
// The Polkadot treasury account (PalletId py/trsry) as shown on Subscan.
const POLKADOT_TREASURY = '13UVJyLnbVp9RBZYFwFGyDvVd1y27Tt8tkntv6Q7JVPhFsTB';

function hex(bytes: Uint8Array): string {
  return `0x${Buffer.from(bytes).toString('hex')}`;
}

describe('checkAddress', () => {
  it('accepts a generic Substrate address (format 42) by default', () => {
    const result = checkAddress(ALICE_GENERIC);
    expect(result.valid).toBe(true);
    if (!result.valid) return;
    expect(result.format).toBe(42);
    expect(result.network).toBe('Substrate');
    expect(hex(result.publicKey)).toBe(ALICE_PUBLIC_KEY);
  });

  it('accepts Polkadot (0) and Kusama (2) addresses when that format is expected', () => {
    const polkadot = checkAddress(ALICE_POLKADOT, { expectedFormat: 0 });
    const kusama = checkAddress(ALICE_KUSAMA, { expectedFormat: 2 });
    const treasury = checkAddress(POLKADOT_TREASURY, { expectedFormat: 0 });
    expect(polkadot.valid && hex(polkadot.publicKey)).toBe(ALICE_PUBLIC_KEY);
    expect(kusama.valid && hex(kusama.publicKey)).toBe(ALICE_PUBLIC_KEY);
    expect(treasury.valid && hex(treasury.publicKey)).toBe(
      '0x6d6f646c70792f74727372790000000000000000000000000000000000000000',
    );
  });

  it('accepts any format when expectedFormat is null', () => {
    expect(checkAddress(ALICE_KUSAMA, { expectedFormat: null }).valid).toBe(true);
    expect(isValidAddress(ALICE_POLKADOT, null)).toBe(true);
    expect(isValidAddress(ALICE_POLKADOT)).toBe(false);
  });

  it('rejects an empty value', () => {
    const result = checkAddress('');
    expect(result).toEqual({ valid: false, error: { code: 'empty', message: 'Enter an address.' } });
  });

  it('names the first character outside base58', () => {
    for (const [bad, name] of [
      ['0', '"0"'],
      ['O', '"O"'],
      ['I', '"I"'],
      ['l', '"l"'],
      [' ', 'a space'],
    ] as const) {
      const text = `5Grwva${bad}F5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY`;
      const result = checkAddress(text);
      expect(result.valid).toBe(false);
      if (result.valid) return;
      expect(result.error.code).toBe('invalid-base58');
      expect(result.error.message).toContain(`contains ${name} at position 7`);
      if (result.error.code === 'invalid-base58') expect(result.error.character).toBe(bad);
    }
  });

  it('rejects a wrong length', () => {
    for (const text of [ALICE_GENERIC.slice(0, -3), `${ALICE_GENERIC}zz`, '1', '5GrwvaEF5z']) {
      const result = checkAddress(text, { expectedFormat: null });
      expect(result.valid, text).toBe(false);
      if (!result.valid) expect(result.error.code, text).toBe('invalid-length');
    }
  });

  it('rejects a wrong checksum', () => {
    const typo = `${ALICE_GENERIC.slice(0, 10)}${ALICE_GENERIC[10] === 'a' ? 'b' : 'a'}${ALICE_GENERIC.slice(11)}`;
    const result = checkAddress(typo);
    expect(result.valid).toBe(false);
    if (!result.valid) {
      expect(result.error.code).toBe('invalid-checksum');
      expect(result.error.message).toMatch(/checksum does not match/);
    }
  });

  it('rejects another network with both network names', () => {
    const result = checkAddress(ALICE_POLKADOT);
    expect(result.valid).toBe(false);
    if (result.valid) return;
    expect(result.error).toMatchObject({
      code: 'format-mismatch',
      expected: 42,
      found: 0,
      expectedNetwork: 'Substrate (format 42)',
      foundNetwork: 'Polkadot Relay Chain (format 0)',
    });
    expect(result.error.message).toBe(
      'This is an address for Polkadot Relay Chain (format 0), but an address for Substrate (format 42) is expected.',
    );
    const kusama = checkAddress(ALICE_KUSAMA, { expectedFormat: 0 });
    expect(!kusama.valid && kusama.error.message).toContain('Kusama Relay Chain (format 2)');
  });

  it('accepts the short forms of 1, 2, 4 and 8 bytes', () => {
    for (const length of [1, 2, 4, 8]) {
      const payload = new Uint8Array(length).fill(7);
      const result = checkAddress(encodeAddress(payload, 42));
      expect(result.valid && hex(result.publicKey), `length ${length}`).toBe(hex(payload));
    }
  });

  it('round-trips random public keys in random formats (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.integer({ min: 0, max: 16383 }).filter((format) => format !== 46 && format !== 47),
        (publicKey, format) => {
          const address = encodeAddress(publicKey, format);
          const result = checkAddress(address, { expectedFormat: format });
          return result.valid && result.format === format && hex(result.publicKey) === hex(publicKey);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('address networks', () => {
  it('keeps networks with a token, drops test networks and token-less entries, keeps 42', () => {
    const prefixes = new Set(addressNetworks.map((entry) => entry.prefix));
    expect(prefixes.has(0)).toBe(true);
    expect(prefixes.has(2)).toBe(true);
    expect(prefixes.has(42)).toBe(true);
    // BareSr25519 (1) and BareEd25519 (3) have no token; jupiter (26) and mathchain-testnet (40) are test nets.
    for (const dropped of [1, 3, 26, 40]) expect(prefixes.has(dropped), `prefix ${dropped}`).toBe(false);
    expect(describeFormat(1)).toBe('an unregistered network (format 1)');
    expect(describeFormat(42)).toBe('Substrate (format 42)');
    expect(describeFormat(16000)).toBe('an unregistered network (format 16000)');
  });
});

describe('isWellFormedAddress', () => {
  const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

  it('agrees with isValidAddress(text, null) on real addresses, their typos and garbage', () => {
    const real = [ALICE_GENERIC, ALICE_POLKADOT, ALICE_KUSAMA, POLKADOT_TREASURY];
    const cases = [
      ...real,
      '',
      ' ',
      `${ALICE_GENERIC} `,
      ALICE_GENERIC.slice(1),
      `${ALICE_GENERIC}1`,
      ALICE_GENERIC.replace('G', 'H'),
      ALICE_GENERIC.replace('5', '0'),
      '0x1234',
      'F7NZ',
    ];
    for (const text of cases) expect(isWellFormedAddress(text), text).toBe(isValidAddress(text, null));
    for (const text of real) expect(isWellFormedAddress(text)).toBe(true);
  });

  it('agrees with isValidAddress(text, null) on any format and payload, and on one-character edits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 16383 }).filter((format) => format !== 46 && format !== 47),
        fc
          .constantFrom(1, 2, 4, 8, 32, 33)
          .chain((length) => fc.uint8Array({ minLength: length, maxLength: length })),
        fc.nat(),
        fc.constantFrom(...Array.from(base58)),
        (format, payload, position, character) => {
          const address = encodeAddress(payload, format);
          // Not always valid: the short payloads are accepted only with a one-byte format (checkAddress's lengths).
          expect(isWellFormedAddress(address)).toBe(isValidAddress(address, null));
          const at = position % address.length;
          const edited = address.slice(0, at) + character + address.slice(at + 1);
          expect(isWellFormedAddress(edited)).toBe(isValidAddress(edited, null));
        },
      ),
    );
  });
});
