// Adding and editing a contact: what the form's two fields must hold, decided before anything is stored.
import { checkAddress, encodeAddress, publicKeyHex } from '../../shared/address/index.ts';
import { CONTACT_ADDRESS_FORMAT, CONTACT_LABEL_MAX, type Contact } from '../../shared/config/contacts.ts';
import { message, type Message } from '../../shared/i18n/message.ts';
import { addressMessage } from './addressMessage.ts';

export type AddressCheckResult = { ok: true; address: string; key: string } | { ok: false; error: Message };

/**
 * Any SS58 format is accepted (an address copied from Polkadot or Kusama names the same key) and kept in the
 * generic format 42; only 32-byte account ids are contacts (not account indices).
 */
export function contactAddress(text: string): AddressCheckResult {
  const check = checkAddress(text.trim(), { expectedFormat: null });
  if (!check.valid) return { ok: false, error: addressMessage(check.error) };
  if (check.publicKey.length !== 32) return { ok: false, error: message('contacts.address.notAccount') };
  const address = encodeAddress(check.publicKey, CONTACT_ADDRESS_FORMAT);
  return { ok: true, address, key: publicKeyHex(address) ?? address };
}

export function checkLabel(text: string): { ok: true; label: string } | { ok: false; error: Message } {
  const label = text.trim();
  if (label === '') return { ok: false, error: message('contacts.form.labelEmpty') };
  if (label.length > CONTACT_LABEL_MAX)
    return { ok: false, error: message('contacts.form.labelLong', { max: CONTACT_LABEL_MAX }) };
  return { ok: true, label };
}

export type ContactInput =
  { ok: true; contact: Contact } | { ok: false; errors: { label?: Message; address?: Message } };

/**
 * The contact the form describes, or why not. `editing` is the address of the contact being edited (it may keep
 * its own address); another contact with the same key is refused, naming it.
 */
export function checkContactInput(
  fields: { label: string; address: string },
  contacts: readonly Contact[],
  now: number,
  editing?: string,
): ContactInput {
  const label = checkLabel(fields.label);
  const address = contactAddress(fields.address);
  const errors: { label?: Message; address?: Message } = {};
  if (!label.ok) errors.label = label.error;
  if (!address.ok) errors.address = address.error;
  else {
    const other = contacts.find((c) => c.address !== editing && publicKeyHex(c.address) === address.key);
    if (other) errors.address = message('contacts.form.duplicate', { label: other.label });
  }
  if (!label.ok || !address.ok || errors.address) return { ok: false, errors };
  const previous = editing === undefined ? undefined : contacts.find((c) => c.address === editing);
  return {
    ok: true,
    contact: { label: label.label, address: address.address, addedAt: previous?.addedAt ?? now },
  };
}
