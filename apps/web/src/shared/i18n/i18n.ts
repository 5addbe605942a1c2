// The one i18next instance. English is the fallback for any key another catalogue lacks. Its keys that some
// first paint reads are bundled; the rest (build/catalogueParts.ts) is fetched right after start-up and awaited
// by the screens that need it (`englishRest`). Filipino and the pseudo-locale are fetched whole as their own
// chunks the first time they are used, so a visitor who reads English never downloads them.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appConfig } from '../config/index.ts';
import first from 'virtual:lumi-catalogue/first';
import { PSEUDO_LOCALE_KEY, browserLanguages, initialLanguage, type Language } from './languages.ts';
import { whenIdle } from '../schedule/mainThread.ts';

/** A language the i18n instance can show: a user's language, or the pseudo-locale in development and tests. */
export type UiLanguage = Language | 'pseudo';

export { PSEUDO_LOCALE_KEY };

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
        ? (await import('./pseudo.ts')).pseudoCatalogue((await import('./locales/en.json')).default)
        : first;
  i18n.addResourceBundle(language, 'translation', catalogue);
}

let rest: Promise<void> | undefined;

/**
 * The English keys no first paint reads, added to the catalogue once fetched. Started by `startI18n` when the
 * browser is first idle, or earlier by the first screen that needs them; a screen
 * or dialog that shows those keys awaits it with its chunk. A failed fetch is retried by the next caller.
 */
export function englishRest(): Promise<void> {
  rest ??= Promise.all([
    import('virtual:lumi-catalogue/deferred'),
    import('virtual:lumi-catalogue/chainError'),
    import('virtual:lumi-catalogue/fees'),
  ]).then(
    (parts) => {
      for (const { default: part } of parts) i18n.addResourceBundle('en', 'translation', part, true, true);
    },
    (error: unknown) => {
      rest = undefined;
      throw error;
    },
  );
  return rest;
}

/**
 * `module` once the rest of English is in place too. Should that fetch fail, the module still comes: its keys
 * show until a later attempt adds them (the components re-render then), rather than an error page.
 */
export async function withEnglishRest<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([
    module,
    englishRest().catch((error: unknown) => console.error('Could not load the English catalogue', error)),
  ]);
  return loaded;
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

/** The instance in English with the first-paint keys: what the browser starts from and the build prerenders. */
export async function initEnglish(): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: first } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'fil', 'pseudo'],
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    // A component that rendered before the rest of English arrived shows it as soon as it is added.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
}

/** Initialises i18n in the language to show and follows the configuration (this tab's and other tabs' changes). */
export async function startI18n(): Promise<void> {
  await initEnglish();
  // Fetched and merged when the browser is idle: no first paint reads these keys, and a screen that does awaits
  // them itself, so the merge (and the re-render it causes) stays out of the page's start-up.
  whenIdle(() => {
    englishRest().catch((error: unknown) => console.error('Could not load the English catalogue', error));
  });
  await show(wantedLanguage());
  appConfig.subscribe(() => {
    const wanted = wantedLanguage();
    if (wanted !== i18n.language) void show(wanted);
  });
}
