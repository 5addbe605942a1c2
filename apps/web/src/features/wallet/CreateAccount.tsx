import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useWalletErrorText } from '../../shared/wallet/useWalletErrorText.ts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { wallet } from '../../shared/wallet/store.ts';
import { MIN_PASSWORD_LENGTH, checkNewPassword, checkAccountName } from './passwordRules.ts';

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
  const { t } = useTranslation();
  const sayWalletError = useWalletErrorText();
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
    if (problem) return setError(t(problem.key, problem.values));
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
      return setError(t('wallet.create.wrongWords', { positions: wrong.map((p) => p + 1).join(', #') }));
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
      setError(sayWalletError(cause));
    } finally {
      setBusy(false);
    }
  }

  if (step.kind === 'details') {
    return (
      <form onSubmit={(event) => void submitDetails(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('wallet.create.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('wallet.togglePassword') }}
            label={t('review.password')}
            description={t('wallet.create.passwordHelp', { count: MIN_PASSWORD_LENGTH })}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            required
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('wallet.togglePassword') }}
            label={t('wallet.create.repeat')}
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
              {t('wallet.create.back')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('wallet.create.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  if (step.kind === 'phrase') {
    return (
      <Stack gap="sm">
        <Text size="sm">{t('wallet.create.phraseIntro', { count: step.words.length })}</Text>
        {/* The words are the key itself, never translated (translate="no" also keeps browser translators off). */}
        <SimpleGrid
          cols={{ base: 2, xs: 3 }}
          spacing="xs"
          aria-label={t('wallet.create.phrase')}
          role="list"
          translate="no"
        >
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
            {t('wallet.create.back')}
          </Button>
          <Button
            onClick={() =>
              setStep({ kind: 'confirm', words: step.words, ask: pickPositions(step.words.length) })
            }
          >
            {t('wallet.create.wroteIt')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void submitConfirm(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('wallet.create.confirmIntro')}</Text>
        {step.ask.map((position, i) => (
          <TextInput
            key={position}
            label={t('wallet.create.word', { position: position + 1 })}
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
            {t('wallet.create.showAgain')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('wallet.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
