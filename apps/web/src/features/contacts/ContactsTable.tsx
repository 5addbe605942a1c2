import { Button, Group, Modal, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../shared/config/index.ts';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { Identicon } from '../../shared/ui/AccountIcon/Identicon.tsx';
import { ContactForm } from './ContactForm.tsx';

/** The address book: each contact with its full address and date, and Edit and Remove. */
export function ContactsTable(props: {
  contacts: readonly Contact[];
  disabled: boolean;
  onReplace: (address: string, next: Contact) => boolean;
  onRemove: (address: string) => void;
}) {
  const { contacts, disabled, onReplace, onRemove } = props;
  const { t } = useTranslation();
  const { locale } = useLocaleSettings();
  const [editing, setEditing] = useState<Contact | undefined>();
  const date = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });

  if (contacts.length === 0) return <Text c="dimmed">{t('contacts.list.empty')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="sm" aria-label={t('contacts.list.caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('contacts.list.label')}</Table.Th>
              <Table.Th>{t('contacts.list.address')}</Table.Th>
              <Table.Th>{t('contacts.list.added')}</Table.Th>
              <Table.Th>
                <span className="visually-hidden">{t('contacts.list.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contacts.map((contact) => (
              <Table.Tr key={contact.address} data-contact={contact.address}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Identicon address={contact.address} size={22} />
                    <Text fw={600}>{contact.label}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
                    {contact.address}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <time dateTime={new Date(contact.addedAt).toISOString()}>
                    {date.format(contact.addedAt)}
                  </time>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      disabled={disabled}
                      aria-label={t('contacts.list.editNamed', { label: contact.label })}
                      onClick={() => setEditing(contact)}
                    >
                      {t('contacts.list.edit')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      disabled={disabled}
                      aria-label={t('contacts.list.removeNamed', { label: contact.label })}
                      onClick={() => onRemove(contact.address)}
                    >
                      {t('contacts.list.remove')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={t('contacts.edit.title')}
      >
        {editing && (
          <ContactForm
            key={editing.address}
            contacts={contacts}
            editing={editing}
            submitLabel={t('contacts.edit.save')}
            onSave={(next) => {
              const ok = onReplace(editing.address, next);
              if (ok) setEditing(undefined);
              return ok;
            }}
          />
        )}
      </Modal>
    </>
  );
}
