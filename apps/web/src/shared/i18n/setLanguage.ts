import { appConfig } from '../config/index.ts';
import { localePreference } from '../preferences/preferences.ts';
import { FORMAT_LOCALE_OF, type Language } from './languages.ts';

/**
 * The user's language choice: stored in the configuration (i18n follows it), and numbers and dates switch to the
 * language's usual format; Settings can still pick another format afterwards.
 */
export function setLanguage(language: Language): void {
  const result = appConfig.set('language', language);
  if (!result.ok) return;
  localePreference.set(FORMAT_LOCALE_OF[language]);
}
