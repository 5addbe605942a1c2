import { useSyncExternalStore } from 'react';
import { appConfig } from './appConfig.ts';
import type { LumiConfig } from './store.ts';

/** The current configuration; re-renders when it changes here or in another tab. */
export function useConfig(): LumiConfig {
  // The build's prerender (app/prerender) reads the same snapshot: there, a first visit's (no storage).
  return useSyncExternalStore(appConfig.subscribe, appConfig.getSnapshot, appConfig.getSnapshot);
}
