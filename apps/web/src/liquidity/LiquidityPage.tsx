import { Alert, Button, Card, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  LPHPU,
  LUMI,
  PHPU,
  VALUE_DECIMALS,
  fiatValue,
  lpPosition,
  percentOf,
  planDeposit,
  planWithdrawal,
  type AssetInfo,
  type DepositPlan,
  type WithdrawalPlan,
} from '@lumi/chain';
import { useState } from 'react';
import { useLocaleSettings } from '../app/LocaleContext.ts';
import type { PoolState } from '../chain/dex/streams.ts';
import { formatFiat, formatTokenAmount, parseTokenAmount, toDecimalString } from '../lib/format/index.ts';
import { slippageDefault } from '../settings/preferences.ts';
import { formatBps } from '../swap/formatBps.ts';
import { SlippageControl } from '../swap/SlippageControl.tsx';
import { useTradeInputs } from '../swap/useSwapInputs.ts';
import { ReviewDialog } from '../tx/ReviewDialog.tsx';
import { connectModal } from '../wallet/ui/connectModal.ts';
import { useWallet } from '../wallet/useWallet.ts';
import { buildAddLiquidityTx, buildRemoveLiquidityTx } from './buildLiquidity.ts';

const reservesOf = (market: PoolState) => ({
  reserve1: market.reserveLumi,
  reserve2: market.reservePhpu,
  lpSupply: market.lpSupply,
});

function useFormat() {
  const { locale, currency } = useLocaleSettings();
  return {
    token: (amount: bigint, token: AssetInfo) =>
      formatTokenAmount(amount, token.decimals, { locale, symbol: token.symbol }),
    fiat: (value: bigint | undefined) =>
      value === undefined ? '—' : formatFiat(value, VALUE_DECIMALS, { locale, currency }),
    percent: (share: bigint) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(
        Number((share * 1_000_000n) / 10n ** 18n) / 1_000_000,
      ),
    locale,
    currency,
  };
}

function PoolCard({ market, lpBalance }: { market: PoolState; lpBalance: bigint | undefined }) {
  const f = useFormat();
  const tvl =
    (fiatValue('LUMI', market.reserveLumi, market, f.currency) ?? 0n) +
    (fiatValue('PHPU', market.reservePhpu, market, f.currency) ?? 0n);
  const position = lpBalance !== undefined ? lpPosition(lpBalance, market) : undefined;
  const phpuPerLumi = (market.reservePhpu * 10n ** 12n) / market.reserveLumi;
  const lumiPerPhpu = (market.reserveLumi * 10n ** 6n) / market.reservePhpu;
  return (
    <Card withBorder padding="md" aria-labelledby="pool-title">
      <Text fw={700} id="pool-title" mb="sm">
        LUMI/PHPU pool
      </Text>
      <dl className="details-list">
        <div>
          <dt>Reserves</dt>
          <dd data-testid="pool-reserves">{`${f.token(market.reserveLumi, LUMI)} · ${f.token(market.reservePhpu, PHPU)}`}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>
            {`1 LUMI = ${formatTokenAmount(phpuPerLumi, 6, { locale: f.locale })} PHPU · 1 PHPU = ${formatTokenAmount(lumiPerPhpu, 12, { locale: f.locale, maximumFractionDigits: 6 })} LUMI`}
          </dd>
        </div>
        <div>
          <dt>{`Total value locked (${f.currency})`}</dt>
          <dd data-testid="pool-tvl">{f.fiat(tvl)}</dd>
        </div>
        <div>
          <dt>Your share</dt>
          <dd data-testid="pool-share">
            {position && lpBalance ? `${f.percent(position.share)} (${f.token(lpBalance, LPHPU)})` : 'None'}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function AddLiquidityCard(props: {
  market: PoolState;
  slippage: bigint;
  balances: { lumi: bigint; phpu: bigint } | undefined;
  onReview: (plan: DepositPlan) => void;
  connected: boolean;
}) {
  const { market, slippage, balances, onReview, connected } = props;
  const f = useFormat();
  const [side, setSide] = useState<1 | 2>(1);
  const [text, setText] = useState('');
  const token = side === 1 ? LUMI : PHPU;
  const parsed = text.trim() === '' ? undefined : parseTokenAmount(text, token.decimals, f.locale);
  const result = parsed?.ok ? planDeposit(side, parsed.value, reservesOf(market), slippage) : undefined;
  const plan = result?.ok ? result.plan : undefined;
  const lumiText = side === 1 ? text : plan ? toDecimalString(plan.amount1, 12) : '';
  const phpuText = side === 2 ? text : plan ? toDecimalString(plan.amount2, 6) : '';
  const short =
    plan && balances
      ? plan.amount1 > balances.lumi
        ? 'LUMI'
        : plan.amount2 > balances.phpu
          ? 'PHPU'
          : undefined
      : undefined;

  let action: { label: string; disabled: boolean };
  if (!connected) action = { label: 'Connect wallet', disabled: false };
  else if (!parsed) action = { label: 'Enter an amount', disabled: true };
  else if (!parsed.ok) action = { label: 'Enter a valid amount', disabled: true };
  else if (result && !result.ok)
    action = {
      label: result.reason === 'too-small' ? 'Amount too small' : 'Cannot deposit this',
      disabled: true,
    };
  else if (short) action = { label: `Insufficient ${short} balance`, disabled: true };
  else action = { label: 'Add liquidity', disabled: !plan };

  return (
    <Card withBorder padding="md" aria-labelledby="add-liquidity-title">
      <Text fw={700} id="add-liquidity-title" mb="sm" component="h2" size="md">
        Add liquidity
      </Text>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="LUMI to deposit"
            value={lumiText}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            onChange={(e) => {
              setSide(1);
              setText(e.currentTarget.value);
            }}
            error={side === 1 && parsed && !parsed.ok ? parsed.error : undefined}
            description={balances ? `Balance: ${f.token(balances.lumi, LUMI)}` : undefined}
          />
          <TextInput
            label="PHPU to deposit"
            value={phpuText}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            onChange={(e) => {
              setSide(2);
              setText(e.currentTarget.value);
            }}
            error={side === 2 && parsed && !parsed.ok ? parsed.error : undefined}
            description={balances ? `Balance: ${f.token(balances.phpu, PHPU)}` : undefined}
          />
        </SimpleGrid>
        {plan && (
          <dl className="details-list" aria-label="Deposit preview">
            <div>
              <dt>You receive about</dt>
              <dd data-testid="lp-minted">{f.token(plan.lpMinted, LPHPU)}</dd>
            </div>
            <div>
              <dt>Minimum deposited</dt>
              <dd>{`${f.token(plan.min1, LUMI)} · ${f.token(plan.min2, PHPU)}`}</dd>
            </div>
          </dl>
        )}
        <Button
          disabled={action.disabled}
          onClick={() => (connected ? plan && onReview(plan) : connectModal.open())}
        >
          {action.label}
        </Button>
      </Stack>
    </Card>
  );
}

function RemoveLiquidityCard(props: {
  market: PoolState;
  slippage: bigint;
  lpBalance: bigint | undefined;
  withdrawalFee: number | undefined;
  onReview: (plan: WithdrawalPlan) => void;
}) {
  const { market, slippage, lpBalance, withdrawalFee, onReview } = props;
  const f = useFormat();
  const [percent, setPercent] = useState('50');
  const burn = lpBalance ? percentOf(lpBalance, Number(percent)) : 0n;
  const plan =
    withdrawalFee === undefined
      ? undefined
      : planWithdrawal(burn, reservesOf(market), withdrawalFee, slippage);
  return (
    <Card withBorder padding="md" aria-labelledby="remove-liquidity-title">
      <Text fw={700} id="remove-liquidity-title" mb="sm" component="h2" size="md">
        Remove liquidity
      </Text>
      <Stack gap="sm">
        {!lpBalance ? (
          <Text size="sm" c="dimmed">
            You have no liquidity in this pool.
          </Text>
        ) : (
          <>
            <SegmentedControl
              value={percent}
              onChange={setPercent}
              data={['25', '50', '75', '100'].map((p) => ({ value: p, label: `${p} %` }))}
              aria-label="Share of your liquidity to remove"
            />
            {plan && (
              <dl className="details-list" aria-label="Withdrawal preview">
                <div>
                  <dt>LPHPU burned</dt>
                  <dd>{f.token(plan.lpBurn, LPHPU)}</dd>
                </div>
                <div>
                  <dt>You receive</dt>
                  <dd data-testid="withdraw-preview">{`${f.token(plan.amount1, LUMI)} · ${f.token(plan.amount2, PHPU)}`}</dd>
                </div>
                <div>
                  <dt>Minimum received</dt>
                  <dd>{`${f.token(plan.min1, LUMI)} · ${f.token(plan.min2, PHPU)}`}</dd>
                </div>
              </dl>
            )}
          </>
        )}
        <Button
          variant="light"
          disabled={!plan || plan.amount1 === 0n}
          onClick={() => plan && onReview(plan)}
        >
          Remove liquidity
        </Button>
      </Stack>
    </Card>
  );
}

type Pending =
  { kind: 'add'; plan: DepositPlan; block: number } | { kind: 'remove'; plan: WithdrawalPlan; block: number };

export function LiquidityPage() {
  const { session } = useWallet();
  const address = session?.address;
  const { api, market, marketLoading, config, balances, liquidityWithdrawalFee } = useTradeInputs(address);
  const f = useFormat();
  const [slippage, setSlippage] = useState<bigint>(() => slippageDefault.get());
  const [pending, setPending] = useState<Pending | undefined>();
  const [open, setOpen] = useState(false);
  const lpBalance = balances?.LPHPU?.free;

  const describeAdd = (events: { type: string; value: { type: string; value: unknown } }[]) => {
    const e = events.find((x) => x.type === 'AssetConversion' && x.value.type === 'LiquidityAdded');
    const v = e?.value.value as
      { amount1_provided: bigint; amount2_provided: bigint; lp_token_minted: bigint } | undefined;
    return v
      ? `Deposited ${f.token(v.amount1_provided, LUMI)} and ${f.token(v.amount2_provided, PHPU)} for ${f.token(v.lp_token_minted, LPHPU)}.`
      : undefined;
  };
  const describeRemove = (events: { type: string; value: { type: string; value: unknown } }[]) => {
    const e = events.find((x) => x.type === 'AssetConversion' && x.value.type === 'LiquidityRemoved');
    const v = e?.value.value as { amount1: bigint; amount2: bigint } | undefined;
    return v ? `Received ${f.token(v.amount1, LUMI)} and ${f.token(v.amount2, PHPU)}.` : undefined;
  };

  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>Liquidity · Lumi</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">Liquidity</h1>
      </div>
      {!market ? (
        marketLoading ? (
          <Text c="dimmed">Loading the pool…</Text>
        ) : (
          <Alert color="yellow">There is no LUMI/PHPU pool on this chain yet.</Alert>
        )
      ) : (
        <>
          <PoolCard market={market} lpBalance={lpBalance} />
          <SlippageControl
            value={slippage}
            onChange={(bps) => {
              setSlippage(bps);
              slippageDefault.set(bps);
            }}
          />
          <AddLiquidityCard
            market={market}
            slippage={slippage}
            connected={Boolean(session)}
            balances={
              balances ? { lumi: balances.LUMI.transferable, phpu: balances.PHPU.transferable } : undefined
            }
            onReview={(plan) => {
              setPending({ kind: 'add', plan, block: market.block });
              setOpen(true);
            }}
          />
          <RemoveLiquidityCard
            market={market}
            slippage={slippage}
            lpBalance={lpBalance}
            withdrawalFee={liquidityWithdrawalFee}
            onReview={(plan) => {
              setPending({ kind: 'remove', plan, block: market.block });
              setOpen(true);
            }}
          />
        </>
      )}
      {pending && config && address && (
        <ReviewDialog
          opened={open}
          onClose={() => setOpen(false)}
          title={pending.kind === 'add' ? 'Review deposit' : 'Review withdrawal'}
          confirmLabel={pending.kind === 'add' ? 'Confirm deposit' : 'Confirm withdrawal'}
          build={() =>
            pending.kind === 'add'
              ? {
                  title: `Add ${f.token(pending.plan.amount1, LUMI)} and ${f.token(pending.plan.amount2, PHPU)}`,
                  tx: buildAddLiquidityTx(api, pending.plan, config.phpuId, address),
                  errorContext: { slippage: formatBps(slippage, f.locale) },
                  describe: describeAdd,
                }
              : {
                  title: `Remove ${f.token(pending.plan.lpBurn, LPHPU)}`,
                  tx: buildRemoveLiquidityTx(api, pending.plan, config.phpuId, address),
                  errorContext: { slippage: formatBps(slippage, f.locale) },
                  describe: describeRemove,
                }
          }
        >
          <dl className="details-list" aria-label="Review">
            {pending.kind === 'add' ? (
              <>
                <div>
                  <dt>You deposit</dt>
                  <dd>{`${f.token(pending.plan.amount1, LUMI)} · ${f.token(pending.plan.amount2, PHPU)}`}</dd>
                </div>
                <div>
                  <dt>You receive about</dt>
                  <dd>{f.token(pending.plan.lpMinted, LPHPU)}</dd>
                </div>
              </>
            ) : (
              <>
                <div>
                  <dt>You burn</dt>
                  <dd>{f.token(pending.plan.lpBurn, LPHPU)}</dd>
                </div>
                <div>
                  <dt>You receive about</dt>
                  <dd>{`${f.token(pending.plan.amount1, LUMI)} · ${f.token(pending.plan.amount2, PHPU)}`}</dd>
                </div>
              </>
            )}
            <div>
              <dt>Slippage tolerance</dt>
              <dd>{formatBps(slippage, f.locale)}</dd>
            </div>
            <div>
              <dt>Prices as of block</dt>
              <dd>#{pending.block.toLocaleString('en-US')}</dd>
            </div>
          </dl>
        </ReviewDialog>
      )}
    </section>
  );
}
