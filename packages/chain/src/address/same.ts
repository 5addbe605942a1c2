import { checkAddress } from './check.ts';

/**
 * Whether two addresses name the same account: their public keys are equal, whatever SS58 format each is
 * written in. An invalid address is never the same as anything.
 */
export function sameAccount(a: string, b: string): boolean {
  if (a === b) return checkAddress(a, { expectedFormat: null }).valid;
  const x = checkAddress(a, { expectedFormat: null });
  const y = checkAddress(b, { expectedFormat: null });
  if (!x.valid || !y.valid || x.publicKey.length !== y.publicKey.length) return false;
  return x.publicKey.every((byte, i) => byte === y.publicKey[i]);
}
