import { Alert, Text } from '@mantine/core';
import type { DepositPlan, WithdrawalPlan } from '@lumi/chain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlippage } from '../../shared/preferences/useSlippage.ts';
import { PairPicker, pairBalance, SlippageControl } from '../swap/index.ts';
import { pickPair } from '../../shared/chain/dex/pairs.ts';
import { useDexPairs, usePairMarket } from '../../shared/chain/dex/usePairs.ts';
import { useProfileBalances } from '../../shared/chain/profile/useProfileBalances.ts';
import { poolTokensOf } from './poolTokens.ts';
import { useTradeInputs } from '../../shared/chain/useTradeInputs.ts';
import { FailureAlert } from '../../shared/tx/ActionButton.tsx';
import { ReviewDialog } from '../../shared/tx/ReviewDialog.tsx';
import { useWallet } from '../../shared/wallet/useWallet.ts';
import { buildAddLiquidityTx, buildRemoveLiquidityTx } from './buildLiquidity.ts';
import { AddLiquidityCard } from './AddLiquidityCard.tsx';
import { APPROX, formatBps } from '../../shared/format/index.ts';
import { useFormat } from '../../shared/format/useFormat.ts';
import { PoolCard } from './PoolCard.tsx';
import { PoolStatsCard } from './PoolStatsCard.tsx';
import { PositionPanel } from './PositionPanel.tsx';
import { RemoveLiquidityCard } from './RemoveLiquidityCard.tsx';
import { feeEstimateText } from '../../shared/fees/feeText.ts';
import { useNativeToken } from '../../shared/fees/useNativeToken.ts';
import { useLiquidityCheck, type LiquidityEnv } from './useLiquidityCheck.ts';
import { FiatRow } from '../../shared/fiat/FiatRow.tsx';
import { FiatValue } from '../../shared/fiat/FiatValue.tsx';
import { FeeFiat } from '../../shared/fiat/FeeFiat.tsx';
import { useFiatWorth } from '../../shared/fiat/useFiatWorth.ts';
import { FiatRateNote } from '../fiat/index.ts';

type Pending =
  | { kind: 'add'; plan: DepositPlan; block: number; clear: () => void }
  | { kind: 'remove'; plan: WithdrawalPlan; block: number };

export function LiquidityPage() {
  const { session } = useWallet();
  const address = session?.address;
  const {
    api,
    market: lumiMarket,
    config,
    balances,
    existentialDeposit,
    liquidityWithdrawalFee,
  } = useTradeInputs(address);
  const f = useFormat();
  const { t } = useTranslation();
  const worth = useFiatWorth();
  const nativeToken = useNativeToken();
  const { pairs } = useDexPairs();
  const [pairKey, setPairKey] = useState<string | undefined>();
  const pair = pairs && pickPair(pairs, pairKey);
  const { data: market, isPending: marketPending } = usePairMarket(pair);
  const marketLoading = !pairs || (pair !== undefined && marketPending);
  const held = useProfileBalances(address).balances.data;
  const tokens =
    pair &&
    poolTokensOf(
      pair,
      t('liquidity.lpToken', { first: pair.tokens[0].symbol, second: pair.tokens[1].symbol }),
    );
  // Lumi's LUMI/PHPU pool is valued through its Oracle's forex rates and has the API's pool statistics.
  const lumiPool = pair !== undefined && config?.pool?.lpTokenId === pair.lpTokenId;
  // A deposit or withdrawal moves no price: Auto follows the pool's recent volatility alone (indexed for Lumi's
  // pool; elsewhere Auto assumes a moderate one).
  const tolerance = useSlippage({
    lpTokenId: lumiPool ? config?.pool?.lpTokenId : undefined,
    tradeIn: 0n,
    reserveIn: market?.reserve1 ?? 0n,
  });
  const slippage = tolerance.bps;
  const [pending, setPending] = useState<Pending | undefined>();
  const [open, setOpen] = useState(0);
  const lpBalance = pair && pairBalance(held, { ref: { type: 'Pool', id: pair.lpTokenId } })?.free;
  const env: LiquidityEnv = {
    api,
    pair,
    address,
    dex: config,
    balances,
    existentialDeposit,
    errorContext: {
      slippage: formatBps(slippage, f.locale),
      existentialDeposit:
        existentialDeposit === undefined || !nativeToken
          ? undefined
          : f.token(existentialDeposit, nativeToken),
    },
  };
  const reviewVerdict = useLiquidityCheck(env, open > 0 ? pending : undefined, open);

  const describeAdd = (events: { type: string; value: { type: string; value: unknown } }[]) => {
    if (!tokens) return undefined;
    const e = events.find((x) => x.type === 'AssetConversion' && x.value.type === 'LiquidityAdded');
    const v = e?.value.value as
      { amount1_provided: bigint; amount2_provided: bigint; lp_token_minted: bigint } | undefined;
    return v
      ? worth(
          t('liquidity.review.deposited', {
            lumi: f.token(v.amount1_provided, tokens.first),
            phpu: f.token(v.amount2_provided, tokens.second),
            lp: f.token(v.lp_token_minted, tokens.lp),
          }),
          [
            { amount: v.amount1_provided, symbol: tokens.first.symbol },
            { amount: v.amount2_provided, symbol: tokens.second.symbol },
          ],
        )
      : undefined;
  };
  const describeRemove = (events: { type: string; value: { type: string; value: unknown } }[]) => {
    if (!tokens) return undefined;
    const e = events.find((x) => x.type === 'AssetConversion' && x.value.type === 'LiquidityRemoved');
    const v = e?.value.value as { amount1: bigint; amount2: bigint } | undefined;
    return v
      ? worth(
          t('liquidity.review.received', {
            lumi: f.token(v.amount1, tokens.first),
            phpu: f.token(v.amount2, tokens.second),
          }),
          [
            { amount: v.amount1, symbol: tokens.first.symbol },
            { amount: v.amount2, symbol: tokens.second.symbol },
          ],
        )
      : undefined;
  };

  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>{t('liquidity.title')}</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">{t('liquidity.heading')}</h1>
      </div>
      {pairs && pairs.length > 1 && pair && (
        <PairPicker pairs={pairs} value={pair.key} onChange={setPairKey} />
      )}
      {!market || !tokens ? (
        marketLoading ? (
          <Text c="dimmed">{t('liquidity.loading')}</Text>
        ) : (
          <Alert color="yellow">{t('liquidity.noPool')}</Alert>
        )
      ) : (
        <>
          <PoolCard
            market={market}
            tokens={tokens}
            valued={lumiPool ? lumiMarket : undefined}
            lpBalance={lpBalance}
          />
          {lumiPool && config?.pool && lumiMarket && (
            <>
              <PoolStatsCard lpTokenId={config.pool.lpTokenId} rates={lumiMarket.rates} />
              <PositionPanel
                market={lumiMarket}
                lpTokenId={config.pool.lpTokenId}
                address={address}
                lpBalance={lpBalance}
              />
            </>
          )}
          <SlippageControl
            value={slippage}
            onChange={tolerance.choose}
            auto={{ ...tolerance.auto, onSelect: tolerance.chooseAuto }}
          />
          <AddLiquidityCard
            market={market}
            tokens={tokens}
            maxOffered={lumiPool}
            slippage={slippage}
            env={env}
            balances={
              held && pair
                ? {
                    first: pairBalance(held, pair.tokens[0])?.transferable ?? 0n,
                    second: pairBalance(held, pair.tokens[1])?.transferable ?? 0n,
                  }
                : undefined
            }
            onReview={(plan, clear) => {
              setPending({ kind: 'add', plan, block: market.block, clear });
              setOpen((n) => n + 1);
            }}
          />
          <RemoveLiquidityCard
            market={market}
            tokens={tokens}
            slippage={slippage}
            lpBalance={lpBalance}
            withdrawalFee={liquidityWithdrawalFee}
            env={env}
            onReview={(plan) => {
              setPending({ kind: 'remove', plan, block: market.block });
              setOpen((n) => n + 1);
            }}
          />
        </>
      )}
      {pending && config && address && pair && tokens && (
        <ReviewDialog
          opened={open > 0}
          onClose={() => setOpen(0)}
          blocked={reviewVerdict.pending || reviewVerdict.failure !== undefined}
          title={t(pending.kind === 'add' ? 'liquidity.review.addTitle' : 'liquidity.review.removeTitle')}
          confirmLabel={t(
            pending.kind === 'add' ? 'liquidity.review.confirmAdd' : 'liquidity.review.confirmRemove',
          )}
          build={() =>
            pending.kind === 'add'
              ? {
                  title: t('liquidity.review.addTx', {
                    lumi: f.token(pending.plan.amount1, tokens.first),
                    phpu: f.token(pending.plan.amount2, tokens.second),
                  }),
                  tx: buildAddLiquidityTx(api, config.assetKinds, pair, pending.plan, address),
                  errorContext: { slippage: f.bps(slippage) },
                  fee: reviewVerdict.feeAsset,
                  describe: describeAdd,
                }
              : {
                  title: t('liquidity.review.removeTx', { lp: f.token(pending.plan.lpBurn, tokens.lp) }),
                  tx: buildRemoveLiquidityTx(api, config.assetKinds, pair, pending.plan, address),
                  errorContext: { slippage: f.bps(slippage) },
                  fee: reviewVerdict.feeAsset,
                  describe: describeRemove,
                }
          }
          onFinished={(job) => {
            if (job.phase.kind === 'finalized' && pending.kind === 'add') pending.clear();
          }}
        >
          <dl className="details-list" aria-label={t('review.label')}>
            {pending.kind === 'add' ? (
              <>
                <div>
                  <dt>{t('liquidity.youDeposit')}</dt>
                  <dd>{`${f.token(pending.plan.amount1, tokens.first)} · ${f.token(pending.plan.amount2, tokens.second)}`}</dd>
                </div>
                <FiatRow
                  amounts={[
                    { amount: pending.plan.amount1, symbol: tokens.first.symbol },
                    { amount: pending.plan.amount2, symbol: tokens.second.symbol },
                  ]}
                />
                <div>
                  <dt>{t('liquidity.youReceive')}</dt>
                  <dd data-testid="review-lp-minted">
                    {`${APPROX} ${f.token(pending.plan.lpMinted, tokens.lp)}`}{' '}
                    <FiatValue amount={pending.plan.lpMinted} symbol={tokens.lp.symbol} />
                  </dd>
                </div>
              </>
            ) : (
              <>
                <div>
                  <dt>{t('liquidity.youBurn')}</dt>
                  <dd data-testid="review-lp-burn">
                    {f.token(pending.plan.lpBurn, tokens.lp)}{' '}
                    <FiatValue amount={pending.plan.lpBurn} symbol={tokens.lp.symbol} />
                  </dd>
                </div>
                <div>
                  <dt>{t('liquidity.youReceive')}</dt>
                  <dd>{`${APPROX} ${f.token(pending.plan.amount1, tokens.first)} · ${APPROX} ${f.token(pending.plan.amount2, tokens.second)}`}</dd>
                </div>
                <FiatRow
                  amounts={[
                    { amount: pending.plan.amount1, symbol: tokens.first.symbol },
                    { amount: pending.plan.amount2, symbol: tokens.second.symbol },
                  ]}
                />
              </>
            )}
            <div>
              <dt>{t('liquidity.slippage')}</dt>
              <dd>{f.bps(slippage)}</dd>
            </div>
            <div>
              <dt>{t('fees.networkFee')}</dt>
              <dd>
                <span data-testid="review-network-fee">
                  {feeEstimateText(reviewVerdict, f.locale, nativeToken)}
                </span>{' '}
                <FeeFiat verdict={reviewVerdict} />
              </dd>
            </div>
            <div>
              <dt>{t('liquidity.pricesAsOf')}</dt>
              <dd>#{pending.block.toLocaleString('en-US')}</dd>
            </div>
          </dl>
          <FiatRateNote />
          {reviewVerdict.failure && <FailureAlert failure={reviewVerdict.failure} />}
        </ReviewDialog>
      )}
    </section>
  );
}
