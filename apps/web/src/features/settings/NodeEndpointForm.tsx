import { Button, Card, Group, Text, TextInput } from '@mantine/core';
import { useId, useRef, useState, type FormEvent } from 'react';
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

  async function probe(save: boolean) {
    const current = ++attempt.current;
    const check = checkNodeEndpoint(draft);
    if (!check.ok) return setStatus({ kind: 'error', text: check.error });
    setStatus({ kind: 'testing', text: `Connecting to ${check.url}…` });
    const result = await testEndpoint(check.url);
    if (current !== attempt.current) return;
    if (!result.ok) {
      return setStatus({
        kind: 'error',
        text: `${save ? 'Not saved. ' : ''}${check.url}: ${result.error}`,
      });
    }
    if (!save) return setStatus({ kind: 'saved', text: `Reachable: ${describeFound(result)}.` });
    const written = appConfig.setNodeEndpoint(check.url);
    if (!written.ok) {
      return setStatus({
        kind: 'error',
        text: written.errors.nodeEndpoint ?? 'Could not save the endpoint.',
      });
    }
    setDraft(check.url);
    setStatus({
      kind: 'saved',
      text: `Saved. Found ${describeFound(result)}. Lumi now connects to ${check.url}.`,
    });
  }

  function resetToDefault() {
    attempt.current += 1;
    const result = appConfig.setNodeEndpoint('');
    setDraft(DEFAULT_NODE_ENDPOINT);
    setStatus(
      result.ok
        ? { kind: 'saved', text: `Back to the default, ${DEFAULT_NODE_ENDPOINT}.` }
        : { kind: 'error', text: result.errors.nodeEndpoint ?? 'Could not reset the endpoint.' },
    );
  }

  const message =
    status.kind === 'idle'
      ? `A ws:// or wss:// URL without spaces. Lumi checks that a node answers there before saving. ${config.nodeEndpointIsDefault ? 'Currently the default.' : `The default is ${DEFAULT_NODE_ENDPOINT}.`}`
      : status.text;
  return (
    <Card
      withBorder
      padding="md"
      component="form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void probe(true);
      }}
      noValidate
      aria-labelledby="node-title"
    >
      <Text component="h2" fw={700} size="md" id="node-title" mb="sm">
        Node
      </Text>
      <TextInput
        label="Node endpoint"
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
          Save endpoint
        </Button>
        <Button variant="default" onClick={() => void probe(false)} disabled={status.kind === 'testing'}>
          Test connection
        </Button>
        <Button variant="subtle" onClick={resetToDefault} disabled={config.nodeEndpointIsDefault}>
          Use default
        </Button>
      </Group>
    </Card>
  );
}
