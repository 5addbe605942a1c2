import { Menu, Text } from '@mantine/core';
import type { PendingTx } from './pendingStore.ts';
import { sameAccount } from '../address/index.ts';
import { usePendingTxs } from './usePendingTxs.ts';

/** How many resolved transactions the menu keeps showing below the pending ones. */
const RECENT = 5;

function stateText(entry: PendingTx): string {
  const outcome = entry.outcome;
  if (!outcome) return 'Submitted — confirming…';
  const at = `#${outcome.block.toLocaleString('en-US')}`;
  switch (outcome.kind) {
    case 'success':
      return `Finalized in block ${at}`;
    case 'failed':
      return `Failed in block ${at}: ${outcome.error.message}`;
    case 'replaced':
      return 'Replaced or dropped (its nonce was used by another transaction)';
    case 'expired':
      return 'Expired without being included';
  }
}

/** The account menu's transactions: the connected account's pending ones, then the last few resolved. */
export function PendingTxList({ address }: { address: string }) {
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
        {pending.length === 0 ? 'No pending transactions' : `Pending transactions (${pending.length})`}
      </Menu.Label>
      {shown.length > 0 && (
        <ul className="tx-pending-list" aria-label="Recent transactions" data-testid="pending-txs">
          {shown.map((entry) => (
            <li key={entry.hash} data-state={entry.outcome?.kind ?? 'pending'} title={entry.hash}>
              <Text size="xs" fw={600} lh={1.3}>
                {entry.title}
              </Text>
              <Text size="xs" c={entry.outcome?.kind === 'failed' ? 'red' : 'dimmed'} lh={1.3}>
                {stateText(entry)}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
