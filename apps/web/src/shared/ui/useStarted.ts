import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the HTML the build prerenders, true once the app runs in the browser: a control that needs the app
 * (a select whose change handler is JavaScript) is disabled in that HTML instead of ignoring what the user does.
 */
export function useStarted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
