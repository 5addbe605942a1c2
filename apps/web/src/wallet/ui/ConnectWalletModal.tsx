import { Modal, Tabs } from '@mantine/core';
import { useChainStatus } from '../../chain/ChainContext.ts';
import { useDialogFocusReturn, walletButton } from '../../ui/useDialogFocusReturn.ts';
import { connectModal, useConnectModalOpen } from './connectModal.ts';
import { DevAccountsPanel } from './DevAccountsPanel.tsx';
import { ExtensionPanel } from './ExtensionPanel.tsx';
import { LocalAccountsPanel } from './LocalAccountsPanel.tsx';

/** The "Connect wallet" dialog: extension, in-app and (on development chains) dev accounts. */
export function ConnectWalletModal() {
  const open = useConnectModalOpen();
  const { chainType } = useChainStatus();
  const isDev = chainType === 'Development';
  // Once an account connects, the "Connect wallet" button that opened the dialog is gone: focus goes to the
  // account button that replaced it.
  const focusReturn = useDialogFocusReturn(open, walletButton);
  return (
    <Modal opened={open} onClose={connectModal.close} title="Connect wallet" size="lg" {...focusReturn}>
      <Tabs defaultValue={isDev ? 'dev' : 'extension'} keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="extension">Browser extension</Tabs.Tab>
          <Tabs.Tab value="local">Lumi account</Tabs.Tab>
          {isDev && <Tabs.Tab value="dev">Development accounts</Tabs.Tab>}
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
