import { Text, TextInput } from '@mantine/core';
import { toHex } from 'polkadot-api/utils';
import { useState } from 'react';
import type { LumiApi } from '../../shared/chain/connection.ts';
import type { AdminAction } from './adminAction.ts';
import { AdminFormRow } from './AdminFormRow.tsx';
import { isCurrencyCode, parsePostedRate } from './adminValues.ts';
import { Panel } from './Panel.tsx';

export function RatePanel(props: { api: LumiApi; address: string; onReview: (action: AdminAction) => void }) {
  const { api, address, onReview } = props;
  const [code, setCode] = useState('');
  const [rate, setRate] = useState('');
  const currency = code.trim();
  const codeOk = isCurrencyCode(currency);
  const rateValue = parsePostedRate(rate);
  const action: AdminAction | undefined =
    codeOk && rateValue !== undefined
      ? {
          title: 'Post a forex rate',
          summary: <Text>{`1 USD = ${rate.trim()} ${currency}`}</Text>,
          request: () => ({
            title: `Post 1 USD = ${rate.trim()} ${currency}`,
            tx: api.tx.Oracle.feed_values({
              values: [[toHex(new TextEncoder().encode(currency)), rateValue]],
            }),
          }),
        }
      : undefined;
  return (
    <Panel title="Post a forex rate">
      <AdminFormRow
        label="Post rate"
        action={action}
        formKey={`rate:${currency}:${rateValue}`}
        address={address}
        onReview={onReview}
      >
        <TextInput
          label="Currency"
          placeholder="PHP"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
          error={currency && !codeOk ? 'Three letters, like PHP.' : undefined}
          w={110}
        />
        <TextInput
          label="Units per USD"
          placeholder="58.50"
          value={rate}
          onChange={(e) => setRate(e.currentTarget.value)}
          error={
            rate.trim() && rateValue === undefined
              ? 'A decimal number above 0, up to 18 decimals.'
              : undefined
          }
          w={180}
        />
      </AdminFormRow>
    </Panel>
  );
}
