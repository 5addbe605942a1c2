import { Text, TextInput } from '@mantine/core';
import { Enum } from 'polkadot-api';
import { useState } from 'react';
import { sudoFailure } from '../../shared/tx/jobs.ts';
import type { LumiApi } from '../../shared/chain/connection.ts';
import type { AdminAction } from './adminAction.ts';
import { AdminFormRow } from './AdminFormRow.tsx';
import { feeChangeConfirmation, parseFeePercent } from './feeChange.ts';
import { Panel } from './Panel.tsx';
import { sudoCall } from './sudo.ts';

export function FeePanel(props: {
  api: LumiApi;
  address: string;
  dex: { lpFee: number; lpFeeSource: string } | undefined;
  onReview: (action: AdminAction) => void;
}) {
  const { api, address, dex, onReview } = props;
  const [fee, setFee] = useState('');
  const perMille = parseFeePercent(fee);
  const action: AdminAction | undefined =
    perMille === undefined
      ? undefined
      : {
          title: 'Change the swap fee',
          summary: <Text>{`Set the swap fee to ${perMille / 10} %.`}</Text>,
          confirm: feeChangeConfirmation(perMille),
          request: () => ({
            title: `Set the swap fee to ${perMille / 10} %`,
            tx: sudoCall(
              api,
              api.tx.Parameters.set_parameter({ key_value: Enum('Dex', Enum('LpFee', [perMille])) }),
            ),
            inspect: (events) => sudoFailure(events),
          }),
        };
  return (
    <Panel title="Swap fee">
      <Text size="sm" c="dimmed" mb="xs">
        {`Now ${dex ? `${dex.lpFee / 10} %` : '…'}${dex?.lpFeeSource === 'constant' ? ' (the runtime default)' : ''}. Set through Parameters (Dex.LpFee) with sudo.`}
      </Text>
      <AdminFormRow
        label="Change fee"
        action={action}
        formKey={`fee:${perMille}`}
        address={address}
        onReview={onReview}
      >
        <TextInput
          label="New swap fee (%)"
          value={fee}
          onChange={(e) => setFee(e.currentTarget.value)}
          error={
            fee.trim() && perMille === undefined ? 'Enter 0 to 99.9 with at most one decimal.' : undefined
          }
          w={180}
        />
      </AdminFormRow>
    </Panel>
  );
}
