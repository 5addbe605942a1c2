import { Button, Stack, Text, TextInput } from '@mantine/core';
import { MultiAddress } from '@lumi/descriptors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressErrorText } from '../../shared/i18n/addressError.ts';
import type { LumiApi } from '../../shared/chain/connection.ts';
import { checkAddress } from '../../shared/address/index.ts';
import { sudoFailure } from '../../shared/tx/jobs.ts';
import { AccountRow } from '../../shared/ui/AccountRow.tsx';
import type { AdminAction } from './adminAction.ts';
import { AdminFormRow } from './AdminFormRow.tsx';
import { parseQuorum } from './adminValues.ts';
import { ADDRESS_FIELD, Panel } from './Panel.tsx';
import { sudoCall } from './sudo.ts';

export function OracleMembersPanel(props: {
  api: LumiApi;
  address: string;
  members: readonly string[];
  quorum: number | undefined;
  chainReady: boolean;
  onReview: (action: AdminAction) => void;
}) {
  const { api, address, members, quorum, chainReady, onReview } = props;
  const { t } = useTranslation();
  const addressError = useAddressErrorText();
  const [member, setMember] = useState('');
  const [quorumText, setQuorumText] = useState('');
  const memberCheck = member.trim() ? checkAddress(member.trim()) : undefined;
  const quorumValue = parseQuorum(quorumText);

  const removal = (who: string): AdminAction => ({
    title: t('admin.members.removeTitle'),
    summary: <Text>{t('admin.members.removeSummary', { address: who })}</Text>,
    request: () => ({
      title: t('admin.members.removeTitle'),
      tx: sudoCall(api, api.tx.OracleMembership.remove_member({ who: MultiAddress.Id(who) })),
      inspect: (events) => sudoFailure(events),
    }),
  });
  const addition: AdminAction | undefined = memberCheck?.valid
    ? {
        title: t('admin.members.addTitle'),
        summary: <Text>{t('admin.members.addSummary', { address: memberCheck.address })}</Text>,
        request: () => ({
          title: t('admin.members.addTitle'),
          tx: sudoCall(
            api,
            api.tx.OracleMembership.add_member({ who: MultiAddress.Id(memberCheck.address) }),
          ),
          inspect: (events) => sudoFailure(events),
        }),
      }
    : undefined;
  const quorumChange: AdminAction | undefined =
    quorumValue === undefined
      ? undefined
      : {
          title: t('admin.members.quorumTitle'),
          summary: <Text>{t('admin.members.quorumSummary', { count: quorumValue })}</Text>,
          request: () => ({
            title: t('admin.members.quorumRequest', { count: quorumValue }),
            tx: sudoCall(api, api.tx.Oracle.set_quorum({ quorum: quorumValue })),
            inspect: (events) => sudoFailure(events),
          }),
        };

  return (
    <Panel title={t('admin.members.title')}>
      <Stack gap="xs">
        {members.map((who) => (
          <AccountRow
            key={who}
            name={t('admin.members.member')}
            address={who}
            extra={
              // No form to complete: the review dry-runs the removal when it opens.
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={t('admin.members.removeNamed', { address: who })}
                disabled={!chainReady}
                onClick={() => onReview(removal(who))}
              >
                {t('admin.members.remove')}
              </Button>
            }
          />
        ))}
        <AdminFormRow
          label="admin.members.add"
          action={addition}
          formKey={`member:${memberCheck?.valid ? memberCheck.address : ''}`}
          address={address}
          onReview={onReview}
        >
          <TextInput
            label={t('admin.members.newMember')}
            value={member}
            onChange={(e) => setMember(e.currentTarget.value)}
            error={
              memberCheck && !memberCheck.valid ? addressError(memberCheck.error, member.trim()) : undefined
            }
            style={ADDRESS_FIELD}
          />
        </AdminFormRow>
        <Text size="sm" c="dimmed">
          {t('admin.members.quorum', { quorum: quorum ?? '…', count: members.length })}
        </Text>
        <AdminFormRow
          label="admin.members.setQuorum"
          action={quorumChange}
          formKey={`quorum:${quorumValue}`}
          address={address}
          onReview={onReview}
        >
          <TextInput
            label={t('admin.members.newQuorum')}
            inputMode="numeric"
            value={quorumText}
            onChange={(e) => setQuorumText(e.currentTarget.value)}
            error={
              quorumText.trim() && quorumValue === undefined ? t('admin.members.quorumInvalid') : undefined
            }

            w={180}
          />
        </AdminFormRow>
      </Stack>
    </Panel>
  );
}
