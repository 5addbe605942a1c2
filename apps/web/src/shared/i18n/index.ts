export { i18n, startI18n, englishRest, withEnglishRest, PSEUDO_LOCALE_KEY, type UiLanguage } from './i18n.ts';
export {
  FORMAT_LOCALE_OF,
  LANGUAGES,
  LANGUAGE_NAMES,
  browserLanguages,
  initialLanguage,
  isLanguage,
  languageFromNavigator,
  type Language,
} from './languages.ts';
export { setLanguage } from './setLanguage.ts';
export { message, type Message } from './message.ts';
export { LanguageSelect } from './LanguageSelect.tsx';
