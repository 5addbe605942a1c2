import type { Contact } from '../../shared/config/index.ts';

/** The list with `contact` added, sorted by label so the book reads the same everywhere. */
export const withContact = (contacts: readonly Contact[], contact: Contact): Contact[] =>
  sortContacts([...contacts, contact]);

/** The list with the contact at `address` replaced by `next`. */
export const withReplaced = (contacts: readonly Contact[], address: string, next: Contact): Contact[] =>
  sortContacts(contacts.map((c) => (c.address === address ? next : c)));

export const withoutContact = (contacts: readonly Contact[], address: string): Contact[] =>
  contacts.filter((c) => c.address !== address);

export function sortContacts(contacts: Contact[]): Contact[] {
  return contacts.sort((a, b) => a.label.localeCompare(b.label) || a.addedAt - b.addedAt);
}
