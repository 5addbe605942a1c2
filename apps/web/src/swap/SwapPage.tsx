import { ActionIcon, Alert, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { FEE_DENOMINATOR, LUMI, impactSeverity, quoteSwap, type AssetInfo, type SwapSide } from '@lumi/chain';
import { useEffect, useRef, useState } from 'react';
import { useLocaleSettings } from '../app/LocaleContext.ts';
import { formatTokenAmount, parseTokenAmount } from '../lib/format/index.ts';
import { slippageDefault } from '../settings/preferences.ts';
import { ReviewDialog } from '../tx/ReviewDialog.tsx';
import { connectModal } from '../wallet/ui/connectModal.ts';
import { useWallet } from '../wallet/useWallet.ts';
import { buildSwapTx } from './buildSwap.ts';
import { formatBps } from './formatBps.ts';
import { reservesFor, tokensOf, type Direction } from './pair.ts';
import { SlippageControl } from './SlippageControl.tsx';
import { useTradeInputs } from '../chain/useTradeInputs.ts';
import { gateOnChain } from '../chain/readiness.ts';
import { useChainReady } from '../chain/useChainReady.ts';
import './swap.css';
import { AmountField, plain } from './AmountField.tsx';
import { ReviewSummary, type Reviewed } from './SwapReview.tsx';

const IMPACT_COLOR = { low: 'teal', medium: 'yellow', high: 'orange', severe: 'red' } as const;

export function SwapPage() {
  const { locale } = useLocaleSettings();
  const { session } = useWallet();
  const address = session?.address;
  const { api, market, marketLoading, config, balances, existentialDeposit } = useTradeInputs(address);
  const chain = useChainReady();
  const [direction, setDirection] = useState<Direction>('LUMI-PHPU');
  const [side, setSide] = useState<SwapSide>('exactIn');
  const [text, setText] = useState('');
  const [slippage, setSlippage] = useState<bigint>(() => slippageDefault.get());
  const [networkFee, setNetworkFee] = useState<bigint | undefined>();
  const [reviewed, setReviewed] = useState<Reviewed | undefined>();
  const [reviewOpen, setReviewOpen] = useState(false);

  const { tokenIn, tokenOut } = tokensOf(direction);
  const typedToken = side === 'exactIn' ? tokenIn : tokenOut;
  const parsed = text.trim() === '' ? undefined : parseTokenAmount(text, typedToken.decimals, locale);
  const lpFee = config ? BigInt(config.lpFee) : undefined;

  // Recomputed on every render: it is a handful of bigint operations, and it must follow every block.
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
  const spendMax = quote ? quote.maxSold : undefined;
  const insufficient = spendMax !== undefined && balanceIn !== undefined && spendMax > balanceIn;

  // The network fee of the exact call the user would sign (TransactionPaymentApi through polkadot-api).
  const feeKey =
    quote && address && config ? `${quote.side}:${quote.amountIn}:${quote.amountOut}:${direction}` : '';
  const feeInputs = { quote, address, config, tokenIn, tokenOut };
  const feeInputsRef = useRef(feeInputs);
  feeInputsRef.current = feeInputs;
  useEffect(() => {
    const { quote, address, config, tokenIn, tokenOut } = feeInputsRef.current;
    if (!quote || !address || !config) {
      setNetworkFee(undefined);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      buildSwapTx(api, quote, tokenIn, tokenOut, config.phpuId, address)
        .getEstimatedFees(address)
        .then((fee) => live && setNetworkFee(fee))
        .catch(() => live && setNetworkFee(undefined));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, feeKey]);

  function type(nextSide: SwapSide, value: string) {
    setSide(nextSide);
    setText(value);
  }

  function flip() {
    setDirection((d) => (d === 'LUMI-PHPU' ? 'PHPU-LUMI' : 'LUMI-PHPU'));
    setSide((s) => (s === 'exactIn' ? 'exactOut' : 'exactIn'));
  }

  async function max() {
    if (balanceIn === undefined || !address || !config) return;
    let amount = balanceIn;
    if (tokenIn.symbol === LUMI.symbol) {
      // Leave the existential deposit (the swap keeps the account alive) and the fee, with a margin for the fee
      // to move between now and signing.
      const probe = quoteSwap({
        side: 'exactIn',
        amount: balanceIn > 0n ? balanceIn : 1n,
        ...reservesFor(direction, market ?? { reserveLumi: 0n, reservePhpu: 0n }),
        lpFee: lpFee ?? 0n,
        slippageBps: slippage,
      });
      const fee = probe.ok
        ? await buildSwapTx(api, probe.quote, tokenIn, tokenOut, config.phpuId, address).getEstimatedFees(
            address,
          )
        : (networkFee ?? 0n);
      const keep = (existentialDeposit ?? 0n) + fee * 2n;
      amount = balanceIn > keep ? balanceIn - keep : 0n;
    }
    type('exactIn', plain(amount, tokenIn.decimals));
  }

  // The field the user did not type shows the quote.
  const payText = side === 'exactIn' ? text : quote ? plain(quote.amountIn, tokenIn.decimals) : '';
  const receiveText = side === 'exactOut' ? text : quote ? plain(quote.amountOut, tokenOut.decimals) : '';
  const fieldError = parsed && !parsed.ok ? parsed.error : undefined;

  let action: { label: string; disabled: boolean; onClick?: () => void };
  if (!session) action = { label: 'Connect wallet', disabled: false, onClick: connectModal.open };
  else if (!market && !marketLoading) action = { label: 'No liquidity', disabled: true };
  else if (!parsed) action = { label: 'Enter an amount', disabled: true };
  else if (!parsed.ok) action = { label: 'Enter a valid amount', disabled: true };
  else if (result && !result.ok)
    action = {
      label:
        result.reason === 'zero-amount'
          ? 'Amount too small'
          : result.reason === 'exceeds-reserve'
            ? 'Not enough liquidity'
            : result.reason === 'no-liquidity'
              ? 'No liquidity'
              : 'Amount too large',
      disabled: true,
    };
  else if (!quote || !market) action = { label: 'Swap', disabled: true };
  else if (insufficient) action = { label: `Insufficient ${tokenIn.symbol} balance`, disabled: true };
  else
    action = {
      label: 'Swap',
      disabled: false,
      onClick: () => {
        setReviewed({ quote, block: market.block, direction, fee: config?.lpFee ?? 0, networkFee });
        setReviewOpen(true);
      },
    };

  if (session) action = gateOnChain(action, chain);

  // The review's numbers against the live quote: a new block that changed them must be accepted first.
  const stale =
    reviewed && quote && market && (market.block > reviewed.block || config?.lpFee !== reviewed.fee)
      ? quote.amountIn !== reviewed.quote.amountIn || quote.amountOut !== reviewed.quote.amountOut
      : false;

  const severity = quote ? impactSeverity(quote.priceImpactBps) : 'low';
  const fmt = (amount: bigint, token: AssetInfo) =>
    formatTokenAmount(amount, token.decimals, { locale, symbol: token.symbol });
  const midPrice =
    market && market.reserveLumi > 0n
      ? {
          phpuPerLumi: (market.reservePhpu * 10n ** BigInt(LUMI.decimals)) / market.reserveLumi,
          lumiPerPhpu: market.reservePhpu > 0n ? (market.reserveLumi * 10n ** 6n) / market.reservePhpu : 0n,
        }
      : undefined;

  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>Swap · Lumi</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">Swap</h1>
      </div>
      <Card withBorder padding="lg" className="swap-card">
        <Stack gap="sm">
          <AmountField
            label="You pay"
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
              aria-label={`Switch direction (now ${tokenIn.symbol} to ${tokenOut.symbol})`}
            >
              <span aria-hidden="true">⇅</span>
            </ActionIcon>
          </Group>
          <AmountField
            label="You receive"
            token={tokenOut}
            text={receiveText}
            onChange={(value) => type('exactOut', value)}
            error={side === 'exactOut' ? fieldError : undefined}
            balance={balanceOut}
          />
          {midPrice && (
            <Text size="sm" c="dimmed" data-testid="pool-price">
              {`1 LUMI = ${formatTokenAmount(midPrice.phpuPerLumi, 6, { locale })} PHPU · 1 PHPU = ${formatTokenAmount(midPrice.lumiPerPhpu, 12, { locale, maximumFractionDigits: 6 })} LUMI`}
            </Text>
          )}
          {quote && (
            <dl className="details-list" aria-label="Swap details">
              <div>
                <dt>
                  <Tooltip
                    multiline
                    w={260}
                    withArrow
                    label="How much worse than the pool’s current price this swap fills, because the swap itself moves the price. The swap fee is not included."
                  >
                    <span tabIndex={0} className="details-list__hint">
                      Price impact
                    </span>
                  </Tooltip>
                </dt>
                <dd>
                  <Text
                    span
                    c={IMPACT_COLOR[severity]}
                    fw={600}
                    data-severity={severity}
                    data-testid="price-impact"
                  >
                    {formatBps(quote.priceImpactBps, locale)}
                  </Text>
                </dd>
              </div>
              <div>
                <dt>{quote.side === 'exactIn' ? 'Minimum received' : 'Maximum sold'}</dt>
                <dd data-testid={quote.side === 'exactIn' ? 'minimum-received' : 'maximum-sold'}>
                  {quote.side === 'exactIn' ? fmt(quote.minReceived, tokenOut) : fmt(quote.maxSold, tokenIn)}
                </dd>
              </div>
              <div>
                <dt>Swap fee</dt>
                <dd data-testid="swap-fee">
                  {`${fmt(quote.feeAmount, tokenIn)} (${formatBps((BigInt(config?.lpFee ?? 0) * 10_000n) / FEE_DENOMINATOR, locale)})`}
                </dd>
              </div>
              <div>
                <dt>Network fee</dt>
                <dd data-testid="network-fee">
                  {networkFee === undefined ? '…' : `≈ ${fmt(networkFee, LUMI)}`}
                </dd>
              </div>
            </dl>
          )}
          {quote && severity === 'severe' && (
            <Alert color="red" role="alert">
              This swap moves the price by more than 10 %. You would get far less than the pool price
              suggests.
            </Alert>
          )}
          <SlippageControl
            value={slippage}
            onChange={(bps) => {
              setSlippage(bps);
              slippageDefault.set(bps);
            }}
          />
          <Button size="lg" fullWidth disabled={action.disabled} onClick={action.onClick}>
            {action.label}
          </Button>
        </Stack>
      </Card>
      {reviewed && config && address && (
        <ReviewDialog
          opened={reviewOpen}
          onClose={() => setReviewOpen(false)}
          title="Review swap"
          confirmLabel="Confirm swap"
          stale={
            stale
              ? {
                  message: 'A new block moved the pool price. Check the new amounts before you sign.',
                  onAccept: () =>
                    quote &&
                    market &&
                    setReviewed({ quote, block: market.block, direction, fee: config.lpFee, networkFee }),
                }
              : undefined
          }
          build={() => ({
            title: `Swap ${fmt(reviewed.quote.amountIn, tokensOf(reviewed.direction).tokenIn)} for ${tokensOf(reviewed.direction).tokenOut.symbol}`,
            tx: buildSwapTx(
              api,
              reviewed.quote,
              tokensOf(reviewed.direction).tokenIn,
              tokensOf(reviewed.direction).tokenOut,
              config.phpuId,
              address,
            ),
            errorContext: { slippage: formatBps(slippage, locale) },
            describe: (events) => {
              const executed = events.find(
                (e) => e.type === 'AssetConversion' && e.value.type === 'SwapExecuted',
              );
              const v = executed?.value.value as { amount_in: bigint; amount_out: bigint } | undefined;
              const { tokenIn: i, tokenOut: o } = tokensOf(reviewed.direction);
              return v ? `Swapped ${fmt(v.amount_in, i)} for ${fmt(v.amount_out, o)}.` : undefined;
            },
          })}
          onFinished={(job) => {
            if (job.phase.kind === 'finalized') setText('');
          }}
        >
          <ReviewSummary reviewed={reviewed} slippage={slippage} />
        </ReviewDialog>
      )}
    </section>
  );
}
