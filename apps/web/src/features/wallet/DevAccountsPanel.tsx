import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { wallet } from '../../shared/wallet/store.ts';
import { AccountRow } from '../../shared/ui/AccountRow.tsx';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../../shared/api/useFailureText.ts';

type Loaded = { accounts: { name: string; address: string }[] } | { error: unknown } | undefined;

/** Alice … Ferdie, offered only on a development chain. */
export function DevAccountsPanel({ onDone }: { onDone: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>(undefined);
  const { t } = useTranslation();
  const failure = useFailureText();
  useEffect(() => {
    let live = true;
    import('../../shared/wallet/crypto/keys.ts')
      .then((keys) => keys.devAccounts())
      .then((accounts) => live && setLoaded({ accounts }))
      .catch((error: unknown) => live && setLoaded({ error }));
    return () => {
      live = false;
    };
  }, []);

  if (!loaded) return <Loader size="sm" role="status" aria-label={t('wallet.dev.loading')} />;
  if ('error' in loaded)
    return <Alert color="red">{t('wallet.dev.failed', { error: failure(loaded.error) })}</Alert>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('wallet.dev.summary')}
      </Text>
      {loaded.accounts.map(({ name, address }) => (
        <AccountRow
          key={address}
          name={name}
          address={address}
          extra={
            <Button
              size="xs"
              onClick={() => {
                wallet.selectDev(name, address);
                onDone();
              }}
              aria-label={t('wallet.dev.useNamed', { name })}
            >
              {t('wallet.dev.use')}
            </Button>
          }
        />
      ))}
    </Stack>
  );
}
