import { VALUE_DECIMALS, type Market } from '@lumi/chain';
import { useState } from 'react';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { formatBps, formatExact, formatFiat } from '../../shared/format/index.ts';
import { FailureAlert, WarningList } from '../../shared/tx/ActionButton.tsx';
import { presentWarnings } from '../../shared/tx/decision.ts';
import type { TxJob, TxRequest } from '../../shared/tx/jobs.ts';
import { ReviewDialog } from '../../shared/tx/ReviewDialog.tsx';
import type { TxVerdict } from '../../shared/tx/txCheck.ts';
import type { buildSwapTx } from './buildSwap.ts';
import { ImpactConfirmation } from './ImpactConfirmation.tsx';
import { tokensOf } from './pair.ts';
import { IMPACT_BLOCK_BPS } from './priceImpact.ts';
import { swapReviewGate } from './reviewGate.ts';
import { swapValue } from './swapLoss.ts';
import { ReviewSummary, type Reviewed } from './SwapReview.tsx';
import { highPriceImpactWarning } from './warnings/highPriceImpact.ts';
import { useTranslation } from 'react-i18next';
import { useFiatWorth } from '../../shared/fiat/useFiatWorth.ts';
import { FiatRateNote } from '../fiat/index.ts';

/** The swap's review: its numbers, the dry run made when it opened, and the price-impact confirmation. */
export function SwapReviewDialog(props: {
  opened: boolean;
  onClose: () => void;
  reviewed: Reviewed;
  slippage: bigint;
  /** Lumi's market, when the reviewed pair is its LUMI/PHPU pool (what values the loss in money). */
  market: Market | undefined;
  expertMode: boolean;
  /** The review-time check of the reviewed call. */
  verdict: TxVerdict;
  stale: { message: string; onAccept: () => void } | undefined;
  buildTx: (reviewed: Reviewed) => ReturnType<typeof buildSwapTx>;
  /** The asset the swap pays its fee with. */
  fee: TxRequest['fee'];
  onFinished: (job: TxJob) => void;
}) {
  const {
    opened,
    onClose,
    reviewed,
    slippage,
    market,
    expertMode,
    verdict,
    stale,
    buildTx,
    fee,
    onFinished,
  } = props;
  const { locale, currency } = useLocaleSettings();
  const { t } = useTranslation();
  const worth = useFiatWorth();
  // A confirmation is for one set of numbers: accepting new ones asks again.
  const [confirmedFor, setConfirmedFor] = useState<Reviewed | undefined>();
  const { tokenIn, tokenOut } = tokensOf(reviewed.direction, reviewed.pair);
  const impactBps = reviewed.quote.priceImpactBps;
  const gate = swapReviewGate({ impactBps, expertMode, confirmed: confirmedFor === reviewed, verdict });
  const value = market ? swapValue(reviewed.quote, reviewed.direction, market, currency) : undefined;
  const warning = highPriceImpactWarning({
    impactBps,
    impact: formatBps(impactBps, locale),
    limit: formatBps(IMPACT_BLOCK_BPS, locale),
    expertMode,
  });
  const fmtToken = (amount: bigint, token: typeof tokenIn) => formatExact(amount, token, locale);
  return (
    <ReviewDialog
      opened={opened}
      onClose={onClose}
      title={t('swap.review.title')}
      confirmLabel={t('swap.review.confirm')}
      stale={stale}
      blocked={gate.blocked}
      build={() => ({
        title: t('swap.review.txTitle', {
          amount: fmtToken(reviewed.quote.amountIn, tokenIn),
          symbol: tokenOut.symbol,
        }),
        tx: buildTx(reviewed),
        fee,
        errorContext: { slippage: formatBps(slippage, locale) },
        describe: (events) => {
          const executed = events.find(
            (e) => e.type === 'AssetConversion' && e.value.type === 'SwapExecuted',
          );
          const v = executed?.value.value as { amount_in: bigint; amount_out: bigint } | undefined;
          return v
            ? worth(
                t('swap.review.done', {
                  paid: fmtToken(v.amount_in, tokenIn),
                  received: fmtToken(v.amount_out, tokenOut),
                }),
                [{ amount: v.amount_out, symbol: tokenOut.symbol }],
              )
            : undefined;
        },
      })}
      onFinished={onFinished}
    >
      <ReviewSummary reviewed={reviewed} slippage={slippage} />
      <FiatRateNote />
      <WarningList warnings={presentWarnings(warning)} />
      {gate.askConfirmation && (
        <ImpactConfirmation
          impact={formatBps(impactBps, locale)}
          loss={value && formatFiat(value.loss, VALUE_DECIMALS, { locale, currency })}
          checked={confirmedFor === reviewed}
          onChange={(checked) => setConfirmedFor(checked ? reviewed : undefined)}
        />
      )}
      {verdict.failure && <FailureAlert failure={verdict.failure} />}
    </ReviewDialog>
  );
}
