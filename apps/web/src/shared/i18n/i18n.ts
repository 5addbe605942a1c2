// The one i18next instance. English is bundled (it is also the fallback for any key a lazy catalogue lacks);
// Filipino and the pseudo-locale are fetched as their own chunks the first time they are used, so a visitor who
// reads English never downloads them.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appConfig } from '../config/index.ts';
import en from './locales/en.json';
import { browserLanguages, initialLanguage, type Language } from './languages.ts';

/** A language the i18n instance can show: a user's language, or the pseudo-locale in development and tests. */
export type UiLanguage = Language | 'pseudo';

/** Set to "on" (by a developer or a test) to show every string in the pseudo-locale. Not a user setting. */
export const PSEUDO_LOCALE_KEY = 'lumi-pseudo-locale';

export const i18n = i18next.createInstance();

function pseudoWanted(): boolean {
  try {
    return window.localStorage.getItem(PSEUDO_LOCALE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** The language to show now: the stored choice, else the browser's. */
function wantedLanguage(): UiLanguage {
  if (pseudoWanted()) return 'pseudo';
  return initialLanguage(appConfig.getSnapshot().language, browserLanguages());
}

async function loadCatalogue(language: UiLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const catalogue =
    language === 'fil'
      ? (await import('./locales/fil.json')).default
      : language === 'pseudo'
        ? (await import('./pseudo.ts')).pseudoCatalogue(en)
        : en;
  i18n.addResourceBundle(language, 'translation', catalogue);
}

/** `<html lang>`: what screen readers and the browser's hyphenation and translation offers go by. */
const HTML_LANG: Record<UiLanguage, string> = { en: 'en', fil: 'fil', pseudo: 'en-XA' };

let latest = 0;

async function show(language: UiLanguage): Promise<void> {
  const request = ++latest;
  try {
    await loadCatalogue(language);
  } catch (error) {
    // The chunk could not be fetched (offline, a redeploy): stay in the language on screen.
    console.error(`Could not load the ${language} catalogue`, error);
    return;
  }
  // A later choice overtook this one while its catalogue loaded.
  if (request !== latest) return;
  await i18n.changeLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
}

/** Initialises i18n in the language to show and follows the configuration (this tab's and other tabs' changes). */
export async function startI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'fil', 'pseudo'],
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: false },
  });
  await show(wantedLanguage());
  appConfig.subscribe(() => {
    const wanted = wantedLanguage();
    if (wanted !== i18n.language) void show(wanted);
  });
}
