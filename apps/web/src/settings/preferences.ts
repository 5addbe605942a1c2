// User preferences of the /dapp area (display currency for now), validated on every read.
import { useSyncExternalStore } from 'react';
import { DEFAULT_CURRENCY } from '../lib/format/index.ts';

export const DISPLAY_CURRENCY_KEY = 'lumi-display-currency';

const listeners = new Set<() => void>();

function read(): string {
  try {
    const value = window.localStorage.getItem(DISPLAY_CURRENCY_KEY);
    return value && /^[A-Z]{3}$/u.test(value) ? value : DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

let current = read();

function notify(): void {
  const next = read();
  if (next === current) return;
  current = next;
  for (const listener of [...listeners]) listener();
}

window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === DISPLAY_CURRENCY_KEY) notify();
});

export function setDisplayCurrency(code: string): void {
  if (!/^[A-Z]{3}$/u.test(code)) throw new RangeError(`Not a currency code: ${code}`);
  try {
    window.localStorage.setItem(DISPLAY_CURRENCY_KEY, code);
  } catch {
    // Storage refused: the choice lasts for this page only.
    current = code;
  }
  notify();
  for (const listener of [...listeners]) listener();
}

export function useDisplayCurrency(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
