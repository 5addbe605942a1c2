import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wallet } from '../../shared/wallet/store.ts';
import { useWallet } from '../../shared/wallet/useWallet.ts';
import { accountName } from '../../shared/wallet/keystore.ts';
import { AccountRow } from '../../shared/ui/AccountRow.tsx';
import { CreateAccount } from './CreateAccount.tsx';
import { ImportAccount } from './ImportAccount.tsx';
import { KeptEntries } from './KeptEntries.tsx';

/** Accounts whose encrypted key lives in this browser: pick one, create one or import one. */
export function LocalAccountsPanel({ onDone }: { onDone: () => void }) {
  const { keystores } = useWallet();
  const [mode, setMode] = useState<'list' | 'create' | 'import'>('list');
  const { t } = useTranslation();

  if (mode === 'create') return <CreateAccount onDone={onDone} onCancel={() => setMode('list')} />;
  if (mode === 'import') return <ImportAccount onDone={onDone} onCancel={() => setMode('list')} />;
  return (
    <Stack gap="sm">
      {keystores.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('wallet.local.none')}
        </Text>
      ) : (
        keystores.map((json) => (
          <AccountRow
            key={json.address}
            name={accountName(json)}
            address={json.address}
            extra={
              <Button
                size="xs"
                aria-label={t('wallet.dev.useNamed', { name: accountName(json) })}
                onClick={() => {
                  wallet.selectLocal(json.address);
                  onDone();
                }}
              >
                {t('wallet.dev.use')}
              </Button>
            }
          />
        ))
      )}
      <KeptEntries />
      <Group grow>
        <Button variant="light" onClick={() => setMode('create')}>
          {t('wallet.create.submit')}
        </Button>
        <Button variant="default" onClick={() => setMode('import')}>
          {t('wallet.import.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
