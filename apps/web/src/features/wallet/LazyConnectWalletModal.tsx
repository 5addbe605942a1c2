import { lazy, Suspense, useState } from 'react';
import { useConnectModalOpen } from '../../shared/wallet/connectModal.ts';
import { withEnglishRest } from '../../shared/i18n/index.ts';

// The dialog (its forms, tabs and the extension bridge) is fetched the first time it opens.
const ConnectWalletModal = lazy(async () => ({
  default: (await withEnglishRest(import('./ConnectWalletModal.tsx'))).ConnectWalletModal,
}));

export function LazyConnectWalletModal() {
  const open = useConnectModalOpen();
  const [everOpened] = useEverTrue(open);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <ConnectWalletModal />
    </Suspense>
  );
}

/** True from the first time `value` was true on (keeps the dialog mounted for its closing animation). */
function useEverTrue(value: boolean): [boolean] {
  const [ever, setEver] = useState(value);
  if (value && !ever) setEver(true);
  return [ever || value];
}
