import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FaucetGrant } from '../../shared/api/lumiApi.ts';
import { ExplorerLink } from '../../shared/explorer/index.ts';

/** A link to each transfer of a grant, named by its token (the built-in view, or the chain's explorer). */
export function FaucetTxLinks({ grant }: { grant: FaucetGrant }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" mt={4}>
      {grant.transfers.map((transfer) => (
        <ExplorerLink
          key={transfer.txHash}
          target={{ kind: 'extrinsic', hash: transfer.txHash, block: transfer.blockNumber }}
          className="tx-link"
        >
          {t('faucet.viewTransfer', { asset: transfer.asset })}
        </ExplorerLink>
      ))}
    </Group>
  );
}
