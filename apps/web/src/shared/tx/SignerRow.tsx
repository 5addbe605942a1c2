import { Group, Text } from '@mantine/core';
import { AccountIcon } from '../ui/AccountIcon/index.ts';
import { shortAddress } from '../address/index.ts';
import { useTranslation } from 'react-i18next';

/** The account that will sign, as the review shows it: identicon, name and short address. */
export function SignerRow({ name, address }: { name: string; address: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" className="tx-signer" data-testid="review-signer">
      <AccountIcon address={address} size={32} />
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {t('tx.signer')}
        </Text>
        <Text size="sm" fw={600} truncate>
          {name}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace" title={address}>
          {shortAddress(address)}
        </Text>
      </div>
    </Group>
  );
}
