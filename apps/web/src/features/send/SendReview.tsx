import { Group, Text } from '@mantine/core';
import type { ProfileAsset } from '@lumi/chain/profiles';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { Identicon } from '../../shared/ui/AccountIcon/Identicon.tsx';
import { formatEstimate, formatExact } from '../../shared/format/index.ts';

/** A transfer as the user reviews it. */
export interface ReviewedTransfer {
  /** The asset sent, as the active chain profile lists it. */
  asset: ProfileAsset;
  recipient: string;
  amount: bigint;
  keepAlive: boolean;
  networkFee: bigint | undefined;
}

/** The numbers of a transfer under review. */
export function SendReviewSummary({
  reviewed,
  feeToken,
}: {
  reviewed: ReviewedTransfer;
  /** The chain's native token, which pays the network fee. */
  feeToken: { symbol: string; decimals: number };
}) {
  const { locale } = useLocaleSettings();
  const asset = reviewed.asset;
  const fmt = (value: bigint, token: { symbol: string; decimals: number }) =>
    formatExact(value, token, locale);
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
        <dd>
          {reviewed.networkFee === undefined ? '…' : formatEstimate(reviewed.networkFee, feeToken, locale)}
        </dd>
      </div>
    </dl>
  );
}
