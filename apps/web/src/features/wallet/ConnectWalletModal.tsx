import { Alert, Loader, Group, Modal, Tabs, Text } from '@mantine/core';
import { useChainStatus } from '../../shared/chain/ChainContext.ts';
import { useChainWaitExpired } from '../../shared/chain/useChainWait.ts';
import { useDialogFocusReturn, walletButton } from '../../shared/ui/useDialogFocusReturn.ts';
import { connectModal, useConnectModalOpen } from '../../shared/wallet/connectModal.ts';
import { DevAccountsPanel } from './DevAccountsPanel.tsx';
import { ExtensionPanel } from './ExtensionPanel.tsx';
import { LocalAccountsPanel } from './LocalAccountsPanel.tsx';
import '@mantine/core/styles/Tabs.css';
import { useTranslation } from 'react-i18next';

/** The "Connect wallet" dialog: extension, in-app and (on development chains) dev accounts. */
export function ConnectWalletModal() {
  const open = useConnectModalOpen();
  const { t } = useTranslation();
  const { chainType, endpoint } = useChainStatus();
  const isDev = chainType === 'Development';
  // Development accounts are offered only once the node says what chain it runs; that wait has an end.
  const gaveUp = useChainWaitExpired(open && chainType === undefined);
  // Once an account connects, the "Connect wallet" button that opened the dialog is gone: focus goes to the
  // account button that replaced it.
  const focusReturn = useDialogFocusReturn(open, walletButton);
  return (
    <Modal
      opened={open}
      onClose={connectModal.close}
      title={t('action.connect')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      {...focusReturn}
    >
      {chainType === undefined &&
        (gaveUp ? (
          <Alert color="orange" role="alert" mb="md" title={t('wallet.connect.noAnswerTitle')}>
            {t('wallet.connect.noAnswer', { endpoint })}
          </Alert>
        ) : (
          <Group gap="xs" mb="md" role="status">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm" c="dimmed">
              {t('wallet.connect.asking')}
            </Text>
          </Group>
        ))}
      <Tabs defaultValue={isDev ? 'dev' : 'extension'} keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="extension">{t('wallet.connect.extensionTab')}</Tabs.Tab>
          <Tabs.Tab value="local">{t('wallet.source.local')}</Tabs.Tab>
          {isDev && <Tabs.Tab value="dev">{t('wallet.connect.devTab')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="extension">
          <ExtensionPanel onDone={connectModal.close} />
        </Tabs.Panel>
        <Tabs.Panel value="local">
          <LocalAccountsPanel onDone={connectModal.close} />
        </Tabs.Panel>
        {isDev && (
          <Tabs.Panel value="dev">
            <DevAccountsPanel onDone={connectModal.close} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Modal>
  );
}
