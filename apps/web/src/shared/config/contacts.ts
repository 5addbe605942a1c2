// The address book's stored form (local-storage key `lumi-contacts`): a JSON array of contacts, each an account
// address in the generic SS58 format (42), so one account is one entry whatever format it was written in.
import { z } from 'zod/mini';
// The SS58 codec alone (no network registry): the configuration is read on every first paint.
import { encodeAddress, ss58Payload } from '@lumi/chain/address/ss58';

export const CONTACT_LABEL_MAX = 64;
/** Keeps the stored list well inside the store's 64 KiB per value (about 160 bytes a contact). */
export const CONTACTS_MAX = 300;
export const CONTACT_ADDRESS_FORMAT = 42;

/** A 32-byte account address in the generic format 42 (account indices and other formats are not stored). */
export const isStoredContactAddress = (text: string): boolean => {
  const payload = ss58Payload(text);
  return payload?.length === 32 && encodeAddress(payload, CONTACT_ADDRESS_FORMAT) === text;
};

export const contactSchema = z.object({
  label: z.string().check(
    z.refine((text) => text.trim() === text && text.length > 0, 'A label is needed, without outer spaces.'),
    z.maxLength(CONTACT_LABEL_MAX, `A label has at most ${CONTACT_LABEL_MAX} characters.`),
  ),
  address: z.string().check(z.refine(isStoredContactAddress, 'Not an account address in format 42.')),
  /** When the contact was added, milliseconds since 1970. */
  addedAt: z.int().check(z.nonnegative()),
});

export type Contact = z.infer<typeof contactSchema>;

export const contactsSchema = z
  .array(contactSchema)
  .check(z.maxLength(CONTACTS_MAX, `At most ${CONTACTS_MAX} contacts are kept.`));

/** The stored text's check, for the configuration store. */
export const contactsText = z.string().check(
  z.refine((text) => {
    try {
      return contactsSchema.safeParse(JSON.parse(text)).success;
    } catch {
      return false;
    }
  }, 'Not an address book.'),
);

/** The address book in the configuration; empty when none is stored (or it cannot be read: `invalidContacts`). */
export function contactsOf(config: { contacts: string }): Contact[] {
  if (config.contacts === '') return [];
  return contactsSchema.parse(JSON.parse(config.contacts));
}
