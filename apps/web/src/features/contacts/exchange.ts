// The address book's file format for export and import: our own, versioned, readable JSON.
import type { Contact } from '../../shared/config/index.ts';

export const EXCHANGE_FORMAT = 'lumi-contacts';
export const EXCHANGE_VERSION = 1;

/** The file an export downloads: every contact with its date as ISO 8601 text. */
export function exportContacts(contacts: readonly Contact[]): string {
  const file = {
    format: EXCHANGE_FORMAT,
    version: EXCHANGE_VERSION,
    contacts: contacts.map((c) => ({
      label: c.label,
      address: c.address,
      addedAt: new Date(c.addedAt).toISOString(),
    })),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** `lumi-contacts-2026-11-26.json` */
export const exportFileName = (now: number): string =>
  `${EXCHANGE_FORMAT}-${new Date(now).toISOString().slice(0, 10)}.json`;
