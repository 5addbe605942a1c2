import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { wallet } from '../../shared/wallet/store.ts';
import { AccountRow } from '../../shared/ui/AccountRow.tsx';

type Loaded = { accounts: { name: string; address: string }[] } | { error: string } | undefined;

/** Alice … Ferdie, offered only on a development chain. */
export function DevAccountsPanel({ onDone }: { onDone: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>(undefined);
  useEffect(() => {
    let live = true;
    import('../../shared/wallet/crypto/keys.ts')
      .then((keys) => keys.devAccounts())
      .then((accounts) => live && setLoaded({ accounts }))
      .catch((error: unknown) => live && setLoaded({ error: String(error) }));
    return () => {
      live = false;
    };
  }, []);

  if (!loaded) return <Loader size="sm" role="status" aria-label="Loading development accounts" />;
  if ('error' in loaded)
    return <Alert color="red">Could not derive the development accounts: {loaded.error}</Alert>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        This node runs a development chain. Its well-known test accounts are funded at genesis and anyone can
        sign for them: never use them on a live network.
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
              aria-label={`Use ${name}`}
            >
              Use
            </Button>
          }
        />
      ))}
    </Stack>
  );
}
