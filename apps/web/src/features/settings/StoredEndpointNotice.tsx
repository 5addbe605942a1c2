import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_NODE_ENDPOINT, appConfig, checkNodeEndpoint, useConfig } from '../../shared/config/index.ts';

const SHOWN_CHARACTERS = 120;

/**
 * Says so when the stored node endpoint is not valid (the app then uses the default), with the value found
 * and a one-click reset.
 */
export function StoredEndpointNotice() {
  const { invalidNodeEndpoint } = useConfig();
  const [error, setError] = useState<string | undefined>();
  if (invalidNodeEndpoint === '') return null;
  const check = checkNodeEndpoint(invalidNodeEndpoint);
  const reason = check.ok ? '' : check.error;
  const shown =
    invalidNodeEndpoint.length > SHOWN_CHARACTERS
      ? `${invalidNodeEndpoint.slice(0, SHOWN_CHARACTERS)}… (${invalidNodeEndpoint.length.toLocaleString('en-US')} characters)`
      : invalidNodeEndpoint;
  return (
    <Alert color="orange" role="alert" title="The saved node endpoint is not valid" mb="md">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        This browser has <code>{shown}</code> saved as the node endpoint. {reason} Lumi is connecting to the
        default, {DEFAULT_NODE_ENDPOINT}, instead.
      </Text>
      <Button
        size="xs"
        mt="xs"
        variant="default"
        onClick={() => {
          const result = appConfig.setNodeEndpoint('');
          setError(result.ok ? undefined : result.errors.nodeEndpoint);
        }}
      >
        Reset to the default endpoint
      </Button>
      {error && (
        <Text size="sm" c="red" mt={4}>
          {error}
        </Text>
      )}
    </Alert>
  );
}
