import { checkAddress } from './check.ts';

/**
 * Whether two addresses name the same account: their public keys are equal, whatever SS58 format each is
 * written in. An invalid or missing address is never the same as anything.
 */
export function sameAccount(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  if (a === b) return checkAddress(a, { expectedFormat: null }).valid;
  const x = checkAddress(a, { expectedFormat: null });
  const y = checkAddress(b, { expectedFormat: null });
  if (!x.valid || !y.valid || x.publicKey.length !== y.publicKey.length) return false;
  return x.publicKey.every((byte, i) => byte === y.publicKey[i]);
}

/** The account's public key as lowercase hex (one account, whatever SS58 format), or undefined if invalid. */
export function publicKeyHex(address: string): string | undefined {
  const check = checkAddress(address, { expectedFormat: null });
  return check.valid
    ? Array.from(check.publicKey, (b) => b.toString(16).padStart(2, '0')).join('')
    : undefined;
}
