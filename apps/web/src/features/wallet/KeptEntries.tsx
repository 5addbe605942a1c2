import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { shortAddress } from '../../shared/address/index.ts';
import { useWallet } from '../../shared/wallet/useWallet.ts';
import { downloadText } from './exportKeystore.ts';

function BackupNotice({ storageKey, text }: { storageKey: string; text: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Alert color="orange" title="Saved accounts could not be read" role="alert">
      <Stack gap="xs">
        <Text size="sm">
          The accounts stored in this browser were not in a form Lumi can read, so Lumi wrote nothing over
          them: the stored text is kept unchanged under the local-storage key <code>{storageKey}</code>.
          Download it to keep a copy or to import its keys elsewhere.
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            aria-label={`Download the backup ${storageKey}`}
            onClick={() => downloadText(`${storageKey}.json`, text)}
          >
            Download backup
          </Button>
          <Button size="xs" variant="subtle" aria-expanded={shown} onClick={() => setShown(!shown)}>
            {shown ? 'Hide content' : 'Show content'}
          </Button>
        </Group>
        {shown && (
          <Textarea
            label={`Content of ${storageKey}`}
            value={text}
            readOnly
            autosize
            maxRows={8}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        )}
      </Stack>
    </Alert>
  );
}

/**
 * What the wallet keeps without using: entries it can't read (each with the reason and a download of its exact
 * text) and backups of unreadable stored values.
 */
export function KeptEntries() {
  const { unusable, backups, unreadable } = useWallet();
  return (
    <>
      {unreadable && (
        <Alert color="red" role="alert" title="Saved accounts could not be read">
          {unreadable} Lumi could not back the value up either (storage full?), so it leaves it untouched and
          saves no new account until there is room.
        </Alert>
      )}
      {backups.map((backup) => (
        <BackupNotice key={backup.key} storageKey={backup.key} text={backup.text} />
      ))}
      {unusable.length > 0 && (
        <section aria-labelledby="unusable-title">
          <Text id="unusable-title" fw={600} size="sm" mb={4}>
            Not usable here
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            Kept in this browser exactly as they were stored; Lumi does not use them.
          </Text>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {unusable.map((entry, index) => {
              const label =
                entry.name ?? (entry.address ? shortAddress(entry.address) : `Entry ${index + 1}`);
              return (
                <Group key={index} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {entry.reason}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`Download ${label} as stored`}
                    onClick={() => downloadText(`lumi-kept-entry-${index + 1}.json`, entry.text)}
                  >
                    Download
                  </Button>
                </Group>
              );
            })}
          </Stack>
        </section>
      )}
    </>
  );
}
