import { Alert, Text } from '@mantine/core';
import { LPHPU, LUMI, PHPU, type DepositPlan, type WithdrawalPlan } from '@lumi/chain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlippage } from '../../shared/preferences/useSlippage.ts';
import { SlippageControl } from '../swap/index.ts';
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

type Pending =
  | { kind: 'add'; plan: DepositPlan; block: number; clear: () => void }
  | { kind: 'remove'; plan: WithdrawalPlan; block: number };

export function LiquidityPage() {
  const { session } = useWallet();
  const address = session?.address;
  const { api, market, marketLoading, config, balances, existentialDeposit, liquidityWithdrawalFee } =
    useTradeInputs(address);
  const f = useFormat();
  const { t } = useTranslation();
  const nativeToken = useNativeToken();
  // A deposit or withdrawal moves no price: Auto follows the pool's recent volatility alone.
  const tolerance = useSlippage({
    lpTokenId: config?.pool?.lpTokenId,
    tradeIn: 0n,
    reserveIn: market?.reserveLumi ?? 0n,
  });
  const slippage = tolerance.bps;
  const [pending, setPending] = useState<Pending | undefined>();
  const [open, setOpen] = useState(0);
  const lpBalance = balances?.LPHPU?.free;
  const env: LiquidityEnv = {
    api,
    address,
    dex: config,
    balances,
    existentialDeposit,
    errorContext: {
      slippage: formatBps(slippage, f.locale),
      existentialDeposit: existentialDeposit === undefined ? undefined : f.token(existentialDeposit, LUMI),
    },
  };
  const reviewVerdict = useLiquidityCheck(env, open > 0 ? pending : undefined, open);

  const describeAdd = (events: { type: string; value: { type: string; value: unknown } }[]) => {
    const e = events.find((x) => x.type === 'AssetConversion' && x.value.type === 'LiquidityAdded');
    const v = e?.value.value as
      { amount1_provided: bigint; amount2_provided: bigint; lp_token_minted: bigint } | undefined;
    return v
      ? t('liquidity.review.deposited', {
          lumi: f.token(v.amount1_provided, LUMI),
          phpu: f.token(v.amount2_provided, PHPU),
          lp: f.token(v.lp_token_minted, LPHPU),
        })
      : undefined;
  };
  const describeRemove = (events: { type: string; value: { type: string; value: unknown } }[]) => {
    const e = events.find((x) => x.type === 'AssetConversion' && x.value.type === 'LiquidityRemoved');
    const v = e?.value.value as { amount1: bigint; amount2: bigint } | undefined;
    return v
      ? t('liquidity.review.received', { lumi: f.token(v.amount1, LUMI), phpu: f.token(v.amount2, PHPU) })
      : undefined;
  };

  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>{t('liquidity.title')}</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">{t('liquidity.heading')}</h1>
      </div>
      {!market ? (
        marketLoading ? (
          <Text c="dimmed">{t('liquidity.loading')}</Text>
        ) : (
          <Alert color="yellow">{t('liquidity.noPool')}</Alert>
        )
      ) : (
        <>
          <PoolCard market={market} lpBalance={lpBalance} />
          {config?.pool && <PoolStatsCard lpTokenId={config.pool.lpTokenId} rates={market.rates} />}
          {config?.pool && (
            <PositionPanel
              market={market}
              lpTokenId={config.pool.lpTokenId}
              address={address}
              lpBalance={lpBalance}
            />
          )}
          <SlippageControl
            value={slippage}
            onChange={tolerance.choose}
            auto={{ ...tolerance.auto, onSelect: tolerance.chooseAuto }}
          />
          <AddLiquidityCard
            market={market}
            slippage={slippage}
            env={env}
            balances={
              balances ? { lumi: balances.LUMI.transferable, phpu: balances.PHPU.transferable } : undefined
            }
            onReview={(plan, clear) => {
              setPending({ kind: 'add', plan, block: market.block, clear });
              setOpen((n) => n + 1);
            }}
          />
          <RemoveLiquidityCard
            market={market}
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
      {pending && config && address && (
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
                    lumi: f.token(pending.plan.amount1, LUMI),
                    phpu: f.token(pending.plan.amount2, PHPU),
                  }),
                  tx: buildAddLiquidityTx(api, pending.plan, config, address),
                  errorContext: { slippage: f.bps(slippage) },
                  fee: reviewVerdict.feeAsset,
                  describe: describeAdd,
                }
              : {
                  title: t('liquidity.review.removeTx', { lp: f.token(pending.plan.lpBurn, LPHPU) }),
                  tx: buildRemoveLiquidityTx(api, pending.plan, config, address),
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
                  <dd>{`${f.token(pending.plan.amount1, LUMI)} · ${f.token(pending.plan.amount2, PHPU)}`}</dd>
                </div>
                <div>
                  <dt>{t('liquidity.youReceive')}</dt>
                  <dd>{`${APPROX} ${f.token(pending.plan.lpMinted, LPHPU)}`}</dd>
                </div>
              </>
            ) : (
              <>
                <div>
                  <dt>{t('liquidity.youBurn')}</dt>
                  <dd>{f.token(pending.plan.lpBurn, LPHPU)}</dd>
                </div>
                <div>
                  <dt>{t('liquidity.youReceive')}</dt>
                  <dd>{`${APPROX} ${f.token(pending.plan.amount1, LUMI)} · ${APPROX} ${f.token(pending.plan.amount2, PHPU)}`}</dd>
                </div>
              </>
            )}
            <div>
              <dt>{t('liquidity.slippage')}</dt>
              <dd>{f.bps(slippage)}</dd>
            </div>
            <div>
              <dt>{t('fees.networkFee')}</dt>
              <dd data-testid="review-network-fee">
                {feeEstimateText(reviewVerdict, f.locale, nativeToken)}
              </dd>
            </div>
            <div>
              <dt>{t('liquidity.pricesAsOf')}</dt>
              <dd>#{pending.block.toLocaleString('en-US')}</dd>
            </div>
          </dl>
          {reviewVerdict.failure && <FailureAlert failure={reviewVerdict.failure} />}
        </ReviewDialog>
      )}
    </section>
  );
}
