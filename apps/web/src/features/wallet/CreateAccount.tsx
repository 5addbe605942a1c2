import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { wallet } from '../../shared/wallet/store.ts';
import { checkNewPassword, checkAccountName } from './passwordRules.ts';

type Step =
  | { kind: 'details' }
  | { kind: 'phrase'; words: string[] }
  | { kind: 'confirm'; words: string[]; ask: number[] };

/** Three distinct word positions to confirm, in ascending order. */
function pickPositions(count: number): number[] {
  const picked = new Set<number>();
  const random = new Uint32Array(16);
  crypto.getRandomValues(random);
  for (const value of random) {
    if (picked.size === 3) break;
    picked.add(value % count);
  }
  for (let i = 0; picked.size < 3; i++) picked.add(i);
  return [...picked].sort((a, b) => a - b);
}

/** New in-app account: name and password, the recovery phrase shown once, three of its words confirmed. */
export function CreateAccount({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [answers, setAnswers] = useState<string[]>(['', '', '']);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submitDetails(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkAccountName(name) ?? checkNewPassword(password, repeat);
    if (problem) return setError(problem);
    setError(undefined);
    setBusy(true);
    try {
      const { newMnemonic } = await import('../../shared/wallet/crypto/keys.ts');
      setStep({ kind: 'phrase', words: await newMnemonic() });
    } finally {
      setBusy(false);
    }
  }

  async function submitConfirm(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step.kind !== 'confirm') return;
    const wrong = step.ask.filter((position, i) => answers[i]?.trim().toLowerCase() !== step.words[position]);
    if (wrong.length > 0) {
      return setError(`Word #${wrong.map((p) => p + 1).join(', #')} does not match your recovery phrase.`);
    }
    setBusy(true);
    try {
      const keys = await import('../../shared/wallet/crypto/keys.ts');
      const json = await keys.keystoreFromMnemonic(step.words.join(' '), name.trim(), password);
      wallet.addKeystore(json);
      wallet.selectLocal(json.address);
      await wallet.unlock(json.address, password);
      onDone();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  }

  if (step.kind === 'details') {
    return (
      <form onSubmit={(event) => void submitDetails(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Account name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
          />
          <PasswordInput
            label="Password"
            description="At least 8 characters. It encrypts the key in this browser; Lumi cannot recover it."
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            required
          />
          <PasswordInput
            label="Repeat password"
            value={repeat}
            onChange={(e) => setRepeat(e.currentTarget.value)}
            required
          />
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
              Continue
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  if (step.kind === 'phrase') {
    return (
      <Stack gap="sm">
        <Text size="sm">
          Your recovery phrase. Write the 12 words down in order and keep them offline: they are the only way
          to restore this account if this browser’s data is lost.
        </Text>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" aria-label="Recovery phrase" role="list">
          {step.words.map((word, i) => (
            <Text
              key={i}
              role="listitem"
              ff="monospace"
              size="sm"
              p={6}
              bg="var(--mantine-color-default-hover)"
            >
              {i + 1}. {word}
            </Text>
          ))}
        </SimpleGrid>
        <Group justify="space-between">
          <Button variant="default" onClick={() => setStep({ kind: 'details' })}>
            Back
          </Button>
          <Button
            onClick={() =>
              setStep({ kind: 'confirm', words: step.words, ask: pickPositions(step.words.length) })
            }
          >
            I wrote it down
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void submitConfirm(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">Confirm three words of your recovery phrase.</Text>
        {step.ask.map((position, i) => (
          <TextInput
            key={position}
            label={`Word #${position + 1}`}
            autoComplete="off"
            spellCheck={false}
            value={answers[i]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setAnswers((current) => current.map((old, j) => (j === i ? value : old)));
            }}
          />
        ))}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => setStep({ kind: 'phrase', words: step.words })}>
            Show the phrase again
          </Button>
          <Button type="submit" loading={busy}>
            Create account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
