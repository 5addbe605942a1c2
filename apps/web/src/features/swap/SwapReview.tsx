import { lpFeeBps, type SwapQuote } from '@lumi/chain';
import type { DexPair } from '../../shared/chain/dex/pairs.ts';
import type { FeePayment } from '../../shared/fees/feeAsset.ts';
import { paidFeeText } from '../../shared/fees/feeText.ts';
import { useNativeToken } from '../../shared/fees/useNativeToken.ts';
import type { FormatToken } from '../../shared/format/token.ts';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { APPROX, formatBps, formatExact } from '../../shared/format/index.ts';
import { tokensOf, type Direction } from './pair.ts';
import { useTranslation } from 'react-i18next';
import { FiatRow } from '../../shared/fiat/FiatRow.tsx';
import { FiatValue } from '../../shared/fiat/FiatValue.tsx';
import { FeeFiat } from '../../shared/fiat/FeeFiat.tsx';

/** A quote as the user reviews it: numbers and block frozen until accepted again. */
export interface Reviewed {
  quote: SwapQuote;
  block: number;
  pair: DexPair;
  direction: Direction;
  fee: number;
  /** The network fee estimate in the asset that pays it. */
  networkFee: FeePayment | undefined;
}

/** The numbers of a swap under review. */
export function ReviewSummary({ reviewed, slippage }: { reviewed: Reviewed; slippage: bigint }) {
  const { networkFee } = reviewed;
  const { locale } = useLocaleSettings();
  const { t } = useTranslation();
  const nativeToken = useNativeToken();
  const { tokenIn, tokenOut } = tokensOf(reviewed.direction, reviewed.pair);
  // Every digit: what is signed must read exactly as the chain will count it.
  const fmt = (amount: bigint, token: FormatToken) => formatExact(amount, token, locale);
  const q = reviewed.quote;
  return (
    <dl className="details-list" aria-label={t('review.label')}>
      <div>
        <dt>{t('swap.pay')}</dt>
        <dd data-testid="review-pay">
          {q.side === 'exactIn' ? fmt(q.amountIn, tokenIn) : `${APPROX} ${fmt(q.amountIn, tokenIn)}`}
        </dd>
      </div>
      <div>
        <dt>{t('swap.receive')}</dt>
        <dd data-testid="review-receive">
          {q.side === 'exactOut' ? fmt(q.amountOut, tokenOut) : `${APPROX} ${fmt(q.amountOut, tokenOut)}`}
        </dd>
      </div>
      <FiatRow
        amounts={[
          { amount: q.amountIn, symbol: tokenIn.symbol },
          { amount: q.amountOut, symbol: tokenOut.symbol },
        ]}
      />
      <div>
        <dt>{q.side === 'exactIn' ? t('swap.details.minReceived') : t('swap.details.maxSold')}</dt>
        <dd>
          <span data-testid="review-limit">
            {q.side === 'exactIn' ? fmt(q.minReceived, tokenOut) : fmt(q.maxSold, tokenIn)}
          </span>{' '}
          {q.side === 'exactIn' ? (
            <FiatValue amount={q.minReceived} symbol={tokenOut.symbol} />
          ) : (
            <FiatValue amount={q.maxSold} symbol={tokenIn.symbol} />
          )}
        </dd>
      </div>
      <div>
        <dt>{t('swap.details.swapFee')}</dt>
        <dd>
          <span data-testid="review-swap-fee">
            {t('swap.details.swapFeeValue', {
              amount: fmt(q.feeAmount, tokenIn),
              rate: formatBps(lpFeeBps(BigInt(reviewed.fee)), locale),
            })}
          </span>{' '}
          <FiatValue amount={q.feeAmount} symbol={tokenIn.symbol} />
        </dd>
      </div>
      <div>
        <dt>{t('slippage.label')}</dt>
        <dd data-testid="review-slippage">{formatBps(slippage, locale)}</dd>
      </div>
      <div>
        <dt>{t('swap.details.impact')}</dt>
        <dd data-testid="review-price-impact">{formatBps(q.priceImpactBps, locale)}</dd>
      </div>
      <div>
        <dt>{t('swap.details.networkFee')}</dt>
        <dd>
          <span data-testid="review-network-fee">
            {networkFee === undefined || nativeToken === undefined
              ? '…'
              : `${APPROX} ${paidFeeText(networkFee, locale, nativeToken)}`}
          </span>{' '}
          <FeeFiat verdict={{ fee: undefined, payment: networkFee }} />
        </dd>
      </div>
      <div>
        <dt>{t('swap.review.block')}</dt>
        <dd>#{reviewed.block.toLocaleString('en-US')}</dd>
      </div>
    </dl>
  );
}
