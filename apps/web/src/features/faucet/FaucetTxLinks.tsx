import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FaucetGrant } from '../../shared/api/lumiApi.ts';
import { ExplorerLink } from '../../shared/explorer/index.ts';
import { useFiatWorth } from '../../shared/fiat/useFiatWorth.ts';

/**
 * Under a grant's sentence (loaded with it, off the first paint): what the tokens are worth together where the
 * chain values them, and a link to each transfer, named by its token (the built-in view, or the chain's
 * explorer).
 */
export function FaucetTxLinks({ grant }: { grant: FaucetGrant }) {
  const { t } = useTranslation();
  const worth = useFiatWorth()(
    '',
    grant.transfers.map(({ amount, asset }) => ({ amount, symbol: asset })),
  );
  return (
    <>
      {worth && (
        <Text size="sm" data-testid="faucet-worth">
          {worth}
        </Text>
      )}
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
    </>
  );
}
