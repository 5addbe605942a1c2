import { createContext, useContext } from 'react';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from './defaults.ts';

export interface LocaleSettings {
  /** BCP 47 tag used for every number and date, e.g. en-US. */
  locale: string;
  /** ISO 4217 code fiat values are shown in, e.g. USD. */
  currency: string;
}

export const DEFAULT_LOCALE_SETTINGS: LocaleSettings = { locale: DEFAULT_LOCALE, currency: DEFAULT_CURRENCY };

export const LocaleContext = createContext<LocaleSettings>(DEFAULT_LOCALE_SETTINGS);

/** The display locale and currency; the user's choice overrides the defaults once settings exist. */
export function useLocaleSettings(): LocaleSettings {
  return useContext(LocaleContext);
}
