import { Button, Card, Group, Text, TextInput } from '@mantine/core';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NODE_ENDPOINT, appConfig, checkNodeEndpoint, useConfig } from '../../shared/config/index.ts';
import { describeFound, testEndpoint } from './testEndpoint.ts';

type Status =
  | { kind: 'idle' }
  | { kind: 'saved'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'testing'; text: string };

/**
 * The node endpoint: checked as a URL, then probed (chain name and genesis hash) and saved only if a node
 * answered there.
 */
export function NodeEndpointForm() {
  const config = useConfig();
  const [draft, setDraft] = useState(config.nodeEndpoint);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Only the latest probe may report: an edit or a second click makes earlier answers stale.
  const attempt = useRef(0);
  const messageId = useId();
  const { t } = useTranslation();

  async function probe(save: boolean) {
    const current = ++attempt.current;
    const check = checkNodeEndpoint(draft);
    if (!check.ok) return setStatus({ kind: 'error', text: t(check.message.key, check.message.values) });
    setStatus({ kind: 'testing', text: t('endpoint.form.connecting', { url: check.url }) });
    const result = await testEndpoint(check.url);
    if (current !== attempt.current) return;
    if (!result.ok) {
      return setStatus({
        kind: 'error',
        text: t(save ? 'endpoint.form.notSaved' : 'endpoint.form.failed', {
          url: check.url,
          error: t(result.error.key, result.error.values),
        }),
      });
    }
    const found = describeFound(result);
    if (!save)
      return setStatus({
        kind: 'saved',
        text: t('endpoint.form.reachable', { found: t(found.key, found.values) }),
      });
    const written = appConfig.setNodeEndpoint(check.url);
    if (!written.ok) {
      return setStatus({
        kind: 'error',
        text: t(written.errors.nodeEndpoint ? 'endpoint.form.storageRefused' : 'endpoint.form.saveFailed'),
      });
    }
    setDraft(check.url);
    setStatus({
      kind: 'saved',
      text: t('endpoint.form.saved', { found: t(found.key, found.values), url: check.url }),
    });
  }

  function resetToDefault() {
    attempt.current += 1;
    const result = appConfig.setNodeEndpoint('');
    setDraft(DEFAULT_NODE_ENDPOINT);
    setStatus(
      result.ok
        ? { kind: 'saved', text: t('endpoint.form.resetDone', { url: DEFAULT_NODE_ENDPOINT }) }
        : {
            kind: 'error',
            text: t(
              result.errors.nodeEndpoint ? 'endpoint.form.storageRefused' : 'endpoint.form.resetFailed',
            ),
          },
    );
  }

  const message =
    status.kind === 'idle'
      ? config.nodeEndpointIsDefault
        ? t('endpoint.form.hintDefault')
        : t('endpoint.form.hintCustom', { url: DEFAULT_NODE_ENDPOINT })
      : status.text;
  return (
    <Card
      withBorder
      padding="md"
      component="form"
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        void probe(true);
      }}
      noValidate
      aria-labelledby="node-title"
    >
      <Text component="h2" fw={700} size="md" id="node-title" mb="sm">
        {t('endpoint.form.title')}
      </Text>
      <TextInput
        label={t('endpoint.form.label')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        value={draft}
        onChange={(event) => {
          attempt.current += 1;
          setDraft(event.currentTarget.value);
          setStatus({ kind: 'idle' });
        }}
        error={status.kind === 'error'}
        aria-describedby={messageId}
      />
      <Text
        id={messageId}
        size="sm"
        mt={6}
        c={status.kind === 'error' ? 'red' : status.kind === 'saved' ? 'teal' : 'dimmed'}
        role={status.kind === 'error' ? 'alert' : 'status'}
        style={{ overflowWrap: 'anywhere' }}
      >
        {message}
      </Text>
      <Group gap="sm" mt="md">
        <Button type="submit" loading={status.kind === 'testing'}>
          {t('endpoint.form.save')}
        </Button>
        <Button variant="default" onClick={() => void probe(false)} disabled={status.kind === 'testing'}>
          {t('endpoint.form.test')}
        </Button>
        <Button variant="subtle" onClick={resetToDefault} disabled={config.nodeEndpointIsDefault}>
          {t('endpoint.form.useDefault')}
        </Button>
      </Group>
    </Card>
  );
}
