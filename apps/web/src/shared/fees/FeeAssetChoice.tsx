import { Checkbox, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocaleSettings } from '../format/LocaleContext.ts';
import type { TxVerdict } from '../tx/txCheck.ts';
import { feeChoice, useFeeChoice } from './feeChoice.ts';
import { FeeFiat } from '../fiat/FeeFiat.tsx';
import { feeEstimateText } from './feeText.ts';
import { useNativeToken } from './useNativeToken.ts';
import { usePhpuFeeId } from './usePhpuFeeId.ts';

/**
 * "Pay the network fee in PHPU" for a transaction form: ticked when PHPU pays (the user's choice, or chosen
 * because LUMI cannot pay, which it says); unticking pays in LUMI. Shown only where the chain has Lumi's
 * LUMI/PHPU pool (`useFees().phpuId` defined): elsewhere the native token pays and there is no choice.
 */
export function FeeAssetChoice({
  verdict,
  existentialDeposit,
  showEstimate = false,
}: {
  verdict: Pick<TxVerdict, 'fee' | 'payment'>;
  existentialDeposit: string | undefined;
  /** Also say the estimate (for a form that shows no network fee of its own). */
  showEstimate?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocaleSettings();
  const choice = useFeeChoice();
  const native = useNativeToken();
  const offered = usePhpuFeeId() !== undefined;
  const paysPhpu = verdict.payment ? verdict.payment.token === 'PHPU' : choice === 'PHPU';
  return (
    <div data-testid="fee-asset">
      {offered && (
        <Checkbox
          size="sm"
          label={t('fees.payInPhpu')}
          checked={paysPhpu}
          onChange={(event) => feeChoice.set(event.currentTarget.checked ? 'PHPU' : 'native')}
        />
      )}
      {showEstimate && native && (
        <Text size="sm" c="dimmed" mt={4}>
          <span data-testid="fee-estimate">
            {t('fees.estimate', { amount: feeEstimateText(verdict, locale, native) })}
          </span>{' '}
          <FeeFiat verdict={verdict} />
        </Text>
      )}
      {verdict.payment?.automatic && (
        <Text size="xs" c="dimmed" role="status" data-testid="fee-asset-automatic" mt={4}>
          {existentialDeposit ? t('fees.automatic', { existentialDeposit }) : t('fees.automaticWithout')}
        </Text>
      )}
    </div>
  );
}
