import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from './languages.ts';
import { useStarted } from '../ui/useStarted.ts';
import { setLanguage } from './setLanguage.ts';

/**
 * The language switch for pages without Mantine (the home page): a native select, so it is light, keyboard
 * friendly and named "Language" (or "Wika") for assistive technology. Each option is in its own language.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const started = useStarted();
  return (
    <div className={className}>
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={i18n.language}
        disabled={!started}
        onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
