import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sameAccount, shortAddress } from '../../shared/address/index.ts';
import { WarningList } from '../../shared/tx/ActionButton.tsx';
import { checkContactInput } from './contactInput.ts';
import { withContact } from './contactList.ts';
import { useContacts } from './useContacts.ts';
import type { RecipientGuard } from './useRecipientGuard.ts';

/**
 * Beside a recipient field: the contacts to choose from, the look-alike warning with its confirmation, the
 * first-time notice, and after a transfer the offer to save its recipient.
 */
export function RecipientContacts({
  guard,
  onChoose,
}: {
  guard: RecipientGuard;
  onChoose: (address: string) => void;
}) {
  const { t } = useTranslation();
  const { contacts, recipient, poisoning, firstTime } = guard;
  const chosen = contacts.find((c) => sameAccount(c.address, recipient))?.address ?? null;
  return (
    <Stack gap="xs">
      {contacts.length > 0 && (
        <Select
          label={t('contacts.pick.label')}
          placeholder={t('contacts.pick.placeholder')}
          nothingFoundMessage={t('contacts.pick.none')}
          searchable
          clearable
          value={chosen}
          onChange={(address) => {
            if (address) onChoose(address);
          }}
          data={contacts.map((c) => ({ value: c.address, label: `${c.label} · ${shortAddress(c.address)}` }))}
        />
      )}
      {poisoning && (
        <>
          <WarningList warnings={[poisoning]} />
          <Checkbox
            color="red"
            label={t('contacts.poisoning.confirm', { address: guard.recipient ?? '' })}
            checked={guard.confirmed}
            onChange={(event) => guard.confirm(event.currentTarget.checked)}
          />
        </>
      )}
      {firstTime && <WarningList warnings={[firstTime]} />}
      {guard.lastSent && !contacts.some((c) => sameAccount(c.address, guard.lastSent)) && (
        <SaveRecipient key={guard.lastSent} address={guard.lastSent} />
      )}
    </Stack>
  );
}

function SaveRecipient({ address }: { address: string }) {
  const { t } = useTranslation();
  const book = useContacts();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    const input = checkContactInput({ label, address }, book.contacts, Date.now());
    if (!input.ok) {
      const problem = input.errors.label ?? input.errors.address;
      setError(problem ? t(problem.key, problem.values) : undefined);
      return;
    }
    const written = book.save(withContact(book.contacts, input.contact));
    setError(written.ok ? undefined : t('contacts.saveFailed'));
  };
  return (
    <Alert color="blue" title={t('contacts.offer.title')} data-testid="save-recipient">
      <Text size="sm" mb="xs">
        {t('contacts.offer.text', { address })}
      </Text>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('contacts.form.label')}
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
          error={error}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
          }}
        />
        <Button onClick={save}>{t('contacts.offer.save')}</Button>
      </Group>
    </Alert>
  );
}
