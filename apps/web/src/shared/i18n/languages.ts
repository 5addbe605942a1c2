// The UI languages and how one is chosen: pure, no i18next, so the configuration and the preferences can use it.

/** The languages the UI is offered in; English is the source and the fallback. */
export const LANGUAGES = ['en', 'fil'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A language's own name, as its speakers write it (so a user can find theirs whatever the UI shows). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fil: 'Filipino' };

/** The number and date format that goes with each language until the user picks another in Settings. */
export const FORMAT_LOCALE_OF: Record<Language, string> = { en: 'en-US', fil: 'fil-PH' };

/** Set to "on" (by a developer or a test) to show every string in the pseudo-locale. Not a user setting. */
export const PSEUDO_LOCALE_KEY = 'lumi-pseudo-locale';

export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of the browser's preferred languages the app speaks: Filipino for fil or tl (Tagalog, which browsers
 * and older systems still report for Filipino), English for en; English when none matches.
 */
export function languageFromNavigator(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/u)[0];
    if (primary === 'fil' || primary === 'tl') return 'fil';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** The stored choice when there is a valid one, else what the browser prefers. */
export function initialLanguage(stored: string, preferred: readonly string[]): Language {
  return isLanguage(stored) ? stored : languageFromNavigator(preferred);
}

/** The browser's preferred languages, most preferred first; none outside a browser. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}
