// Address poisoning: an attacker sends dust from an address whose ends match one the user knows, hoping it is
// copied from the history later. Most people check only the first and last characters of an address.
import { checkAddress, encodeAddress, publicKeyHex } from '../../../shared/address/index.ts';
import { message } from '../../../shared/i18n/message.ts';
import type { Warning } from '../../../shared/tx/decision.ts';

/** An address the user has reason to trust: a contact, or an account they dealt with before. */
export interface KnownAddress {
  address: string;
  /** The contact's label; none for a past counterparty. */
  label?: string;
}

export const POISONING_WARNING_ID = 'address-poisoning';
const ENDS = 4;

function inFormat(address: string, format: number): { shown: string; key: string } | undefined {
  const check = checkAddress(address, { expectedFormat: null });
  if (!check.valid) return undefined;
  const shown = encodeAddress(check.publicKey, format);
  return { shown, key: publicKeyHex(shown) ?? shown };
}

/**
 * A danger warning when `recipient`, written in the chain's format `ss58Format`, has the same first and last
 * four characters as a known address but is another key. A contact is named before a counterparty.
 */
export function addressPoisoningWarning(
  recipient: string | undefined,
  known: readonly KnownAddress[],
  ss58Format: number,
): Warning | undefined {
  if (!recipient) return undefined;
  const target = inFormat(recipient, ss58Format);
  if (!target) return undefined;
  const lookalikes = known
    .map((entry) => ({ entry, seen: inFormat(entry.address, ss58Format) }))
    .filter(
      ({ seen }) =>
        seen !== undefined &&
        seen.key !== target.key &&
        seen.shown.slice(0, ENDS) === target.shown.slice(0, ENDS) &&
        seen.shown.slice(-ENDS) === target.shown.slice(-ENDS),
    );
  const match = lookalikes.find(({ entry }) => entry.label !== undefined) ?? lookalikes[0];
  if (!match?.seen) return undefined;
  const values = { recipient: target.shown, lookalike: match.seen.shown };
  return {
    id: POISONING_WARNING_ID,
    level: 'danger',
    message:
      match.entry.label === undefined
        ? message('contacts.poisoning.counterparty', values)
        : message('contacts.poisoning.contact', { ...values, label: match.entry.label }),
  };
}
