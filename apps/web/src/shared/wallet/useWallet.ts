import { useSyncExternalStore } from 'react';
import { wallet, type WalletState } from './store.ts';

export function useWallet(): WalletState {
  return useSyncExternalStore(wallet.subscribe, wallet.getSnapshot);
}
