import { ss58Payload } from './ss58.ts';

/**
 * Whether two addresses name the same account: their public keys are equal, whatever SS58 format each is
 * written in. An invalid or missing address is never the same as anything.
 */
export function sameAccount(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  if (a === b) return ss58Payload(a) !== undefined;
  const x = ss58Payload(a);
  const y = ss58Payload(b);
  if (!x || !y || x.length !== y.length) return false;
  return x.every((byte, i) => byte === y[i]);
}

/** The account's public key as lowercase hex (one account, whatever SS58 format), or undefined if invalid. */
export function publicKeyHex(address: string): string | undefined {
  const payload = ss58Payload(address);
  return payload ? Array.from(payload, (b) => b.toString(16).padStart(2, '0')).join('') : undefined;
}
