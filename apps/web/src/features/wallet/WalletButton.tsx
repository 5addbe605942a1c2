import { Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useWalletErrorText } from '../../shared/wallet/useWalletErrorText.ts';
import { useClipboard } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Identicon } from '../../shared/ui/AccountIcon/index.ts';
import { sameAccount, shortAddress } from '../../shared/address/index.ts';
import { PendingTxList } from '../../shared/tx/PendingTxList.tsx';
import '../../shared/tx/tx.css';
import { wallet } from '../../shared/wallet/store.ts';
import { useExtensionWatch } from '../../shared/wallet/useExtensionWatch.ts';
import { useWallet } from '../../shared/wallet/useWallet.ts';
import { connectModal } from '../../shared/wallet/connectModal.ts';
import { exportKeystore } from './exportKeystore.ts';

const UnlockModal = lazy(async () => ({ default: (await import('./UnlockModal.tsx')).UnlockModal }));

const SOURCE_LABEL = {
  dev: 'wallet.source.dev',
  local: 'wallet.source.local',
  extension: 'wallet.source.extension',
} as const;

/** "Connect wallet", or the connected account with its menu (copy, lock/unlock, export, switch, disconnect). */
export function WalletButton() {
  const { session, keystores, unlocked, notice } = useWallet();
  useExtensionWatch();
  const clipboard = useClipboard({ timeout: 1500 });
  const [unlockOpen, setUnlockOpen] = useState(false);
  const { t } = useTranslation();
  const sayWalletError = useWalletErrorText();

  if (!session) {
    return (
      <Group gap="xs" wrap="nowrap">
        {notice && (
          <Text size="xs" c="orange" role="status" maw={220} lh={1.3}>
            {t(notice.key, notice.values)}
          </Text>
        )}
        <Button
          onClick={() => {
            wallet.dismissNotice();
            connectModal.open();
          }}
          radius="xl"
          data-wallet-button
        >
          {t('action.connect')}
        </Button>
      </Group>
    );
  }
  const keystore =
    session.source.kind === 'local'
      ? keystores.find((k) => sameAccount(k.address, session.address))
      : undefined;
  const isUnlocked = unlocked.has(session.address);
  const sourceLabel =
    session.source.kind === 'extension'
      ? t('wallet.source.named', { extension: session.source.extension })
      : t(SOURCE_LABEL[session.source.kind]);

  return (
    <>
      <Menu position="bottom-end" width={260} withinPortal>
        <Menu.Target>
          <UnstyledButton
            className="wallet-switcher"
            data-wallet-button
            aria-label={t('wallet.menu.open', { name: session.name, address: session.address })}
          >
            <Group gap={8} wrap="nowrap">
              <Identicon address={session.address} size={28} />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate lh={1.2}>
                  {session.name}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace" lh={1.2}>
                  {shortAddress(session.address)}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{sourceLabel}</Menu.Label>
          <Menu.Item onClick={() => clipboard.copy(session.address)}>
            {clipboard.copied ? t('wallet.menu.copied') : t('wallet.menu.copy')}
          </Menu.Item>
          {keystore &&
            (isUnlocked ? (
              <Menu.Item onClick={() => wallet.lock(session.address)}>{t('wallet.menu.lock')}</Menu.Item>
            ) : (
              <Menu.Item onClick={() => setUnlockOpen(true)}>{t('wallet.menu.unlock')}</Menu.Item>
            ))}
          {keystore && (
            <Menu.Item onClick={() => exportKeystore(keystore)}>{t('wallet.menu.export')}</Menu.Item>
          )}
          <Menu.Item onClick={connectModal.open}>{t('wallet.menu.switch')}</Menu.Item>
          <Menu.Divider />
          <PendingTxList address={session.address} />
          <Menu.Divider />
          {keystore && (
            <Menu.Item
              color="red"
              onClick={() => {
                if (window.confirm(t('wallet.menu.forgetConfirm', { name: session.name }))) {
                  try {
                    wallet.forget(session.address);
                  } catch (error) {
                    window.alert(sayWalletError(error));
                  }
                }
              }}
            >
              {t('wallet.menu.forget')}
            </Menu.Item>
          )}
          <Menu.Item color="red" onClick={wallet.disconnect}>
            {t('wallet.menu.disconnect')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Text className="visually-hidden" role="status">
        {clipboard.copied ? t('wallet.menu.copied') : ''}
      </Text>
      {keystore && unlockOpen && (
        <Suspense fallback={null}>
          <UnlockModal
            address={session.address}
            name={session.name}
            opened={unlockOpen}
            onClose={() => setUnlockOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
