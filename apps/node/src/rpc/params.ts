// Parameter schemas shared by the RPC namespaces. Each yields the decoded value or a message
// saying what was expected; the dispatcher adds which parameter it was.
//
// Every string is length-checked before any other work: a value longer than any valid one is refused
// at once, so no decoder (base58 is quadratic) ever sees attacker-sized input.
import { decodeAddress } from '@polkadot/util-crypto';
import { z } from 'zod';
import type { Hex } from '@lumi/runtime/host';
import { fromHex } from '@lumi/runtime/bytes';

/** 32-byte account + 2-byte prefix + 2-byte checksum is 50 base58 characters; 0x + 64 hex is 66. */
export const MAX_ADDRESS_CHARS = 66;
/** Storage keys: a 32-byte pallet/item prefix plus hashed map keys stay far below 1 KiB. */
export const MAX_STORAGE_KEY_BYTES = 1024;
/** Extrinsics and runtime-call arguments: the runtime's 5 MiB block length bounds any valid one. */
export const MAX_CALL_BYTES = 5 * 1024 * 1024;
/** Runtime API names like `TransactionPaymentApi_query_fee_details`. */
export const MAX_API_NAME_CHARS = 128;
/** Subscription, follow and operation ids this node hands out are at most 24 characters. */
export const MAX_ID_CHARS = 128;

// Like Substrate's impl-serde, the 0x prefix is optional ("" is empty bytes; polkadot-api sends that).
const HEX_RE = /^(0x)?([0-9a-fA-F]{2})*$/;
const withPrefix = (s: string): Hex => (s.startsWith('0x') ? s.toLowerCase() : `0x${s.toLowerCase()}`) as Hex;

/** Hex already checked against HEX_RE → bytes (Buffer's decoder ignores case). */
const hexToBytes = (s: string): Uint8Array => {
  const buf = Buffer.from(s.startsWith('0x') ? s.slice(2) : s, 'hex');
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
};

/** The bytes of hex text (0x optional, "" is empty), or undefined when it is not hex of whole bytes. */
export const parseHexBytes = (s: string): Uint8Array | undefined =>
  HEX_RE.test(s) ? hexToBytes(s) : undefined;

class Refused extends Error {}

/** A string of at most `max` characters, checked before `accept` sees it. */
function bounded<T>(
  max: number,
  what: string,
  accept: (s: string, fail: (message: string) => never) => T,
): z.ZodType<T, unknown> {
  return z.string({ error: `expected ${what}` }).transform((s, ctx) => {
    if (s.length > max) {
      ctx.addIssue({ code: 'custom', message: `expected ${what} of at most ${max} characters` });
      return z.NEVER;
    }
    try {
      return accept(s, (message) => {
        throw new Refused(message);
      });
    } catch (e) {
      if (!(e instanceof Refused)) throw e;
      ctx.addIssue({ code: 'custom', message: e.message });
      return z.NEVER;
    }
  });
}

/**
 * Parsers that take a schema's valid input without zod, for the parameters of the calls every transaction
 * makes (zod's parse of one hex string was a few per cent of the main thread). Each gives exactly what its
 * schema gives for the input it accepts, and undefined for anything else, which then goes to the schema:
 * errors stay zod's.
 */
const quickParsers = new WeakMap<z.ZodType<unknown, unknown>, (value: unknown) => unknown>();

/** The parsed value by the schema's quick parser, or undefined when it has none or leaves the value to zod. */
export function quickParse(schema: z.ZodType<unknown, unknown>, value: unknown): unknown {
  return quickParsers.get(schema)?.(value);
}

/** Hex of whole bytes, at most `maxBytes` long. */
const hexOf = <T>(maxBytes: number, convert: (s: string) => T) => {
  const maxChars = 2 + 2 * maxBytes;
  const schema = bounded(maxChars, 'a 0x-prefixed hex string', (s, fail) =>
    HEX_RE.test(s) ? convert(s) : fail('expected a 0x-prefixed hex string of whole bytes'),
  );
  quickParsers.set(schema, (v) =>
    typeof v === 'string' && v.length <= maxChars && HEX_RE.test(v) ? convert(v) : undefined,
  );
  return schema;
};

/** Call data: extrinsics, runtime-call arguments. */
export const hexBytes = hexOf(MAX_CALL_BYTES, hexToBytes);
/** A storage key or prefix. */
export const hexString = hexOf(MAX_STORAGE_KEY_BYTES, withPrefix);
/** A key-sized byte string (offchain storage keys, public keys) as bytes. */
export const keyBytes = hexOf(MAX_STORAGE_KEY_BYTES, hexToBytes);

/** Free text a method takes (a key URI, log directives, a multiaddress), at most `max` characters. */
export const text = (max: number, what: string) => bounded(max, what, (s) => s);

export const blockHash = bounded(66, 'a block hash (0x-prefixed, 32 bytes)', (s, fail) =>
  /^(0x)?[0-9a-fA-F]{64}$/.test(s) ? withPrefix(s) : fail('expected a block hash (0x-prefixed, 32 bytes)'),
);

/** A runtime API function name (`Core_version`). */
export const apiName = bounded(MAX_API_NAME_CHARS, 'a runtime API method name', (s, fail) =>
  /^[A-Za-z0-9_]+$/.test(s) ? s : fail('expected a runtime API method name like Core_version'),
);

/** An id this node handed out (subscription, follow, operation). */
export const idString = (what: string) => bounded(MAX_ID_CHARS, what, (s) => s);

/** Substrate's NumberOrHex for block numbers: a u32 as a JSON number or a hex string. */
export const blockNumber = z
  .union([z.number(), z.string().max(32, 'expected a block number (integer or hex string)')], {
    error: 'expected a block number (integer or hex string)',
  })
  .transform((v, ctx) => {
    let n: number;
    if (typeof v === 'number') n = v;
    else if (/^0x[0-9a-fA-F]{1,16}$/.test(v)) n = Number.parseInt(v.slice(2), 16);
    else if (/^\d{1,16}$/.test(v)) n = Number(v);
    else {
      ctx.addIssue({ code: 'custom', message: 'expected a block number (integer or hex string)' });
      return z.NEVER;
    }
    if (!Number.isSafeInteger(n) || n < 0 || n > 0xffffffff) {
      ctx.addIssue({ code: 'custom', message: 'expected a block number from 0 to 4294967295' });
      return z.NEVER;
    }
    return n;
  });

export const u32 = z
  .number({ error: 'expected an unsigned 32-bit integer' })
  .int('expected an unsigned 32-bit integer')
  .min(0, 'expected an unsigned 32-bit integer')
  .max(0xffffffff, 'expected an unsigned 32-bit integer');

/** An SS58 address or a 0x-prefixed 32-byte account id → the 32 raw bytes. */
export const accountId = bounded(MAX_ADDRESS_CHARS, 'an SS58 address', (s, fail) => {
  if (/^0x[0-9a-fA-F]{64}$/.test(s)) return fromHex(s);
  let bytes: Uint8Array;
  try {
    bytes = decodeAddress(s);
  } catch (e) {
    return fail(`expected an SS58 address (${(e as Error).message})`);
  }
  return bytes.length === 32 ? bytes : fail('expected an SS58 address (not a 32-byte account)');
});

export const subscriptionId = z.union([idString('a subscription id'), z.number()], {
  error: 'expected a subscription id',
});
