import { ActionIcon, Card, Group, Stack } from '@mantine/core';
import { quoteSwap, type SwapSide } from '@lumi/chain';
import { useState } from 'react';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { useTradeInputs } from '../../shared/chain/useTradeInputs.ts';
import { pickPair, type PairToken } from '../../shared/chain/dex/pairs.ts';
import { useDexPairs, usePairMarket } from '../../shared/chain/dex/usePairs.ts';
import { useProfileBalances } from '../../shared/chain/profile/useProfileBalances.ts';
import { useNativeToken } from '../../shared/fees/useNativeToken.ts';
import { pairBalance } from './pairBalance.ts';
import { PairPicker } from './PairPicker.tsx';
import { expertModeOf, useConfigValue } from '../../shared/config/index.ts';
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
import { FiatRateNote } from '../fiat/index.ts';

export function SwapPage() {
  const { t } = useTranslation();
  const { locale } = useLocaleSettings();
  const { session } = useWallet();
  const address = session?.address;
  const { api, market: lumiMarket, config: dex, balances, existentialDeposit } = useTradeInputs(address);
  const expertMode = useConfigValue(expertModeOf);
  const nativeToken = useNativeToken();
  const { pairs, listed } = useDexPairs();
  const [pairKey, setPairKey] = useState<string | undefined>();
  const pair = pairs && pickPair(pairs, pairKey);
  const { data: market, isPending: marketPending } = usePairMarket(pair);
  const held = useProfileBalances(address).balances.data;
  const [direction, setDirection] = useState<Direction>('1to2');
  const [side, setSide] = useState<SwapSide>('exactIn');
  const [text, setText] = useState('');
  const [reviewed, setReviewed] = useState<Reviewed | undefined>();
  const [reviewOpen, setReviewOpen] = useState(0);

  const { tokenIn, tokenOut } = tokensOf(direction, pair ?? { tokens: listed ?? NO_TOKENS });
  const typedToken = side === 'exactIn' ? tokenIn : tokenOut;
  const parsed = text.trim() === '' ? undefined : parseTokenAmount(text, typedToken, locale);
  const lpFee = dex ? BigInt(dex.lpFee) : undefined;
  const tolerance = useSlippage({
    // The indexer follows Lumi's LUMI/PHPU pool; other pools' Auto assumes a moderate volatility.
    lpTokenId: pair !== undefined && pair.lpTokenId === dex?.pool?.lpTokenId ? pair.lpTokenId : undefined,
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
  const balanceIn = pair && pairBalance(held, tokenIn)?.transferable;
  const balanceOut = pair && pairBalance(held, tokenOut)?.free;
  const existentialDepositText =
    existentialDeposit === undefined || !nativeToken
      ? undefined
      : formatExact(existentialDeposit, nativeToken, locale);
  // Only Lumi's LUMI/PHPU pool has on-chain forex rates to value a swap in money.
  const valuedMarket = pair && dex?.pool?.lpTokenId === pair.lpTokenId ? lumiMarket : undefined;
  const errorContext = { slippage: formatBps(slippage, locale), existentialDeposit: existentialDepositText };

  const { txFor, feeOf, verdict, reviewVerdict, feeForReview } = useSwapChecks({
    api,
    dex,
    address,
    balances,
    existentialDeposit,
    errorContext,
    form: quote && pair && { quote, pair, direction },
    review: reviewOpen > 0 && reviewed ? { ...reviewed, opening: reviewOpen } : undefined,
  });

  const chain = useChainReady();
  const action = gateOnChain(
    swapAction({
      account: address,
      pool: market ? 'ready' : !pairs || (pair && marketPending) ? 'loading' : 'missing',
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
    setDirection((d) => (d === '1to2' ? '2to1' : '1to2'));
    setSide((s) => (s === 'exactIn' ? 'exactOut' : 'exactIn'));
  }

  async function max() {
    if (balanceIn === undefined || !address || !dex || !pair || !market || lpFee === undefined) return;
    const native = tokenIn.ref.type === 'Native';
    const amount = await proposeMax({
      balance: balanceIn,
      token: native
        ? 'native'
        : tokenIn.ref.type === 'Local' && tokenIn.ref.id === dex.phpuId
          ? 'PHPU'
          : undefined,
      keep: native ? (existentialDeposit ?? 0n) : 0n,
      pool: { ...reservesFor(direction, market), lpFee },
      feeOf: (q) => feeOf({ quote: q, pair, direction }),
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
    pair &&
    setReviewed({
      quote,
      block: market.block,
      pair,
      direction,
      fee: dex?.lpFee ?? 0,
      networkFee: verdict.payment,
    });

  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>{t('swap.title')}</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">{t('swap.heading')}</h1>
      </div>
      <Card withBorder padding="lg" className="swap-card">
        <Stack gap="sm">
          {pairs && pairs.length > 1 && pair && (
            <PairPicker
              pairs={pairs}
              value={pair.key}
              onChange={(key) => {
                setPairKey(key);
                setText('');
              }}
            />
          )}
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
          {market && pair && <PoolPrice tokens={pair.tokens} market={market} />}
          <FiatRateNote />
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
          market={valuedMarket}
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
          buildTx={(r) => txFor(r)}
          fee={feeForReview}
          onFinished={(job) => {
            if (job.phase.kind === 'finalized') setText('');
          }}
        />
      )}
    </section>
  );
}

// A profile without pools (a derived one being read) still renders the form, named by no token.
const NO_TOKENS: readonly [PairToken, PairToken] = [
  { ref: { type: 'Native' }, symbol: '', decimals: 0 },
  { ref: { type: 'Native' }, symbol: '', decimals: 0 },
];
