import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_LABEL_MAX, type Contact } from '../../shared/config/index.ts';
import type { Message } from '../../shared/i18n/message.ts';
import { checkContactInput } from './contactInput.ts';

/** The label and address of a new contact, or of `editing`; `onSave` stores it and says whether it could. */
export function ContactForm(props: {
  contacts: readonly Contact[];
  editing?: Contact;
  disabled?: boolean;
  submitLabel: string;
  onSave: (contact: Contact) => boolean;
}) {
  const { contacts, editing, disabled, submitLabel, onSave } = props;
  const { t } = useTranslation();
  const [label, setLabel] = useState(editing?.label ?? '');
  const [address, setAddress] = useState(editing?.address ?? '');
  const [errors, setErrors] = useState<{ label?: Message; address?: Message }>({});
  const text = (m: Message | undefined) => (m ? t(m.key, m.values) : undefined);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = checkContactInput({ label, address }, contacts, Date.now(), editing?.address);
        if (!input.ok) {
          setErrors(input.errors);
          return;
        }
        setErrors({});
        if (onSave(input.contact) && !editing) {
          setLabel('');
          setAddress('');
        }
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('contacts.form.label')}
          value={label}
          maxLength={CONTACT_LABEL_MAX + 8}
          onChange={(event) => setLabel(event.currentTarget.value)}
          error={text(errors.label)}
          disabled={disabled}
          autoComplete="off"
        />
        <TextInput
          label={t('contacts.form.address')}
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          error={text(errors.address)}
          disabled={disabled}
          spellCheck={false}
          autoComplete="off"
          ff="monospace"
        />
        <Group>
          <Button type="submit" disabled={disabled}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
