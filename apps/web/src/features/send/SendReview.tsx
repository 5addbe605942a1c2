import { Group, Text } from '@mantine/core';
import type { ProfileAsset } from '@lumi/chain/profiles';
import { useTranslation } from 'react-i18next';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { Identicon } from '../../shared/ui/AccountIcon/Identicon.tsx';
import { formatExact } from '../../shared/format/index.ts';
import type { FeePayment } from '../../shared/fees/feeAsset.ts';
import { feeEstimateText } from '../../shared/fees/feeText.ts';
import { FeeFiat } from '../../shared/fiat/FeeFiat.tsx';
import { FiatRow } from '../../shared/fiat/FiatRow.tsx';

/** A transfer as the user reviews it. */
export interface ReviewedTransfer {
  /** The asset sent, as the active chain profile lists it. */
  asset: ProfileAsset;
  recipient: string;
  amount: bigint;
  keepAlive: boolean;
  /** The fee estimate in the asset that pays it. */
  networkFee: FeePayment | undefined;
}

/** The numbers of a transfer under review. */
export function SendReviewSummary({
  reviewed,
  feeToken,
}: {
  reviewed: ReviewedTransfer;
  /** The chain's native token, which pays the network fee unless PHPU does. */
  feeToken: { symbol: string; decimals: number };
}) {
  const { locale } = useLocaleSettings();
  const { t } = useTranslation();
  const asset = reviewed.asset;
  const fmt = (value: bigint, token: { symbol: string; decimals: number }) =>
    formatExact(value, token, locale);
  return (
    <dl className="details-list" aria-label={t('review.label')}>
      <div>
        <dt>{t('send.amount')}</dt>
        <dd data-testid="review-amount">{fmt(reviewed.amount, asset)}</dd>
      </div>
      <FiatRow amounts={[{ amount: reviewed.amount, symbol: asset.symbol }]} />
      <div>
        <dt>{t('send.recipient')}</dt>
        <dd>
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <Identicon address={reviewed.recipient} size={20} />
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {reviewed.recipient}
            </Text>
          </Group>
        </dd>
      </div>
      <div>
        <dt>{t('send.keepAlive')}</dt>
        <dd>{reviewed.keepAlive ? t('send.yes') : t('send.no')}</dd>
      </div>
      <div>
        <dt>{t('send.review.networkFee')}</dt>
        <dd>
          <span data-testid="review-network-fee">
            {feeEstimateText({ fee: undefined, payment: reviewed.networkFee }, locale, feeToken)}
          </span>{' '}
          <FeeFiat verdict={{ fee: undefined, payment: reviewed.networkFee }} />
        </dd>
      </div>
    </dl>
  );
}
