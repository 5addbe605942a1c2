import { useSyncExternalStore } from 'react';
import { appConfig } from './appConfig.ts';
import type { LumiConfig } from './store.ts';

/** The current configuration; re-renders when it changes here or in another tab. */
export function useConfig(): LumiConfig {
  // The build's prerender (app/prerender) reads the same snapshot: there, a first visit's (no storage).
  return useSyncExternalStore(appConfig.subscribe, appConfig.getSnapshot, appConfig.getSnapshot);
}

/**
 * One value of the configuration; re-renders only when that value changes. The chain's DEX fields are written
 * when its data first arrives, and a store update re-renders its readers synchronously: a component that needs
 * the endpoint or the profile (the chain provider, the shell's sections) reads it here so that write passes it
 * by. `select` must return a primitive or a value kept by the snapshot (a new object each call re-renders always).
 */
export function useConfigValue<T>(select: (config: LumiConfig) => T): T {
  const read = () => select(appConfig.getSnapshot());
  return useSyncExternalStore(appConfig.subscribe, read, read);
}
