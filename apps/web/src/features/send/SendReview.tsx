import { Group, Text } from '@mantine/core';
import type { AssetInfo } from '@lumi/chain';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { Identicon } from '../../shared/ui/AccountIcon/Identicon.tsx';
import { formatExact } from '../../shared/format/index.ts';
import type { FeePayment } from '../../shared/fees/feeAsset.ts';
import { feeEstimateText } from '../../shared/fees/feeText.ts';

/** A transfer as the user reviews it. */
export interface ReviewedTransfer {
  token: 'LUMI' | 'PHPU' | 'LPHPU';
  assetId: number;
  recipient: string;
  amount: bigint;
  keepAlive: boolean;
  /** The fee estimate in the asset that pays it. */
  networkFee: FeePayment | undefined;
}

/** The numbers of a transfer under review. */
export function SendReviewSummary({ reviewed, asset }: { reviewed: ReviewedTransfer; asset: AssetInfo }) {
  const { locale } = useLocaleSettings();
  const fmt = (value: bigint, token: AssetInfo) => formatExact(value, token, locale);
  return (
    <dl className="details-list" aria-label="Review">
      <div>
        <dt>Amount</dt>
        <dd data-testid="review-amount">{fmt(reviewed.amount, asset)}</dd>
      </div>
      <div>
        <dt>Recipient</dt>
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
        <dt>Keep my account alive</dt>
        <dd>{reviewed.keepAlive ? 'Yes' : 'No'}</dd>
      </div>
      <div>
        <dt>Network fee</dt>
        <dd data-testid="review-network-fee">
          {feeEstimateText({ fee: undefined, payment: reviewed.networkFee }, locale)}
        </dd>
      </div>
    </dl>
  );
}
