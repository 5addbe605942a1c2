import { Text, TextInput } from '@mantine/core';
import { toHex } from 'polkadot-api/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LumiApi } from '../../shared/chain/connection.ts';
import type { AdminAction } from './adminAction.ts';
import { AdminFormRow } from './AdminFormRow.tsx';
import { isCurrencyCode, parsePostedRate } from './adminValues.ts';
import { Panel } from './Panel.tsx';

export function RatePanel(props: { api: LumiApi; address: string; onReview: (action: AdminAction) => void }) {
  const { api, address, onReview } = props;
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [rate, setRate] = useState('');
  const currency = code.trim();
  const codeOk = isCurrencyCode(currency);
  const rateValue = parsePostedRate(rate);
  const action: AdminAction | undefined =
    codeOk && rateValue !== undefined
      ? {
          title: t('admin.rate.title'),
          summary: <Text>{`1 USD = ${rate.trim()} ${currency}`}</Text>,
          request: () => ({
            title: t('admin.rate.request', { rate: rate.trim(), currency }),
            tx: api.tx.Oracle.feed_values({
              values: [[toHex(new TextEncoder().encode(currency)), rateValue]],
            }),
          }),
        }
      : undefined;
  return (
    <Panel title={t('admin.rate.title')}>
      <AdminFormRow
        label="admin.rate.submit"
        action={action}
        formKey={`rate:${currency}:${rateValue}`}
        address={address}
        onReview={onReview}
      >
        <TextInput
          label={t('admin.rate.currency')}
          placeholder="PHP"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
          error={currency && !codeOk ? t('admin.rate.currencyInvalid') : undefined}
          w={110}
        />
        <TextInput
          label={t('admin.rate.perUsd')}
          placeholder="58.50"
          value={rate}
          onChange={(e) => setRate(e.currentTarget.value)}
          error={rate.trim() && rateValue === undefined ? t('admin.rate.rateInvalid') : undefined}

          w={180}
        />
      </AdminFormRow>
    </Panel>
  );
}
