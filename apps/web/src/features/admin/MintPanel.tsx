import { Text, TextInput } from '@mantine/core';
import { PHPU } from '@lumi/chain';
import { MultiAddress } from '@lumi/descriptors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressErrorText } from '../../shared/i18n/addressError.ts';
import type { LumiApi } from '../../shared/chain/connection.ts';
import { checkAddress } from '../../shared/address/index.ts';
import { formatExact, parseTokenAmount } from '../../shared/format/index.ts';
import type { AdminAction } from './adminAction.ts';
import { AdminFormRow } from './AdminFormRow.tsx';
import { ADDRESS_FIELD, Panel } from './Panel.tsx';

export function MintPanel(props: {
  api: LumiApi;
  address: string;
  phpuId: number;
  locale: string;
  onReview: (action: AdminAction) => void;
}) {
  const { api, address, phpuId, locale, onReview } = props;
  const { t } = useTranslation();
  const addressError = useAddressErrorText();
  const [mintTo, setMintTo] = useState(address);
  const [amount, setAmount] = useState('');
  const target = mintTo.trim() ? checkAddress(mintTo.trim()) : undefined;
  const parsed = amount.trim() ? parseTokenAmount(amount, PHPU, locale) : undefined;
  const value = parsed?.ok && parsed.value > 0n ? parsed.value : undefined;
  const action: AdminAction | undefined =
    target?.valid && value !== undefined
      ? {
          title: t('admin.mint.title'),
          summary: (
            <Text>
              {t('admin.mint.summary', { amount: formatExact(value, PHPU, locale), address: target.address })}
            </Text>
          ),
          request: () => ({
            title: t('admin.mint.request', { amount: formatExact(value, PHPU, locale) }),
            tx: api.tx.Assets.mint({
              id: phpuId,
              beneficiary: MultiAddress.Id(target.address),
              amount: value,
            }),
          }),
        }
      : undefined;
  return (
    <Panel title={t('admin.mint.title')}>
      <AdminFormRow
        label="admin.mint.submit"
        action={action}
        formKey={`mint:${target?.valid ? target.address : ''}:${value}`}
        address={address}
        onReview={onReview}
      >
        <TextInput
          label={t('admin.mint.to')}
          value={mintTo}
          onChange={(e) => setMintTo(e.currentTarget.value)}
          error={target && !target.valid ? addressError(target.error, mintTo.trim()) : undefined}
          style={ADDRESS_FIELD}
        />
        <TextInput
          label={t('admin.mint.amount')}

          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={parsed && !parsed.ok ? t(parsed.message.key, parsed.message.values) : undefined}

          w={160}
        />
      </AdminFormRow>
    </Panel>
  );
}
