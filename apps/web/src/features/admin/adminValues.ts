// The admin forms' field parsing: undefined means "not a valid value" (the field says why).
import { parseRate } from '@lumi/chain';

/** A whole number of members, at least 1; the runtime checks the upper limit (InvalidQuorum beyond MaxMembers). */
export function parseQuorum(text: string): number | undefined {
  if (!/^\s*\d{1,3}\s*$/u.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

/** A currency as the oracle keys it: three capital letters (ISO 4217). */
export const isCurrencyCode = (text: string): boolean => /^[A-Z]{3}$/u.test(text);

/** Units per USD as the oracle stores them (18 decimals); undefined when empty, malformed or zero. */
export function parsePostedRate(text: string): bigint | undefined {
  if (!text.trim()) return undefined;
  try {
    const value = parseRate(text.trim());
    return value > 0n ? value : undefined;
  } catch {
    return undefined;
  }
}
