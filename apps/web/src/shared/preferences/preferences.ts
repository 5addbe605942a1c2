// User preferences of the /dapp area, each under its own local-storage key, validated on every read and
// followed across tabs.
import { useSyncExternalStore } from 'react';
import { DEFAULT_SLIPPAGE_BPS, MAX_SLIPPAGE_BPS } from './slippage.ts';
import { appConfig } from '../config/index.ts';
import { DEFAULT_CURRENCY } from '../format/index.ts';
import { FORMAT_LOCALE_OF, browserLanguages, initialLanguage } from '../i18n/languages.ts';

interface Preference<T> {
  get(): T;
  set(value: T): void;
  use(): T;
}

function preference<T>(
  key: string,
  parse: (raw: string) => T | undefined,
  format: (v: T) => string,
  fallback: T,
) {
  const listeners = new Set<() => void>();
  const read = (): T => {
    try {
      const raw = window.localStorage.getItem(key);
      return (raw === null ? undefined : parse(raw)) ?? fallback;
    } catch {
      return fallback;
    }
  };
  let current = read();
  const notify = (next: T) => {
    if (Object.is(next, current)) return;
    current = next;
    for (const listener of [...listeners]) listener();
  };
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === key) notify(read());
  });
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const result: Preference<T> = {
    get: () => current,
    set(value) {
      if (parse(format(value)) === undefined) throw new RangeError(`Invalid value for ${key}`);
      try {
        window.localStorage.setItem(key, format(value));
      } catch {
        // Storage refused: the choice lasts for this page only.
      }
      notify(value);
    },
    // The build's prerender (app/prerender) reads the same value: there, a first visit's default.
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => current,
        () => current,
      ),
  };
  return result;
}

export const DISPLAY_CURRENCY_KEY = 'lumi-display-currency';
export const SLIPPAGE_KEY = 'lumi-slippage-bps';

export const displayCurrency = preference<string>(
  DISPLAY_CURRENCY_KEY,
  (raw) => (/^[A-Z]{3}$/u.test(raw) ? raw : undefined),
  (value) => value,
  DEFAULT_CURRENCY,
);

/** The default slippage tolerance in basis points (0.5 % unless the user chose otherwise). */
export const slippageDefault = preference<bigint>(
  SLIPPAGE_KEY,
  (raw) => {
    if (!/^\d{1,5}$/u.test(raw)) return undefined;
    const bps = BigInt(raw);
    return bps <= MAX_SLIPPAGE_BPS ? bps : undefined;
  },
  (value) => value.toString(),
  DEFAULT_SLIPPAGE_BPS,
);

export const SLIPPAGE_AUTO_KEY = 'lumi-slippage-auto';

/**
 * Whether the slippage tolerance is the automatic one (autoSlippage.ts). On until the user picks a tolerance;
 * someone who chose one before Auto existed (a stored `lumi-slippage-bps`) keeps it.
 */
export const slippageAuto = preference<boolean>(
  SLIPPAGE_AUTO_KEY,
  (raw) => (raw === 'on' ? true : raw === 'off' ? false : undefined),
  (value) => (value ? 'on' : 'off'),
  (() => {
    try {
      return window.localStorage.getItem(SLIPPAGE_KEY) === null;
    } catch {
      return true;
    }
  })(),
);

export const setDisplayCurrency = (code: string) => displayCurrency.set(code);
export const useDisplayCurrency = () => displayCurrency.use();

export const LOCALE_KEY = 'lumi-locale';
/** The number and date formats the app offers (label: the catalogue key of its name). */
export const LOCALES = [
  { value: 'en-US', label: 'settings.display.localeEn' },
  { value: 'fil-PH', label: 'settings.display.localeFil' },
] as const;

export const localePreference = preference<string>(
  LOCALE_KEY,
  (raw) => (LOCALES.some((l) => l.value === raw) ? raw : undefined),
  (value) => value,
  // Until the user picks a format, the one that goes with the UI language (so a Filipino browser gets fil-PH).
  FORMAT_LOCALE_OF[initialLanguage(appConfig.getSnapshot().language, browserLanguages())],
);
