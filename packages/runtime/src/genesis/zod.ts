// zod schemas for genesis JSON values: accounts (SS58 or 0x-hex) and u128 balances (decimal strings or
// safe integers, since JSON numbers cannot carry u128 exactly).
import { isHex, hexToU8a } from '@polkadot/util';
import { decodeAddress } from '@polkadot/util-crypto';
import { z } from 'zod';

export const zAccountId = z.string().transform((s, ctx) => {
  try {
    const bytes = isHex(s) ? hexToU8a(s) : decodeAddress(s);
    if (bytes.length !== 32) throw new Error('not 32 bytes');
    return bytes;
  } catch {
    ctx.addIssue({ code: 'custom', message: `not an SS58 address or 32-byte hex account: ${s}` });
    return z.NEVER;
  }
});

const U128_MAX = (1n << 128n) - 1n;

export const zU128 = z.union([z.string(), z.number()]).transform((v, ctx) => {
  if (typeof v === 'number' ? !Number.isSafeInteger(v) || v < 0 : !/^\d+$/.test(v)) {
    ctx.addIssue({ code: 'custom', message: `not a u128 (use a decimal string for large values): ${v}` });
    return z.NEVER;
  }
  const b = BigInt(v);
  if (b > U128_MAX) {
    ctx.addIssue({ code: 'custom', message: `exceeds u128: ${v}` });
    return z.NEVER;
  }
  return b;
});

export const zU32 = z.number().int().min(0).max(0xffffffff);
