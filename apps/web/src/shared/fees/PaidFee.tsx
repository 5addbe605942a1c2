import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocaleSettings } from '../format/LocaleContext.ts';
import { FiatValue } from '../fiat/FiatValue.tsx';
import { paidFeeAmount } from './feeAmount.ts';
import { paidFeeText } from './feeText.ts';
import type { PaidFee as Paid } from './paidFee.ts';
import { useNativeToken } from './useNativeToken.ts';

/** The fee a finished transaction really paid, exact, in the asset that paid it. */
export function PaidFee({ fee }: { fee: Paid | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLocaleSettings();
  const native = useNativeToken();
  if (!fee || !native) return null;
  return (
    <Text size="sm" c="dimmed">
      <span data-testid="fee-paid">{t('fees.paid', { amount: paidFeeText(fee, locale, native) })}</span>{' '}
      <FiatValue {...paidFeeAmount(fee, { symbol: native.symbol ?? '' })} />
    </Text>
  );
}
