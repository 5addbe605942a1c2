import { Alert, Card, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact, WriteResult } from '../../shared/config/index.ts';
import { ContactForm } from './ContactForm.tsx';
import { withContact, withoutContact, withReplaced } from './contactList.ts';
import { ContactsExchange } from './ContactsExchange.tsx';
import { ContactsTable } from './ContactsTable.tsx';
import { UnreadableNotice } from './UnreadableNotice.tsx';
import { useContacts } from './useContacts.ts';

export function ContactsPage() {
  const { t } = useTranslation();
  const book = useContacts();
  const [failed, setFailed] = useState(false);
  const locked = book.unreadable !== '';
  const store = (next: Contact[]): boolean => {
    const result: WriteResult = book.save(next);
    setFailed(!result.ok);
    return result.ok;
  };

  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>{t('contacts.title')}</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">{t('contacts.heading')}</h1>
      </div>
      <Stack gap="lg" maw={900}>
        {locked && <UnreadableNotice stored={book.unreadable} />}
        {failed && (
          <Alert color="red" role="alert">
            {t('contacts.saveFailed')}
          </Alert>
        )}
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="sm">
            {t('contacts.add.title')}
          </Title>
          <ContactForm
            contacts={book.contacts}
            disabled={locked}
            submitLabel={t('contacts.add.submit')}
            onSave={(contact) => store(withContact(book.contacts, contact))}
          />
        </Card>
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="sm">
            {t('contacts.list.title', { count: book.contacts.length })}
          </Title>
          <ContactsTable
            contacts={book.contacts}
            disabled={locked}
            onReplace={(address, next) => store(withReplaced(book.contacts, address, next))}
            onRemove={(address) => store(withoutContact(book.contacts, address))}
          />
        </Card>
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="sm">
            {t('contacts.exchange.title')}
          </Title>
          <ContactsExchange contacts={book.contacts} disabled={locked} onImport={store} />
        </Card>
      </Stack>
    </section>
  );
}
