import { Button, Stack, Text, TextInput } from '@mantine/core';
import { MultiAddress } from '@lumi/descriptors';
import { useState } from 'react';
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
  const [member, setMember] = useState('');
  const [quorumText, setQuorumText] = useState('');
  const memberCheck = member.trim() ? checkAddress(member.trim()) : undefined;
  const quorumValue = parseQuorum(quorumText);

  const removal = (who: string): AdminAction => ({
    title: 'Remove an oracle member',
    summary: <Text>{`Remove ${who} from the forex oracle.`}</Text>,
    request: () => ({
      title: 'Remove an oracle member',
      tx: sudoCall(api, api.tx.OracleMembership.remove_member({ who: MultiAddress.Id(who) })),
      inspect: (events) => sudoFailure(events),
    }),
  });
  const addition: AdminAction | undefined = memberCheck?.valid
    ? {
        title: 'Add an oracle member',
        summary: <Text>{`Let ${memberCheck.address} post forex rates.`}</Text>,
        request: () => ({
          title: 'Add an oracle member',
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
          title: 'Change the oracle quorum',
          summary: (
            <Text>{`Rates move only once ${quorumValue} member${quorumValue === 1 ? ' has' : 's have'} fed them within the hour.`}</Text>
          ),
          request: () => ({
            title: `Set the oracle quorum to ${quorumValue}`,
            tx: sudoCall(api, api.tx.Oracle.set_quorum({ quorum: quorumValue })),
            inspect: (events) => sudoFailure(events),
          }),
        };

  return (
    <Panel title="Forex oracle members">
      <Stack gap="xs">
        {members.map((who) => (
          <AccountRow
            key={who}
            name="Oracle member"
            address={who}
            extra={
              // No form to complete: the review dry-runs the removal when it opens.
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={`Remove member ${who}`}
                disabled={!chainReady}
                onClick={() => onReview(removal(who))}
              >
                Remove
              </Button>
            }
          />
        ))}
        <AdminFormRow
          label="Add member"
          action={addition}
          formKey={`member:${memberCheck?.valid ? memberCheck.address : ''}`}
          address={address}
          onReview={onReview}
        >
          <TextInput
            label="New member"
            value={member}
            onChange={(e) => setMember(e.currentTarget.value)}
            error={memberCheck && !memberCheck.valid ? memberCheck.error.message : undefined}
            style={ADDRESS_FIELD}
          />
        </AdminFormRow>
        <Text size="sm" c="dimmed">
          {`Quorum: ${quorum ?? '…'} of ${members.length} member${members.length === 1 ? '' : 's'} must have fed a currency within the hour before its rate moves.`}
        </Text>
        <AdminFormRow
          label="Set quorum"
          action={quorumChange}
          formKey={`quorum:${quorumValue}`}
          address={address}
          onReview={onReview}
        >
          <TextInput
            label="New quorum"
            inputMode="numeric"
            value={quorumText}
            onChange={(e) => setQuorumText(e.currentTarget.value)}
            error={
              quorumText.trim() && quorumValue === undefined
                ? 'A whole number of members, at least 1.'
                : undefined
            }
            w={180}
          />
        </AdminFormRow>
      </Stack>
    </Panel>
  );
}
