import { Card, SegmentedControl, Stack, Text } from '@mantine/core';
import { percentOf, planWithdrawal, type WithdrawalPlan } from '@lumi/chain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairMarket } from '../../shared/chain/dex/pairMarket.ts';
import type { PoolTokens } from './poolTokens.ts';
import { PairMinimum } from './PairMinimum.tsx';
import { useFormat } from '../../shared/format/useFormat.ts';
import { reservesOf } from './reserves.ts';
import { useChainReady } from '../../shared/chain/useChainReady.ts';
import { gateOnChain } from '../../shared/tx/decision.ts';
import { ActionButton } from '../../shared/tx/ActionButton.tsx';
import { removeLiquidityAction } from './removeLiquidityAction.ts';
import { FeeAssetChoice } from '../../shared/fees/FeeAssetChoice.tsx';
import { useLiquidityCheck, type LiquidityEnv } from './useLiquidityCheck.ts';
import { FiatRow } from '../../shared/fiat/FiatRow.tsx';
import { FiatValue } from '../../shared/fiat/FiatValue.tsx';

/** A withdrawal of a share of the LP balance, previewed. */
export function RemoveLiquidityCard(props: {
  market: PairMarket;
  tokens: PoolTokens;
  slippage: bigint;
  lpBalance: bigint | undefined;
  withdrawalFee: number | undefined;
  onReview: (plan: WithdrawalPlan) => void;
  env: LiquidityEnv;
}) {
  const { market, tokens, slippage, lpBalance, withdrawalFee, onReview, env } = props;
  const f = useFormat();
  const { t } = useTranslation();
  const chain = useChainReady();
  const [percent, setPercent] = useState('50');
  const burn = lpBalance ? percentOf(lpBalance, Number(percent)) : 0n;
  const plan =
    withdrawalFee === undefined
      ? undefined
      : planWithdrawal(burn, reservesOf(market), withdrawalFee, slippage);
  const verdict = useLiquidityCheck(env, plan && plan.amount1 > 0n ? { kind: 'remove', plan } : undefined);
  const action = gateOnChain(
    removeLiquidityAction({ account: env.address, lpBalance, plan, verdict }),
    chain,
  );
  return (
    <Card withBorder padding="md" aria-labelledby="remove-liquidity-title">
      <Text fw={700} id="remove-liquidity-title" mb="sm" component="h2" size="md">
        {t('liquidity.remove.title')}
      </Text>
      <Stack gap="sm">
        {!lpBalance ? (
          <Text size="sm" c="dimmed">
            {t('liquidity.remove.none')}
          </Text>
        ) : (
          <>
            <SegmentedControl
              value={percent}
              onChange={setPercent}
              data={['25', '50', '75', '100'].map((p) => ({ value: p, label: `${p} %` }))}
              aria-label={t('liquidity.remove.share')}
            />
            {plan && (
              <dl className="details-list" aria-label={t('liquidity.remove.preview')}>
                <div>
                  <dt>{t('liquidity.remove.burned')}</dt>
                  <dd data-testid="withdraw-burn">
                    {f.token(plan.lpBurn, tokens.lp)}{' '}
                    <FiatValue amount={plan.lpBurn} symbol={tokens.lp.symbol} />
                  </dd>
                </div>
                <div>
                  <dt>{t('liquidity.youReceive')}</dt>
                  <dd data-testid="withdraw-preview">{`${f.estimate(plan.amount1, tokens.first)} · ${f.estimate(plan.amount2, tokens.second)}`}</dd>
                </div>
                <FiatRow
                  amounts={[
                    { amount: plan.amount1, symbol: tokens.first.symbol },
                    { amount: plan.amount2, symbol: tokens.second.symbol },
                  ]}
                />
                <div>
                  <dt>{t('liquidity.remove.minimum')}</dt>

                  <PairMinimum testId="withdraw-minimum" tokens={tokens} min1={plan.min1} min2={plan.min2} />
                </div>
              </dl>
            )}
          </>
        )}
        {plan && lpBalance ? (
          <FeeAssetChoice
            verdict={verdict}
            existentialDeposit={env.errorContext.existentialDeposit}
            showEstimate
          />
        ) : null}
        <ActionButton variant="light" action={action} onReview={() => plan && onReview(plan)} />
      </Stack>
    </Card>
  );
}
