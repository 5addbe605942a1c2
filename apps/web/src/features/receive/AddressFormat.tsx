import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '../../shared/ui/AccountIcon/useCopyToClipboard.ts';

/** One way of writing the account's address: what it is for, the address in full, and Copy. */
export function AddressFormat(props: {
  title: string;
  explanation: string;
  address: string;
  testId: string;
}) {
  const { title, explanation, address, testId } = props;
  const { t } = useTranslation();
  const [state, copy] = useCopyToClipboard();
  return (
    <Stack gap={6}>
      <Title order={2} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {explanation}
      </Text>
      <Text ff="monospace" fw={600} style={{ wordBreak: 'break-all' }} data-testid={testId}>
        {address}
      </Text>
      <div>
        <Button
          size="xs"
          variant="default"
          onClick={() => copy(address)}
          aria-label={t('receive.copyNamed', { what: title })}
          color={state === 'failed' ? 'red' : undefined}
        >
          {state === 'copied'
            ? t('receive.copied')
            : state === 'failed'
              ? t('receive.copyFailed')
              : t('receive.copy')}
        </Button>
      </div>
    </Stack>
  );
}
