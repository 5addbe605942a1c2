import { ActionIcon, Card, Group, Stack } from '@mantine/core';
import { LUMI, quoteSwap, type AssetInfo, type SwapSide } from '@lumi/chain';
import { useState } from 'react';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { useTradeInputs } from '../../shared/chain/useTradeInputs.ts';
import { expertModeOf, useConfig } from '../../shared/config/index.ts';
import { formatBps, formatExact, parseTokenAmount } from '../../shared/format/index.ts';
import { useSlippage } from '../../shared/preferences/useSlippage.ts';
import { ActionButton, WarningList } from '../../shared/tx/ActionButton.tsx';
import { useChainReady } from '../../shared/chain/useChainReady.ts';
import { gateOnChain, presentWarnings } from '../../shared/tx/decision.ts';
import { useWallet } from '../../shared/wallet/useWallet.ts';
import { FeeAssetChoice } from '../../shared/fees/FeeAssetChoice.tsx';
import { AmountField, plain } from './AmountField.tsx';
import { proposeMax } from './maxSwapIn.ts';
import { reservesFor, tokensOf, type Direction } from './pair.ts';
import { PoolPrice } from './PoolPrice.tsx';
import { IMPACT_BLOCK_BPS } from './priceImpact.ts';
import { SlippageControl } from './SlippageControl.tsx';
import { swapAction } from './swapAction.ts';
import { tradeIn } from './tradeIn.ts';
import { SwapDetails } from './SwapDetails.tsx';
import { type Reviewed } from './SwapReview.tsx';
import { SwapReviewDialog } from './SwapReviewDialog.tsx';
import { useSwapChecks } from './useSwapChecks.ts';
import { highPriceImpactWarning } from './warnings/highPriceImpact.ts';
import './swap.css';
import { useTranslation } from 'react-i18next';

export function SwapPage() {
  const { t } = useTranslation();
  const { locale } = useLocaleSettings();
  const { session } = useWallet();
  const address = session?.address;
  const { api, market, marketLoading, config: dex, balances, existentialDeposit } = useTradeInputs(address);
  const expertMode = expertModeOf(useConfig());
  const [direction, setDirection] = useState<Direction>('LUMI-PHPU');
  const [side, setSide] = useState<SwapSide>('exactIn');
  const [text, setText] = useState('');
  const [reviewed, setReviewed] = useState<Reviewed | undefined>();
  const [reviewOpen, setReviewOpen] = useState(0);

  const { tokenIn, tokenOut } = tokensOf(direction);
  const typedToken = side === 'exactIn' ? tokenIn : tokenOut;
  const parsed = text.trim() === '' ? undefined : parseTokenAmount(text, typedToken, locale);
  const lpFee = dex ? BigInt(dex.lpFee) : undefined;
  const tolerance = useSlippage({
    lpTokenId: dex?.pool?.lpTokenId,
    tradeIn:
      parsed?.ok && market && lpFee !== undefined
        ? tradeIn({ side, amount: parsed.value, ...reservesFor(direction, market), lpFee })
        : 0n,
    reserveIn: market ? reservesFor(direction, market).reserveIn : 0n,
  });
  const slippage = tolerance.bps;
  // Recomputed on every render: a handful of bigint operations, and it must follow every block.
  const result =
    parsed?.ok && market && lpFee !== undefined
      ? quoteSwap({
          side,
          amount: parsed.value,
          ...reservesFor(direction, market),
          lpFee,
          slippageBps: slippage,
        })
      : undefined;
  const quote = result?.ok ? result.quote : undefined;
  const balanceIn = balances ? balances[tokenIn.symbol as 'LUMI' | 'PHPU'].transferable : undefined;
  const balanceOut = balances ? balances[tokenOut.symbol as 'LUMI' | 'PHPU'].free : undefined;
  const fmt = (amount: bigint, token: AssetInfo) => formatExact(amount, token, locale);
  const existentialDepositText = existentialDeposit === undefined ? undefined : fmt(existentialDeposit, LUMI);
  const errorContext = { slippage: formatBps(slippage, locale), existentialDeposit: existentialDepositText };

  const { txFor, feeOf, verdict, reviewVerdict, feeForReview } = useSwapChecks({
    api,
    dex,
    address,
    balances,
    existentialDeposit,
    errorContext,
    form: quote && { quote, direction },
    review: reviewOpen > 0 && reviewed ? { ...reviewed, opening: reviewOpen } : undefined,
  });

  const chain = useChainReady();
  const action = gateOnChain(
    swapAction({
      account: address,
      pool: market ? 'ready' : marketLoading ? 'loading' : 'missing',
      amount: !parsed ? 'empty' : parsed.ok ? 'valid' : 'invalid',
      quote: result,
      tokenIn: tokenIn.symbol,
      balanceIn,
      expertMode,
      verdict,
    }),
    chain,
  );
  const warnings = presentWarnings(
    quote &&
      highPriceImpactWarning({
        impactBps: quote.priceImpactBps,
        impact: formatBps(quote.priceImpactBps, locale),
        limit: formatBps(IMPACT_BLOCK_BPS, locale),
        expertMode,
      }),
  );

  function type(nextSide: SwapSide, value: string) {
    setSide(nextSide);
    setText(value);
  }

  function flip() {
    setDirection((d) => (d === 'LUMI-PHPU' ? 'PHPU-LUMI' : 'LUMI-PHPU'));
    setSide((s) => (s === 'exactIn' ? 'exactOut' : 'exactIn'));
  }

  async function max() {
    if (balanceIn === undefined || !address || !dex || !market || lpFee === undefined) return;
    const amount = await proposeMax({
      balance: balanceIn,
      token: tokenIn.symbol === LUMI.symbol ? 'native' : 'PHPU',
      keep: tokenIn.symbol === LUMI.symbol ? (existentialDeposit ?? 0n) : 0n,
      pool: { ...reservesFor(direction, market), lpFee },
      feeOf: (q) => feeOf(q, direction),
    });
    type('exactIn', plain(amount, tokenIn.decimals));
  }

  // The field the user did not type shows the quote.
  const payText = side === 'exactIn' ? text : quote ? plain(quote.amountIn, tokenIn.decimals) : '';
  const receiveText = side === 'exactOut' ? text : quote ? plain(quote.amountOut, tokenOut.decimals) : '';
  const fieldError = parsed && !parsed.ok ? t(parsed.message.key, parsed.message.values) : undefined;

  // The review's numbers against the live quote: a new block that changed them must be accepted first.
  const stale =
    reviewed && quote && market && (market.block > reviewed.block || dex?.lpFee !== reviewed.fee)
      ? quote.amountIn !== reviewed.quote.amountIn || quote.amountOut !== reviewed.quote.amountOut
      : false;
  const review = () =>
    quote &&
    market &&
    setReviewed({ quote, block: market.block, direction, fee: dex?.lpFee ?? 0, networkFee: verdict.payment });

  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>{t('swap.title')}</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">{t('swap.heading')}</h1>
      </div>
      <Card withBorder padding="lg" className="swap-card">
        <Stack gap="sm">
          <AmountField
            side="pay"
            token={tokenIn}
            text={payText}
            onChange={(value) => type('exactIn', value)}
            error={side === 'exactIn' ? fieldError : undefined}
            balance={balanceIn}
            onMax={session ? () => void max() : undefined}
          />
          <Group justify="center">
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              onClick={flip}
              aria-label={t('swap.switch', { from: tokenIn.symbol, to: tokenOut.symbol })}
            >
              <span aria-hidden="true">⇅</span>
            </ActionIcon>
          </Group>
          <AmountField
            side="receive"
            token={tokenOut}
            text={receiveText}
            onChange={(value) => type('exactOut', value)}
            error={side === 'exactOut' ? fieldError : undefined}
            balance={balanceOut}
          />
          {market && <PoolPrice market={market} />}
          {quote && dex && (
            <SwapDetails
              quote={quote}
              tokenIn={tokenIn}
              tokenOut={tokenOut}
              lpFee={dex.lpFee}
              fee={verdict}
            />
          )}
          {quote && <FeeAssetChoice verdict={verdict} existentialDeposit={existentialDepositText} />}
          <WarningList warnings={warnings} />
          <SlippageControl
            value={slippage}
            onChange={tolerance.choose}
            auto={{ ...tolerance.auto, onSelect: tolerance.chooseAuto }}
          />
          <ActionButton
            size="lg"
            fullWidth
            action={action}
            onReview={() => {
              review();
              setReviewOpen((n) => n + 1);
            }}
          />
        </Stack>
      </Card>
      {reviewed && dex && address && reviewVerdict && (
        <SwapReviewDialog
          opened={reviewOpen > 0}
          onClose={() => setReviewOpen(0)}
          reviewed={reviewed}
          slippage={slippage}
          market={market}
          expertMode={expertMode}
          verdict={reviewVerdict}
          stale={
            stale
              ? {
                  message: t('swap.stale'),
                  onAccept: review,
                }
              : undefined
          }
          buildTx={(r) => txFor(r.quote, r.direction)}
          fee={feeForReview}
          onFinished={(job) => {
            if (job.phase.kind === 'finalized') setText('');
          }}
        />
      )}
    </section>
  );
}
