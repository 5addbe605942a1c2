import { useMemo } from 'react';
import {
  appConfig,
  contactsOf,
  useConfig,
  type Contact,
  type WriteResult,
} from '../../shared/config/index.ts';

export interface ContactBook {
  contacts: Contact[];
  /** What is stored when it cannot be read ('' when fine): the book is then read-only until the user decides. */
  unreadable: string;
  /** Stores the whole list (all or nothing); refused while an unreadable book is stored, so it is never lost. */
  save(next: readonly Contact[]): WriteResult;
}

export function useContacts(): ContactBook {
  const config = useConfig();
  const contacts = useMemo(() => contactsOf(config), [config]);
  const unreadable = config.invalidContacts;
  return {
    contacts,
    unreadable,
    save: (next) =>
      unreadable !== ''
        ? { ok: false, errors: { contacts: 'The stored address book cannot be read.' } }
        : appConfig.set('contacts', next.length === 0 ? '' : JSON.stringify(next)),
  };
}

/** Discards an unreadable stored book (after the user downloaded or gave it up). */
export const discardUnreadableContacts = (): WriteResult => appConfig.set('contacts', '');
