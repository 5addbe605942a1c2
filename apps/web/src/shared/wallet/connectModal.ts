import { useSyncExternalStore } from 'react';

// Whether the "Connect wallet" dialog is open; any screen can open it.
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of [...listeners]) listener();
}

export const connectModal = {
  open: () => set(true),
  close: () => set(false),
};

export function useConnectModalOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    // The build's prerender (app/prerender): closed, as on every first render.
    () => open,
  );
}
