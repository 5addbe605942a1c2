import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Identicon } from './AccountIcon/index.ts';
import { CopyIcon } from './icons/CopyIcon.tsx';
import { shortAddress } from '../address/index.ts';
import { useTranslation } from 'react-i18next';

/** Identicon, name and short address, with a copy button. */
export function AccountRow({ name, address, extra }: { name: string; address: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between" w="100%">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Identicon address={address} size={32} />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {name}
          </Text>
          <Text size="sm" c="dimmed" ff="monospace" title={address}>
            {shortAddress(address)}
          </Text>
        </div>
      </Group>
      <Group gap={4} wrap="nowrap">
        {extra}
        <CopyButton value={address}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('wallet.menu.copied') : t('wallet.menu.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={
                  copied ? t('account.copiedNamed', { address }) : t('account.copyNamed', { address })
                }
              >
                <CopyIcon copied={copied} />
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Group>
  );
}
