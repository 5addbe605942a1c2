import { lazy, Suspense } from 'react';
import { withEnglishRest } from '../../shared/i18n/index.ts';

// The wallet button and its account menu (Mantine's Menu with floating-ui, the pending transactions list, the
// keystore export) come in a chunk fetched right after the shell's first paint: nothing there is needed to
// show the page. The slot keeps its place in the header meanwhile, so nothing moves when it arrives.
const WalletButton = lazy(async () => ({
  default: (await withEnglishRest(import('./WalletButton.tsx'))).WalletButton,
}));

export function LazyWalletButton() {
  return (
    <Suspense fallback={<span className="wallet-slot" aria-hidden="true" />}>
      <WalletButton />
    </Suspense>
  );
}
