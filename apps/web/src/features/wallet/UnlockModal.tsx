import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { useDialogFocusReturn, walletButton } from '../../shared/ui/useDialogFocusReturn.ts';
import { wallet } from '../../shared/wallet/store.ts';

/** Asks for an in-app account's password and unlocks its key for this tab. */
export function UnlockModal({
  address,
  name,
  opened,
  onClose,
  onUnlocked,
}: {
  address: string;
  name: string;
  opened: boolean;
  onClose: () => void;
  onUnlocked?: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const focusReturn = useDialogFocusReturn(opened, walletButton);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await wallet.unlock(address, password);
      setPassword('');
      onClose();
      onUnlocked?.();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={`Unlock ${name}`} {...focusReturn}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            The key stays unlocked in this tab until you lock it or close the tab.
          </Text>
          <PasswordInput
            label="Password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Unlock
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
