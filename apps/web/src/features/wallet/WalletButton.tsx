import { Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
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

const SOURCE_LABEL = { dev: 'Development account', local: 'Lumi account', extension: 'Extension' } as const;

/** "Connect wallet", or the connected account with its menu (copy, lock/unlock, export, switch, disconnect). */
export function WalletButton() {
  const { session, keystores, unlocked, notice } = useWallet();
  useExtensionWatch();
  const clipboard = useClipboard({ timeout: 1500 });
  const [unlockOpen, setUnlockOpen] = useState(false);

  if (!session) {
    return (
      <Group gap="xs" wrap="nowrap">
        {notice && (
          <Text size="xs" c="orange" role="status" maw={220} lh={1.3}>
            {notice}
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
          Connect wallet
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
      ? `${session.source.extension} extension`
      : SOURCE_LABEL[session.source.kind];

  return (
    <>
      <Menu position="bottom-end" width={260} withinPortal>
        <Menu.Target>
          <UnstyledButton
            className="wallet-switcher"
            data-wallet-button
            aria-label={`Account ${session.name}, ${session.address}. Open the account menu`}
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
            {clipboard.copied ? 'Address copied' : 'Copy address'}
          </Menu.Item>
          {keystore &&
            (isUnlocked ? (
              <Menu.Item onClick={() => wallet.lock(session.address)}>Lock</Menu.Item>
            ) : (
              <Menu.Item onClick={() => setUnlockOpen(true)}>Unlock…</Menu.Item>
            ))}
          {keystore && <Menu.Item onClick={() => exportKeystore(keystore)}>Export JSON keystore</Menu.Item>}
          <Menu.Item onClick={connectModal.open}>Switch account…</Menu.Item>
          <Menu.Divider />
          <PendingTxList address={session.address} />
          <Menu.Divider />
          {keystore && (
            <Menu.Item
              color="red"
              onClick={() => {
                if (
                  window.confirm(
                    `Forget ${session.name}? Without its recovery phrase or JSON file it is gone.`,
                  )
                ) {
                  try {
                    wallet.forget(session.address);
                  } catch (error) {
                    window.alert(error instanceof Error ? error.message : String(error));
                  }
                }
              }}
            >
              Forget this account…
            </Menu.Item>
          )}
          <Menu.Item color="red" onClick={wallet.disconnect}>
            Disconnect
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Text className="visually-hidden" role="status">
        {clipboard.copied ? 'Address copied' : ''}
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
