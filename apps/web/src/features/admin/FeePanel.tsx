import { Text, TextInput } from '@mantine/core';
import { Enum } from 'polkadot-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const [fee, setFee] = useState('');
  const perMille = parseFeePercent(fee);
  const confirmation = perMille === undefined ? undefined : feeChangeConfirmation(perMille);
  const action: AdminAction | undefined =
    perMille === undefined
      ? undefined
      : {
          title: t('admin.fee.actionTitle'),
          summary: <Text>{t('admin.fee.summary', { fee: perMille / 10 })}</Text>,
          confirm: confirmation && t(confirmation.key, confirmation.values),
          request: () => ({
            title: t('admin.fee.request', { fee: perMille / 10 }),
            tx: sudoCall(
              api,
              api.tx.Parameters.set_parameter({ key_value: Enum('Dex', Enum('LpFee', [perMille])) }),
            ),
            inspect: (events) => sudoFailure(events),
          }),
        };
  return (
    <Panel title={t('admin.fee.title')}>
      <Text size="sm" c="dimmed" mb="xs">
        {t(dex?.lpFeeSource === 'constant' ? 'admin.fee.nowDefault' : 'admin.fee.now', {
          fee: dex ? `${dex.lpFee / 10} %` : '…',
        })}
      </Text>
      <AdminFormRow
        label="admin.fee.change"
        action={action}
        formKey={`fee:${perMille}`}
        address={address}
        onReview={onReview}
      >
        <TextInput
          label={t('admin.fee.newFee')}
          value={fee}
          onChange={(e) => setFee(e.currentTarget.value)}
          error={fee.trim() && perMille === undefined ? t('admin.fee.invalid') : undefined}

          w={180}
        />
      </AdminFormRow>
    </Panel>
  );
}
