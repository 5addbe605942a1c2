import { useSyncExternalStore } from 'react';
import { wallet, type WalletState } from './store.ts';

export function useWallet(): WalletState {
  // The build's prerender (app/prerender) reads the same snapshot: there, a first visit's (no session).
  return useSyncExternalStore(wallet.subscribe, wallet.getSnapshot, wallet.getSnapshot);
}
