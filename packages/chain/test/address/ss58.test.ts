import fc from 'fast-check';
import {
  base58Encode,
  checkAddressChecksum,
  decodeAddress,
  encodeAddress as reference,
} from '@polkadot/util-crypto';
import { describe, expect, it } from 'vitest';
import { checkAddress, encodeAddress } from '../../src/address/index.ts';
import { splitSs58 } from '../../src/address/ss58.ts';

const payloadLength = fc.constantFrom(1, 2, 4, 8, 32, 33);
const format = fc.integer({ min: 0, max: 16383 }).filter((value) => value !== 46 && value !== 47);

// Our SS58 code must agree with @polkadot/util-crypto's bit for bit (see src/address/ss58.ts for why it
// is not imported from there).
describe('SS58 against @polkadot/util-crypto', () => {
  it('encodes every payload length and format the same way', () => {
    fc.assert(
      fc.property(
        payloadLength.chain((length) => fc.uint8Array({ minLength: length, maxLength: length })),
        format,
        (payload, ss58Format) => encodeAddress(payload, ss58Format) === reference(payload, ss58Format),
      ),
      { numRuns: 500 },
    );
  });

  it('computes the same checksum verdict, format and payload on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 2, maxLength: 40 }), (bytes) => {
        const ours = splitSs58(bytes);
        const [valid, end, prefixLength, ss58Format] = checkAddressChecksum(bytes);
        return (
          ours.checksumValid === valid &&
          ours.format === ss58Format &&
          ours.prefixLength === prefixLength &&
          Buffer.from(ours.payload).equals(
            Buffer.from(bytes.slice(prefixLength, Math.max(prefixLength, end))),
          )
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts exactly the strings decodeAddress accepts', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 2, maxLength: 40 }), (bytes) => {
        const text = base58Encode(bytes);
        let referenceValid: boolean;
        try {
          decodeAddress(text);
          referenceValid = true;
        } catch {
          referenceValid = false;
        }
        const ours = checkAddress(text, { expectedFormat: null });
        if (ours.valid === referenceValid) return true;
        // util-crypto only checks the total length, so with a 2-byte prefix it lets through 0-, 3- and 7-byte
        // payloads; the rules we implement allow 1, 2, 4, 8, 32 or 33 bytes only.
        const { payload } = splitSs58(bytes);
        return (
          referenceValid &&
          !ours.valid &&
          ours.error.code === 'invalid-length' &&
          [0, 3, 7].includes(payload.length)
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses formats and payloads SS58 cannot encode', () => {
    expect(() => encodeAddress(new Uint8Array(32), 46)).toThrow(RangeError);
    expect(() => encodeAddress(new Uint8Array(32), 16384)).toThrow(RangeError);
    expect(() => encodeAddress(new Uint8Array(31), 42)).toThrow(RangeError);
  });
});
