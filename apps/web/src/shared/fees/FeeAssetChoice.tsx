import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleSettings } from '../format/LocaleContext.ts';
import type { TxVerdict } from '../tx/txCheck.ts';
import { feeEstimateText } from './feeText.ts';
import type { FeeToken } from './feeAsset.ts';
import { feeChoice, useFeeChoice } from './feeChoice.ts';

const TOKENS: FeeToken[] = ['LUMI', 'PHPU'];

/**
 * "Pay the fee in LUMI / PHPU" for a transaction form: shows the asset that will pay (the user's choice, or
 * PHPU chosen because LUMI cannot pay, with why) and lets the user pick.
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
  const labelId = useId();
  const shown: FeeToken = verdict.payment?.token ?? (choice === 'auto' ? 'LUMI' : choice);
  return (
    <div data-testid="fee-asset">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" id={labelId}>
          {t('fees.payIn')}
        </Text>
        <SegmentedControl
          size="xs"
          value={shown}
          onChange={(next) => feeChoice.set(next as FeeToken)}
          data={TOKENS.map((token) => ({ value: token, label: token }))}
          aria-labelledby={labelId}
        />
      </Group>
      {showEstimate && (
        <Text size="sm" c="dimmed" data-testid="fee-estimate">
          {t('fees.estimate', { amount: feeEstimateText(verdict, locale) })}
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
