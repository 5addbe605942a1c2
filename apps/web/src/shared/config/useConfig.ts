import { useSyncExternalStore } from 'react';
import { appConfig } from './appConfig.ts';
import type { LumiConfig } from './store.ts';

/** The current configuration; re-renders when it changes here or in another tab. */
export function useConfig(): LumiConfig {
  return useSyncExternalStore(appConfig.subscribe, appConfig.getSnapshot);
}
