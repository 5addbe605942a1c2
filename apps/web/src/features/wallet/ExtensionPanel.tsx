import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message, type Message } from '../../shared/i18n/message.ts';
import type { InjectedPolkadotAccount } from 'polkadot-api/pjs-signer';
import { availableExtensions, enableExtension, proveOwnership } from '../../shared/wallet/extensions.ts';
import { wallet } from '../../shared/wallet/store.ts';
import { AccountRow } from '../../shared/ui/AccountRow.tsx';
import { walletErrorMessage } from '../../shared/wallet/walletError.ts';

type Phase =
  | { kind: 'pick' }
  | { kind: 'enabling'; extension: string }
  | { kind: 'accounts'; extension: string; accounts: InjectedPolkadotAccount[] }
  | { kind: 'signing'; extension: string; accounts: InjectedPolkadotAccount[]; address: string }
  | { kind: 'error'; message: Message };

/** Extension accounts: enable, list (kept in sync with the extension), prove ownership, connect. */
export function ExtensionPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [extensions] = useState(availableExtensions);
  const [phase, setPhase] = useState<Phase>({ kind: 'pick' });
  const extension = 'extension' in phase ? phase.extension : undefined;

  useEffect(() => {
    if (!extension) return;
    let unsubscribe: (() => void) | undefined;
    let live = true;
    void enableExtension(extension).then((connected) => {
      if (!live) return;
      unsubscribe = connected.subscribe((accounts) =>
        setPhase((current) =>
          current.kind === 'accounts' && current.extension === extension ? { ...current, accounts } : current,
        ),
      );
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [extension]);

  async function enable(name: string) {
    setPhase({ kind: 'enabling', extension: name });
    try {
      const connected = await enableExtension(name);
      setPhase({ kind: 'accounts', extension: name, accounts: connected.getAccounts() });
    } catch (error) {
      setPhase({ kind: 'error', message: walletErrorMessage(error) });
    }
  }

  async function connect(account: InjectedPolkadotAccount) {
    if (phase.kind !== 'accounts') return;
    const { extension: name, accounts } = phase;
    setPhase({ kind: 'signing', extension: name, accounts, address: account.address });
    try {
      if (!(await proveOwnership(name, account.address))) {
        setPhase({
          kind: 'error',
          message: message('wallet.extension.mismatch'),
        });
        return;
      }
      wallet.selectExtension(name, account.address, account.name ?? name);
      onDone();
    } catch (error) {
      setPhase({ kind: 'error', message: walletErrorMessage(error) });
    }
  }

  if (extensions.length === 0) {
    return <Text size="sm">{t('wallet.extension.none')}</Text>;
  }

  switch (phase.kind) {
    case 'pick':
      return (
        <Stack gap="xs">
          {extensions.map((name) => (
            <Button key={name} variant="default" onClick={() => void enable(name)}>
              {t('wallet.extension.connectNamed', { name })}
            </Button>
          ))}
        </Stack>
      );
    case 'enabling':
      return (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('wallet.extension.waiting', { name: phase.extension })}</Text>
        </Group>
      );
    case 'error':
      return (
        <Stack gap="xs">
          <Alert color="red" role="alert">
            {t(phase.message.key, phase.message.values)}
          </Alert>
          <Button variant="default" onClick={() => setPhase({ kind: 'pick' })}>
            {t('wallet.extension.tryAgain')}
          </Button>
        </Stack>
      );
    case 'accounts':
    case 'signing':
      if (phase.accounts.length === 0) {
        return <Text size="sm">{t('wallet.extension.noAccounts', { name: phase.extension })}</Text>;
      }
      return (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('wallet.extension.pick')}
          </Text>
          {phase.accounts.map((account) => (
            <AccountRow
              key={account.address}
              name={account.name ?? t('wallet.extension.unnamed')}
              address={account.address}
              extra={
                <Button
                  size="xs"
                  loading={phase.kind === 'signing' && phase.address === account.address}
                  disabled={phase.kind === 'signing'}
                  onClick={() => void connect(account)}
                  aria-label={t('wallet.extension.connectNamed', { name: account.name ?? account.address })}
                >
                  {t('wallet.extension.connect')}
                </Button>
              }
            />
          ))}
        </Stack>
      );
  }
}
