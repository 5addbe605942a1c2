import { Text, Tooltip } from '@mantine/core';
import { FEE_DENOMINATOR, type SwapQuote } from '@lumi/chain';
import type { FormatToken } from '../../shared/format/token.ts';
import { feeEstimateText } from '../../shared/fees/feeText.ts';
import { useNativeToken } from '../../shared/fees/useNativeToken.ts';
import type { TxVerdict } from '../../shared/tx/txCheck.ts';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { formatBps, formatExact } from '../../shared/format/index.ts';
import { impactTier } from './priceImpact.ts';
import { FiatValue } from '../../shared/fiat/FiatValue.tsx';
import { FeeFiat } from '../../shared/fiat/FeeFiat.tsx';
import { useTranslation } from 'react-i18next';

const IMPACT_COLOR = { none: 'teal', low: 'yellow', warn: 'orange', confirm: 'red', block: 'red' } as const;

/** The live quote's details under the form: price impact, limit, swap fee, network fee. */
export function SwapDetails(props: {
  quote: SwapQuote;
  tokenIn: FormatToken;
  tokenOut: FormatToken;
  lpFee: number;
  /** The form's fee estimate (in the asset that pays it). */
  fee: Pick<TxVerdict, 'fee' | 'payment'>;
}) {
  const { quote, tokenIn, tokenOut, lpFee, fee } = props;
  const { locale } = useLocaleSettings();
  const { t } = useTranslation();
  const nativeToken = useNativeToken();
  const fmt = (amount: bigint, token: FormatToken) => formatExact(amount, token, locale);
  const tier = impactTier(quote.priceImpactBps);
  return (
    <dl className="details-list" aria-label={t('swap.details.label')}>
      <div>
        <dt>
          <Tooltip multiline w={260} withArrow label={t('swap.details.impactHelp')}>
            <span tabIndex={0} className="details-list__hint">
              {t('swap.details.impact')}
            </span>
          </Tooltip>
        </dt>
        <dd>
          <Text span c={IMPACT_COLOR[tier]} fw={600} data-severity={tier} data-testid="price-impact">
            {formatBps(quote.priceImpactBps, locale)}
          </Text>
        </dd>
      </div>
      <div>
        <dt>{quote.side === 'exactIn' ? t('swap.details.minReceived') : t('swap.details.maxSold')}</dt>
        <dd>
          <span data-testid={quote.side === 'exactIn' ? 'minimum-received' : 'maximum-sold'}>
            {quote.side === 'exactIn' ? fmt(quote.minReceived, tokenOut) : fmt(quote.maxSold, tokenIn)}
          </span>{' '}
          {quote.side === 'exactIn' ? (
            <FiatValue amount={quote.minReceived} symbol={tokenOut.symbol} />
          ) : (
            <FiatValue amount={quote.maxSold} symbol={tokenIn.symbol} />
          )}
        </dd>
      </div>
      <div>
        <dt>{t('swap.details.swapFee')}</dt>
        <dd>
          <span data-testid="swap-fee">
            {t('swap.details.swapFeeValue', {
              amount: fmt(quote.feeAmount, tokenIn),
              rate: formatBps((BigInt(lpFee) * 10_000n) / FEE_DENOMINATOR, locale),
            })}
          </span>{' '}
          <FiatValue amount={quote.feeAmount} symbol={tokenIn.symbol} />
        </dd>
      </div>
      <div>
        <dt>{t('swap.details.networkFee')}</dt>
        <dd>
          <span data-testid="network-fee">{feeEstimateText(fee, locale, nativeToken)}</span>{' '}
          <FeeFiat verdict={fee} />
        </dd>
      </div>
    </dl>
  );
}
