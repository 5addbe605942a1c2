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
import { parseKeystore } from '../../shared/wallet/keystore.ts';
import { wallet } from '../../shared/wallet/store.ts';
import { checkAccountName, checkNewPassword } from './passwordRules.ts';

type Mode = 'phrase' | 'json';

/** Import an in-app account from a recovery phrase or a polkadot.js JSON keystore. */
export function ImportAccount({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
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
        if (problem) return setError(problem);
        if (!(await keys.isValidMnemonic(phrase))) {
          return setError('This is not a valid recovery phrase: check the words and their order.');
        }
        const json = await keys.keystoreFromMnemonic(phrase, name.trim(), password);
        wallet.addKeystore(json);
        wallet.selectLocal(json.address);
        await wallet.unlock(json.address, password);
      } else {
        const parsed = parseKeystore(jsonText);
        if (!parsed.ok) return setError(parsed.error);
        // The password is checked before anything is stored; older, weaker files are encrypted again.
        const json = await keys.keystoreForImport(parsed.json, password, name);
        wallet.addKeystore(json);
        wallet.selectLocal(json.address);
        await wallet.unlock(json.address, password);
      }
      onDone();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
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
            { value: 'phrase', label: 'Recovery phrase' },
            { value: 'json', label: 'JSON file' },
          ]}
          aria-label="Import from"
        />
        {mode === 'phrase' ? (
          <>
            <Textarea
              label="Recovery phrase"
              description="12 or 24 words separated by spaces"
              autosize
              minRows={2}
              autoComplete="off"
              spellCheck={false}
              value={phrase}
              onChange={(e) => setPhrase(e.currentTarget.value)}
            />
            <TextInput label="Account name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <PasswordInput
              label="New password"
              description="Encrypts the key in this browser."
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <PasswordInput
              label="Repeat password"
              value={repeat}
              onChange={(e) => setRepeat(e.currentTarget.value)}
            />
          </>
        ) : (
          <>
            <Textarea
              label="Keystore JSON"
              description="Paste the file’s content or choose the file"
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
                  Choose JSON file
                </Button>
              )}
            </FileButton>
            <TextInput
              label="Account name (optional)"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <PasswordInput
              label="Password of the file"
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
            Back
          </Button>
          <Button type="submit" loading={busy}>
            Import account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
