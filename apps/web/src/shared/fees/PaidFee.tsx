import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocaleSettings } from '../format/LocaleContext.ts';
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
    <Text size="sm" c="dimmed" data-testid="fee-paid">
      {t('fees.paid', { amount: paidFeeText(fee, locale, native) })}
    </Text>
  );
}
