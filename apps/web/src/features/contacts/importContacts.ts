// Import: the whole file is checked first; it is applied only when every entry is usable, so a file with one
// bad entry changes nothing (the user fixes it and imports again).
import { publicKeyHex } from '../../shared/address/index.ts';
import { CONTACTS_MAX, type Contact } from '../../shared/config/contacts.ts';
import { message, type Message } from '../../shared/i18n/message.ts';
import { checkLabel, contactAddress } from './contactInput.ts';
import { sortContacts } from './contactList.ts';
import { EXCHANGE_FORMAT } from './exchange.ts';

/** 1 MiB: far beyond 300 contacts; anything larger is not an address book. */
export const IMPORT_MAX_BYTES = 1024 * 1024;

export interface ImportProblem {
  /** 1-based entry number in the file; undefined for a problem with the file as a whole. */
  entry?: number;
  message: Message;
}

export type ImportPlan =
  | { ok: true; contacts: Contact[]; added: number; alreadyKnown: number; repeated: number }
  | { ok: false; problems: ImportProblem[] };

function entriesOf(data: unknown): unknown[] | undefined {
  if (Array.isArray(data)) return data as unknown[];
  if (data && typeof data === 'object') {
    const file = data as Record<string, unknown>;
    if (file.format === EXCHANGE_FORMAT && Array.isArray(file.contacts)) return file.contacts as unknown[];
  }
  return undefined;
}

function dateOf(value: unknown, now: number): number | undefined {
  if (value === undefined) return now;
  const ms = typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value : NaN;
  return Number.isSafeInteger(ms) && ms >= 0 ? ms : undefined;
}

const fail = (problems: ImportProblem[]): ImportPlan => ({ ok: false, problems });

export const importTooLarge = (): ImportPlan => fail([{ message: message('contacts.import.tooLarge') }]);

/**
 * What importing `text` into `existing` gives: the merged list (an account already in the book keeps its
 * entry; one listed twice in the file is taken once) and the counts, or every problem found, each with its
 * entry number and reason.
 */
export function planImport(existing: readonly Contact[], text: string, now: number): ImportPlan {
  if (text.length > IMPORT_MAX_BYTES) return importTooLarge();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail([{ message: message('contacts.import.notJson') }]);
  }
  const entries = entriesOf(data);
  if (!entries) return fail([{ message: message('contacts.import.notContacts') }]);

  const problems: ImportProblem[] = [];
  const known = new Set(existing.map((c) => publicKeyHex(c.address)));
  const fresh: Contact[] = [];
  let alreadyKnown = 0;
  let repeated = 0;
  entries.forEach((value, index) => {
    const entry = index + 1;
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      problems.push({ entry, message: message('contacts.import.notEntry') });
      return;
    }
    const row = value as Record<string, unknown>;
    const label = checkLabel(typeof row.label === 'string' ? row.label : '');
    const address =
      typeof row.address === 'string'
        ? contactAddress(row.address)
        : ({ ok: false, error: message('contacts.address.empty') } as const);
    const addedAt = dateOf(row.addedAt, now);
    if (!label.ok) problems.push({ entry, message: label.error });
    if (!address.ok) problems.push({ entry, message: address.error });
    if (addedAt === undefined) problems.push({ entry, message: message('contacts.import.badDate') });
    if (!label.ok || !address.ok || addedAt === undefined) return;
    if (known.has(address.key)) {
      if (existing.some((c) => publicKeyHex(c.address) === address.key)) alreadyKnown += 1;
      else repeated += 1;
      return;
    }
    known.add(address.key);
    fresh.push({ label: label.label, address: address.address, addedAt });
  });
  if (problems.length > 0) return fail(problems);
  if (existing.length + fresh.length > CONTACTS_MAX)
    return fail([{ message: message('contacts.import.tooMany', { max: CONTACTS_MAX }) }]);
  return {
    ok: true,
    contacts: sortContacts([...existing, ...fresh]),
    added: fresh.length,
    alreadyKnown,
    repeated,
  };
}
