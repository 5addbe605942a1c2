import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { PHPU, parseRate } from '@lumi/chain';
import { MultiAddress } from '@lumi/chain/descriptors';
import { Enum } from 'polkadot-api';
import { useState, type ReactNode } from 'react';
import { useLocaleSettings } from '../app/LocaleContext.ts';
import { useChainConnection } from '../chain/ChainContext.ts';
import { useChainReady } from '../chain/useChainReady.ts';
import { useDexConfig } from '../chain/queries.ts';
import { AccountRow } from '../wallet/ui/AccountRow.tsx';
import { checkAddress } from '../lib/address/index.ts';
import { formatExact, parseTokenAmount } from '../lib/format/index.ts';
import { sudoFailure } from '../tx/jobs.ts';
import type { AdminAction as Action } from './adminAction.ts';
import { AdminReviewDialog } from './AdminReviewDialog.tsx';
import { feeChangeConfirmation, parseFeePercent } from './feeChange.ts';
import type { Roles } from './useRoles.ts';

/** An address field grows to fill its row and takes a row of its own where it would be narrower than 14rem. */
const ADDRESS_FIELD = { flex: '1 1 14rem' };

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Text component="h2" fw={700} size="md" mb="sm">
        {title}
      </Text>
      {children}
    </Card>
  );
}

export function AdminPanels({ address, roles }: { address: string; roles: Roles }) {
  const { locale } = useLocaleSettings();
  const connection = useChainConnection();
  const { api } = connection;
  const chain = useChainReady();
  const dex = useDexConfig().data;
  const [action, setAction] = useState<Action | undefined>();
  const [open, setOpen] = useState(0);
  const [fee, setFee] = useState('');
  const [member, setMember] = useState('');
  const [quorum, setQuorum] = useState('');
  const [code, setCode] = useState('');
  const [rate, setRate] = useState('');
  const [mintTo, setMintTo] = useState(address);
  const [mintAmount, setMintAmount] = useState('');

  const start = (next: Action) => {
    setAction(next);
    setOpen((n) => n + 1);
  };
  const sudo = (call: { decodedCall: unknown }) =>
    api.tx.Sudo.sudo({ call: call.decodedCall as Parameters<typeof api.tx.Sudo.sudo>[0]['call'] });

  const feePerMille = parseFeePercent(fee);
  // The runtime checks the upper limit (its MaxMembers) and answers InvalidQuorum beyond it.
  const quorumValue = /^\s*\d{1,3}\s*$/u.test(quorum) ? Number(quorum) : undefined;
  const quorumOk = quorumValue !== undefined && quorumValue >= 1;
  const memberCheck = member.trim() ? checkAddress(member.trim()) : undefined;
  const mintCheck = mintTo.trim() ? checkAddress(mintTo.trim()) : undefined;
  const mintValue = mintAmount.trim() ? parseTokenAmount(mintAmount, PHPU, locale) : undefined;
  let rateValue: bigint | undefined;
  try {
    rateValue = rate.trim() ? parseRate(rate.trim()) : undefined;
  } catch {
    rateValue = undefined;
  }
  const codeOk = /^[A-Z]{3}$/u.test(code.trim());

  return (
    <Stack gap="md">
      {!chain.ready && (
        <Alert color="orange" role="status">
          {`${chain.reason} The admin actions are disabled until the node is back.`}
        </Alert>
      )}
      {roles.sudo && (
        <Panel title="Swap fee">
          <Text size="sm" c="dimmed" mb="xs">
            {`Now ${dex ? `${dex.lpFee / 10} %` : '…'}${dex?.lpFeeSource === 'constant' ? ' (the runtime default)' : ''}. Set through Parameters (Dex.LpFee) with sudo.`}
          </Text>
          <Group align="flex-end">
            <TextInput
              label="New swap fee (%)"
              value={fee}
              onChange={(e) => setFee(e.currentTarget.value)}
              error={
                fee.trim() && feePerMille === undefined
                  ? 'Enter 0 to 99.9 with at most one decimal.'
                  : undefined
              }
              w={180}
            />
            <Button
              disabled={feePerMille === undefined || !chain.ready}
              onClick={() =>
                feePerMille !== undefined &&
                start({
                  title: 'Change the swap fee',
                  summary: <Text>{`Set the swap fee to ${feePerMille / 10} %.`}</Text>,
                  confirm: feeChangeConfirmation(feePerMille),
                  request: () => ({
                    title: `Set the swap fee to ${feePerMille / 10} %`,
                    tx: sudo(
                      api.tx.Parameters.set_parameter({
                        key_value: Enum('Dex', Enum('LpFee', [feePerMille])),
                      }),
                    ),
                    inspect: (events) => sudoFailure(events),
                  }),
                })
              }
            >
              Change fee
            </Button>
          </Group>
        </Panel>
      )}
      {roles.sudo && (
        <Panel title="Forex oracle members">
          <Stack gap="xs">
            {roles.oracleMembers.map((who) => (
              <AccountRow
                key={who}
                name="Oracle member"
                address={who}
                extra={
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={`Remove member ${who}`}
                    disabled={!chain.ready}
                    onClick={() =>
                      start({
                        title: 'Remove an oracle member',
                        summary: <Text>{`Remove ${who} from the forex oracle.`}</Text>,
                        request: () => ({
                          title: 'Remove an oracle member',
                          tx: sudo(api.tx.OracleMembership.remove_member({ who: MultiAddress.Id(who) })),
                          inspect: (events) => sudoFailure(events),
                        }),
                      })
                    }
                  >
                    Remove
                  </Button>
                }
              />
            ))}
            <Group align="flex-end">
              <TextInput
                label="New member"
                value={member}
                onChange={(e) => setMember(e.currentTarget.value)}
                error={memberCheck && !memberCheck.valid ? memberCheck.error.message : undefined}
                style={ADDRESS_FIELD}
              />
              <Button
                disabled={!memberCheck?.valid || !chain.ready}
                onClick={() =>
                  memberCheck?.valid &&
                  start({
                    title: 'Add an oracle member',
                    summary: <Text>{`Let ${memberCheck.address} post forex rates.`}</Text>,
                    request: () => ({
                      title: 'Add an oracle member',
                      tx: sudo(
                        api.tx.OracleMembership.add_member({ who: MultiAddress.Id(memberCheck.address) }),
                      ),
                      inspect: (events) => sudoFailure(events),
                    }),
                  })
                }
              >
                Add member
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {`Quorum: ${dex ? dex.oracle.quorum : '…'} of ${roles.oracleMembers.length} member${roles.oracleMembers.length === 1 ? '' : 's'} must have fed a currency within the hour before its rate moves.`}
            </Text>
            <Group align="flex-end">
              <TextInput
                label="New quorum"
                inputMode="numeric"
                value={quorum}
                onChange={(e) => setQuorum(e.currentTarget.value)}
                error={quorum.trim() && !quorumOk ? 'A whole number of members, at least 1.' : undefined}
                w={180}
              />
              <Button
                disabled={!quorumOk || !chain.ready}
                onClick={() =>
                  quorumOk &&
                  start({
                    title: 'Change the oracle quorum',
                    summary: (
                      <Text>{`Rates move only once ${quorumValue} member${quorumValue === 1 ? ' has' : 's have'} fed them within the hour.`}</Text>
                    ),
                    request: () => ({
                      title: `Set the oracle quorum to ${quorumValue}`,
                      tx: sudo(api.tx.Oracle.set_quorum({ quorum: quorumValue })),
                      inspect: (events) => sudoFailure(events),
                    }),
                  })
                }
              >
                Set quorum
              </Button>
            </Group>
          </Stack>
        </Panel>
      )}
      {roles.oracleMember && (
        <Panel title="Post a forex rate">
          <Group align="flex-end">
            <TextInput
              label="Currency"
              placeholder="PHP"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
              error={code.trim() && !codeOk ? 'Three letters, like PHP.' : undefined}
              w={110}
            />
            <TextInput
              label="Units per USD"
              placeholder="58.50"
              value={rate}
              onChange={(e) => setRate(e.currentTarget.value)}
              error={
                rate.trim() && rateValue === undefined ? 'A decimal number, up to 18 decimals.' : undefined
              }
              w={180}
            />
            <Button
              disabled={!codeOk || rateValue === undefined || rateValue === 0n || !chain.ready}
              onClick={() =>
                rateValue !== undefined &&
                start({
                  title: 'Post a forex rate',
                  summary: <Text>{`1 USD = ${rate.trim()} ${code.trim()}`}</Text>,
                  request: () => ({
                    title: `Post 1 USD = ${rate.trim()} ${code.trim()}`,
                    tx: api.tx.Oracle.feed_values({
                      values: [
                        [
                          `0x${[...new TextEncoder().encode(code.trim())].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
                          rateValue,
                        ],
                      ],
                    }),
                  }),
                })
              }
            >
              Post rate
            </Button>
          </Group>
        </Panel>
      )}
      {roles.phpuIssuer && dex && (
        <Panel title="Mint PHPU">
          <Group align="flex-end">
            <TextInput
              label="Mint to"
              value={mintTo}
              onChange={(e) => setMintTo(e.currentTarget.value)}
              error={mintCheck && !mintCheck.valid ? mintCheck.error.message : undefined}
              style={ADDRESS_FIELD}
            />
            <TextInput
              label="PHPU to mint"
              value={mintAmount}
              onChange={(e) => setMintAmount(e.currentTarget.value)}
              error={mintValue && !mintValue.ok ? mintValue.error : undefined}
              w={160}
            />
            <Button
              disabled={!mintCheck?.valid || !mintValue?.ok || mintValue.value === 0n || !chain.ready}
              onClick={() =>
                mintCheck?.valid &&
                mintValue?.ok &&
                start({
                  title: 'Mint PHPU',
                  summary: (
                    <Text>{`Mint ${formatExact(mintValue.value, PHPU, locale)} to ${mintCheck.address}.`}</Text>
                  ),
                  request: () => ({
                    title: `Mint ${formatExact(mintValue.value, PHPU, locale)}`,
                    tx: api.tx.Assets.mint({
                      id: dex.phpuId,
                      beneficiary: MultiAddress.Id(mintCheck.address),
                      amount: mintValue.value,
                    }),
                  }),
                })
              }
            >
              Mint
            </Button>
          </Group>
        </Panel>
      )}
      {action && (
        <AdminReviewDialog action={action} address={address} opening={open} onClose={() => setOpen(0)} />
      )}
    </Stack>
  );
}
