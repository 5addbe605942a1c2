import type { ReactNode } from 'react';
import { DEFAULT_LOCALE_SETTINGS, LocaleContext } from '../shared/format/LocaleContext.ts';

/** Every app-wide provider, in one place. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <LocaleContext value={DEFAULT_LOCALE_SETTINGS}>{children}</LocaleContext>;
}
