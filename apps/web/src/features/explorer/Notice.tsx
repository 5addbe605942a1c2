import { Alert, Button, Loader, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Loading, not found, invalid or failed: what a view shows instead of its data. */
export function Notice({
  kind,
  children,
  onRetry,
}: {
  kind: 'loading' | 'notFound' | 'invalid' | 'error';
  children?: React.ReactNode;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  if (kind === 'loading')
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('explorer.loading')}</Text>
      </Group>
    );
  const title = {
    notFound: t('explorer.notice.notFound'),
    invalid: t('explorer.notice.invalid'),
    error: t('explorer.notice.error'),
  }[kind];
  return (
    <Alert color={kind === 'error' ? 'red' : 'gray'} title={title} data-testid={`explorer-${kind}`}>
      {children}
      {onRetry && (
        <Group mt="sm">
          <Button variant="light" size="xs" onClick={onRetry}>
            {t('explorer.retry')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
