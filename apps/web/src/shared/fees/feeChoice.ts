// The user's fee-asset choice, shared by every form for the session (a choice made on Swap holds on Send).
// Kept in memory: `auto` on each visit, so a wallet that later holds LUMI is not left paying in PHPU by an
// old choice.
import { useSyncExternalStore } from 'react';
import type { FeeChoice } from './feeAsset.ts';

let choice: FeeChoice = 'auto';
const listeners = new Set<() => void>();

export const feeChoice = {
  get: (): FeeChoice => choice,
  set: (next: FeeChoice): void => {
    if (next === choice) return;
    choice = next;
    for (const listener of [...listeners]) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useFeeChoice(): FeeChoice {
  return useSyncExternalStore(feeChoice.subscribe, feeChoice.get);
}
