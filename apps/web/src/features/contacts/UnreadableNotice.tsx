import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../shared/ui/download.ts';
import { discardUnreadableContacts } from './useContacts.ts';

/**
 * The stored address book cannot be read (edited by hand, cut short, written by something else): it stays as it
 * is until the user downloads it or chooses to start a new book. Nothing else the app stores is affected.
 */
export function UnreadableNotice({ stored }: { stored: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('contacts.unreadable.title')} data-testid="contacts-unreadable">
      <Text size="sm" mb="sm">
        {t('contacts.unreadable.text')}
      </Text>
      <Group>
        <Button variant="default" onClick={() => downloadText('lumi-contacts-unreadable.json', stored)}>
          {t('contacts.unreadable.download')}
        </Button>
        <Button color="red" variant="light" onClick={() => void discardUnreadableContacts()}>
          {t('contacts.unreadable.discard')}
        </Button>
      </Group>
    </Alert>
  );
}
