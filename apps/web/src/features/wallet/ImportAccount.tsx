import { useWalletErrorText } from '../../shared/wallet/useWalletErrorText.ts';
import {
  Alert,
  Button,
  FileButton,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseKeystore } from '../../shared/wallet/keystore.ts';
import { wallet } from '../../shared/wallet/store.ts';
import { checkAccountName, checkNewPassword } from './passwordRules.ts';

type Mode = 'phrase' | 'json';

/** Import an in-app account from a recovery phrase or a polkadot.js JSON keystore. */
export function ImportAccount({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const sayWalletError = useWalletErrorText();
  const [mode, setMode] = useState<Mode>('phrase');
  const [phrase, setPhrase] = useState('');
  const [jsonText, setJsonText] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      const keys = await import('../../shared/wallet/crypto/keys.ts');
      if (mode === 'phrase') {
        const problem = checkAccountName(name) ?? checkNewPassword(password, repeat);
        if (problem) return setError(t(problem.key, problem.values));
        if (!(await keys.isValidMnemonic(phrase))) {
          return setError(t('wallet.import.invalidPhrase'));
        }
        const json = await keys.keystoreFromMnemonic(phrase, name.trim(), password);
        wallet.addKeystore(json);
        wallet.selectLocal(json.address);
        await wallet.unlock(json.address, password);
      } else {
        const parsed = parseKeystore(jsonText);
        if (!parsed.ok) return setError(sayWalletError(parsed.error));
        // The password is checked before anything is stored; older, weaker files are encrypted again.
        const json = await keys.keystoreForImport(parsed.json, password, name);
        wallet.addKeystore(json);
        wallet.selectLocal(json.address);
        await wallet.unlock(json.address, password);
      }
      onDone();
    } catch (cause) {
      setError(sayWalletError(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          value={mode}
          onChange={(value) => {
            setMode(value);
            setError(undefined);
          }}
          data={[
            { value: 'phrase', label: t('wallet.create.phrase') },
            { value: 'json', label: t('wallet.import.jsonFile') },
          ]}
          aria-label={t('wallet.import.from')}
        />
        {mode === 'phrase' ? (
          <>
            <Textarea
              label={t('wallet.create.phrase')}
              description={t('wallet.import.phraseHelp')}
              autosize
              minRows={2}
              autoComplete="off"
              spellCheck={false}
              value={phrase}
              onChange={(e) => setPhrase(e.currentTarget.value)}
            />
            <TextInput
              label={t('wallet.create.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('wallet.togglePassword') }}
              label={t('wallet.import.newPassword')}
              description={t('wallet.import.newPasswordHelp')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('wallet.togglePassword') }}
              label={t('wallet.create.repeat')}
              value={repeat}
              onChange={(e) => setRepeat(e.currentTarget.value)}
            />
          </>
        ) : (
          <>
            <Textarea
              label={t('wallet.import.keystore')}
              description={t('wallet.import.keystoreHelp')}
              autosize
              minRows={3}
              maxRows={8}
              spellCheck={false}
              value={jsonText}
              onChange={(e) => setJsonText(e.currentTarget.value)}
            />
            <FileButton
              accept="application/json,.json"
              onChange={(file) => void file?.text().then(setJsonText)}
            >
              {(props) => (
                <Button variant="default" {...props}>
                  {t('wallet.import.chooseFile')}
                </Button>
              )}
            </FileButton>
            <TextInput
              label={t('wallet.import.nameOptional')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('wallet.togglePassword') }}
              label={t('wallet.import.filePassword')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
          </>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onCancel}>
            {t('wallet.create.back')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('wallet.import.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
