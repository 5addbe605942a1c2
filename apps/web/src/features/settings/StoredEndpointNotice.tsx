import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  DEFAULT_NODE_ENDPOINT,
  appConfig,
  checkNodeEndpoint,
  useConfigValue,
} from '../../shared/config/index.ts';

const SHOWN_CHARACTERS = 120;

/**
 * Says so when the stored node endpoint is not valid (the app then uses the default), with the value found
 * and a one-click reset.
 */
export function StoredEndpointNotice() {
  const invalidNodeEndpoint = useConfigValue((config) => config.invalidNodeEndpoint);
  const { t } = useTranslation();
  const [error, setError] = useState<string | undefined>();
  if (invalidNodeEndpoint === '') return null;
  const check = checkNodeEndpoint(invalidNodeEndpoint);
  const reason = check.ok ? '' : t(check.message.key, check.message.values);
  const shown =
    invalidNodeEndpoint.length > SHOWN_CHARACTERS
      ? t('endpoint.notice.truncated', {
          start: invalidNodeEndpoint.slice(0, SHOWN_CHARACTERS),
          count: invalidNodeEndpoint.length.toLocaleString('en-US'),
        })
      : invalidNodeEndpoint;
  return (
    <Alert color="orange" role="alert" title={t('endpoint.notice.title')} mb="md">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Trans
          i18nKey="endpoint.notice.body"
          values={{ reason, url: DEFAULT_NODE_ENDPOINT }}
          components={{ 1: <code>{shown}</code> }}
        />
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
        {t('endpoint.notice.reset')}
      </Button>
      {error && (
        <Text size="sm" c="red" mt={4}>
          {t('endpoint.form.storageRefused')}
        </Text>
      )}
    </Alert>
  );
}
