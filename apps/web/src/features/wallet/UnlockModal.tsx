import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useWalletErrorText } from '../../shared/wallet/useWalletErrorText.ts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const sayWalletError = useWalletErrorText();
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
      setError(sayWalletError(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('wallet.unlock.title', { name })}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      {...focusReturn}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('wallet.unlock.note')}
          </Text>
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('wallet.togglePassword') }}
            label={t('review.password')}
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
              {t('review.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('wallet.unlock.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
