// Renders decisions' messages with the real English catalogue, so unit tests keep asserting the exact words a
// user reads (and fail when a key is missing from the catalogue).
import i18next from 'i18next';
import en from '../../src/shared/i18n/locales/en.json';
import type { Message } from '../../src/shared/i18n/message.ts';

const instance = i18next.createInstance();
void instance.init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The English text of a key (throws on a key the catalogue lacks, so a typo cannot pass as text). */
export function english(key: string, values?: Record<string, unknown>): string {
  if (!instance.exists(key, values)) throw new Error(`"${key}" is not in the English catalogue`);
  return instance.t(key, values);
}

/** The English text of a decision's message; undefined stays undefined. */
export function englishOf<M extends Message | undefined>(message: M): M extends Message ? string : undefined;
export function englishOf(message: Message | undefined): string | undefined {
  return message === undefined ? undefined : english(message.key, message.values);
}
