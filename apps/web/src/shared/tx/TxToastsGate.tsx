import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { withEnglishRest } from '../i18n/index.ts';
import { toastsNeeded, txActivity } from './txActivity.ts';

// The toasts, the transaction machinery they watch and the stored transactions' sync (~24 kB gzipped, a dozen
// chunks) load only once there is something to show: a first visit, or one with nothing in flight, never fetches
// them, and its start-up is that much shorter.
const TxToasts = lazy(async () => ({
  default: (await withEnglishRest(import('./TxToasts.tsx'))).TxToasts,
}));

/** How many stored transactions are still unresolved; the store itself comes after the first paint. */
function useUnresolvedStored(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./pendingStore.ts').then(({ pendingTxs }) => {
      if (gone) return;
      const read = () => setCount(pendingTxs.getSnapshot().filter((entry) => !entry.outcome).length);
      read();
      stop = pendingTxs.subscribe(read);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return count;
}

/** The /dapp layout's live region for transaction toasts; what fills it loads when first needed. */
export function TxToastsGate() {
  const { t } = useTranslation();
  const jobsMade = useSyncExternalStore(txActivity.subscribe, txActivity.getSnapshot, txActivity.getSnapshot);
  const unresolved = useUnresolvedStored();
  // Once loaded, the toasts stay: they run the sync that resolves what was stored.
  const [loaded, setLoaded] = useState(false);
  const needed = toastsNeeded(jobsMade, unresolved);
  useEffect(() => {
    if (needed) setLoaded(true);
  }, [needed]);
  return (
    <section className="tx-toasts" aria-label={t('tx.toast.label')} aria-live="polite">
      {(needed || loaded) && (
        <Suspense fallback={null}>
          <TxToasts />
        </Suspense>
      )}
    </section>
  );
}
