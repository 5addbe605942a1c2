import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { shortAddress } from '../../shared/address/index.ts';
import { useWallet } from '../../shared/wallet/useWallet.ts';
import { downloadText } from './exportKeystore.ts';

function BackupNotice({ storageKey, text }: { storageKey: string; text: string }) {
  const [shown, setShown] = useState(false);
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={t('wallet.kept.unreadTitle')} role="alert">
      <Stack gap="xs">
        <Text size="sm">
          <Trans
            i18nKey="wallet.kept.backupBody"
            values={{ key: storageKey }}
            components={{ 1: <code translate="no" /> }}
          />
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            aria-label={t('wallet.kept.downloadBackupNamed', { key: storageKey })}
            onClick={() => downloadText(`${storageKey}.json`, text)}
          >
            {t('wallet.kept.downloadBackup')}
          </Button>
          <Button size="xs" variant="subtle" aria-expanded={shown} onClick={() => setShown(!shown)}>
            {shown ? t('wallet.kept.hide') : t('wallet.kept.show')}
          </Button>
        </Group>
        {shown && (
          <Textarea
            label={t('wallet.kept.contentOf', { key: storageKey })}
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
  const { t } = useTranslation();
  return (
    <>
      {unreadable && (
        <Alert color="red" role="alert" title={t('wallet.kept.unreadTitle')}>
          {t('wallet.kept.noBackup', { reason: t(unreadable.key, unreadable.values) })}
        </Alert>
      )}
      {backups.map((backup) => (
        <BackupNotice key={backup.key} storageKey={backup.key} text={backup.text} />
      ))}
      {unusable.length > 0 && (
        <section aria-labelledby="unusable-title">
          <Text id="unusable-title" fw={600} size="sm" mb={4}>
            {t('wallet.kept.notUsable')}
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            {t('wallet.kept.keptNote')}
          </Text>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {unusable.map((entry, index) => {
              const label =
                entry.name ??
                (entry.address ? shortAddress(entry.address) : t('wallet.kept.entry', { number: index + 1 }));
              return (
                <Group key={index} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(entry.reason.key, entry.reason.values)}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('wallet.kept.downloadEntry', { label })}
                    onClick={() => downloadText(`lumi-kept-entry-${index + 1}.json`, entry.text)}
                  >
                    {t('wallet.kept.download')}
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
