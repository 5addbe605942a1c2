import { Menu, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingTx } from './pendingStore.ts';
import { sameAccount } from '../address/index.ts';
import { usePendingTxs } from './usePendingTxs.ts';
import { formatBlockNumber } from '../format/blockNumber.ts';

/** How many resolved transactions the menu keeps showing below the pending ones. */
const RECENT = 5;

const FailedTxText = lazy(async () => ({ default: (await import('./FailedTxText.tsx')).FailedTxText }));

function stateText(entry: PendingTx, t: TFunction): ReactNode {
  const outcome = entry.outcome;
  if (!outcome) return t('tx.state.submitted');
  const block = formatBlockNumber(outcome.block);
  switch (outcome.kind) {
    case 'success':
      return t('tx.state.finalized', { block });
    case 'failed':
      return (
        <Suspense fallback={t('tx.state.failed', { block, error: '…' })}>
          <FailedTxText block={block} error={outcome.error} />
        </Suspense>
      );
    case 'replaced':
      return t('tx.state.replaced');
    case 'expired':
      return t('tx.state.expired');
  }
}

/** The account menu's transactions: the connected account's pending ones, then the last few resolved. */
export function PendingTxList({ address }: { address: string }) {
  const { t } = useTranslation();
  const mine = usePendingTxs().filter((entry) => sameAccount(entry.signer, address));
  const pending = mine.filter((entry) => !entry.outcome);
  const recent = mine
    .filter((entry) => entry.outcome)
    .slice(-RECENT)
    .reverse();
  const shown = [...pending.slice().reverse(), ...recent];
  return (
    <>
      <Menu.Label>
        {pending.length === 0 ? t('tx.pending.none') : t('tx.pending.count', { count: pending.length })}
      </Menu.Label>
      {shown.length > 0 && (
        <ul className="tx-pending-list" aria-label={t('tx.pending.recent')} data-testid="pending-txs">
          {shown.map((entry) => (
            <li key={entry.hash} data-state={entry.outcome?.kind ?? 'pending'} title={entry.hash}>
              <Text size="xs" fw={600} lh={1.3}>
                {entry.title}
              </Text>
              <Text size="xs" c={entry.outcome?.kind === 'failed' ? 'red' : 'dimmed'} lh={1.3}>
                {stateText(entry, t)}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
