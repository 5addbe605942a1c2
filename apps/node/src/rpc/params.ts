// Parameter schemas shared by the RPC namespaces. Each yields the decoded value or a message
// saying what was expected; the dispatcher adds which parameter it was.
import { decodeAddress } from '@polkadot/util-crypto';
import { z } from 'zod';
import type { Hex } from '@lumi/runtime/host.ts';
import { fromHex } from '../util/hex.ts';

// Like Substrate's impl-serde, the 0x prefix is optional ("" is empty bytes; polkadot-api sends that).
const HEX_RE = /^(0x)?([0-9a-fA-F]{2})*$/;
const withPrefix = (s: string): Hex => (s.startsWith('0x') ? s.toLowerCase() : `0x${s.toLowerCase()}`) as Hex;

/** Hex already checked against HEX_RE → bytes (Buffer's decoder ignores case). */
const hexToBytes = (s: string): Uint8Array => {
  const buf = Buffer.from(s.startsWith('0x') ? s.slice(2) : s, 'hex');
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
};

export const hexBytes = z
  .string({ error: 'expected a 0x-prefixed hex string' })
  .refine((s) => HEX_RE.test(s), { message: 'expected a 0x-prefixed hex string of whole bytes' })
  .transform(hexToBytes);

export const hexString = z
  .string({ error: 'expected a 0x-prefixed hex string' })
  .refine((s) => HEX_RE.test(s), { message: 'expected a 0x-prefixed hex string of whole bytes' })
  .transform(withPrefix);

export const blockHash = z
  .string({ error: 'expected a block hash (0x-prefixed, 32 bytes)' })
  .refine((s) => /^(0x)?[0-9a-fA-F]{64}$/.test(s), {
    message: 'expected a block hash (0x-prefixed, 32 bytes)',
  })
  .transform(withPrefix);

/** Substrate's NumberOrHex for block numbers: a u32 as a JSON number or a hex string. */
export const blockNumber = z
  .union([z.number(), z.string()], { error: 'expected a block number (integer or hex string)' })
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
export const accountId = z.string({ error: 'expected an SS58 address' }).transform((s, ctx) => {
  try {
    if (/^0x[0-9a-fA-F]{64}$/.test(s)) return fromHex(s);
    const bytes = decodeAddress(s);
    if (bytes.length !== 32) throw new Error('not a 32-byte account');
    return bytes;
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: `expected an SS58 address (${(e as Error).message})` });
    return z.NEVER;
  }
});

export const subscriptionId = z.union([z.string(), z.number()], { error: 'expected a subscription id' });
