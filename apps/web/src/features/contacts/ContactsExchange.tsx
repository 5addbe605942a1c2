import { Alert, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../shared/config/index.ts';
import { downloadText } from '../../shared/ui/download.ts';
import { exportContacts, exportFileName } from './exchange.ts';
import { IMPORT_MAX_BYTES, importTooLarge, planImport, type ImportProblem } from './importContacts.ts';

type Outcome =
  | { kind: 'imported'; added: number; skipped: number }
  | { kind: 'refused'; problems: ImportProblem[] }
  | { kind: 'failed' };

/** Export the book as a JSON file; import one, checked whole and applied whole or not at all. */
export function ContactsExchange(props: {
  contacts: readonly Contact[];
  disabled: boolean;
  onImport: (next: Contact[]) => boolean;
}) {
  const { contacts, disabled, onImport } = props;
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  async function read(file: File | null) {
    if (!file) return;
    // A file too large is refused before it is read into memory.
    const plan =
      file.size > IMPORT_MAX_BYTES ? importTooLarge() : planImport(contacts, await file.text(), Date.now());
    if (!plan.ok) setOutcome({ kind: 'refused', problems: plan.problems });
    else if (onImport(plan.contacts))
      setOutcome({ kind: 'imported', added: plan.added, skipped: plan.alreadyKnown + plan.repeated });
    else setOutcome({ kind: 'failed' });
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('contacts.exchange.text')}
      </Text>
      <Group>
        <Button
          variant="default"
          disabled={contacts.length === 0}
          onClick={() => downloadText(exportFileName(Date.now()), exportContacts(contacts))}
        >
          {t('contacts.exchange.export')}
        </Button>
        <FileButton accept="application/json,.json" onChange={(file) => void read(file)} disabled={disabled}>
          {(buttonProps) => (
            <Button variant="default" disabled={disabled} {...buttonProps}>
              {t('contacts.exchange.import')}
            </Button>
          )}
        </FileButton>
      </Group>
      <div role="status">
        {outcome?.kind === 'imported' && (
          <Alert color="green" data-testid="import-result">
            {t('contacts.exchange.imported', { count: outcome.added })}{' '}
            {outcome.skipped > 0 && t('contacts.exchange.skipped', { count: outcome.skipped })}
          </Alert>
        )}
        {outcome?.kind === 'failed' && <Alert color="red">{t('contacts.saveFailed')}</Alert>}
      </div>
      {outcome?.kind === 'refused' && (
        <Alert color="red" role="alert" title={t('contacts.exchange.refused')} data-testid="import-problems">
          <List size="sm">
            {outcome.problems.map((problem, i) => (
              <List.Item key={i}>
                {problem.entry === undefined
                  ? t(problem.message.key, problem.message.values)
                  : t('contacts.exchange.problem', {
                      entry: problem.entry,
                      reason: t(problem.message.key, problem.message.values),
                    })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
