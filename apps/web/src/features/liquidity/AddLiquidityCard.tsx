import { Anchor, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { LPHPU, LUMI, PHPU, planDeposit, type DepositPlan } from '@lumi/chain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PoolState } from '../../shared/chain/dex/streams.ts';
import { parseTokenAmount, toDecimalString } from '../../shared/format/index.ts';
import { useFormat } from '../../shared/format/useFormat.ts';
import { useChainReady } from '../../shared/chain/useChainReady.ts';
import { gateOnChain } from '../../shared/tx/decision.ts';
import { ActionButton } from '../../shared/tx/ActionButton.tsx';
import { addLiquidityAction } from './addLiquidityAction.ts';
import { FeeAssetChoice } from '../../shared/fees/FeeAssetChoice.tsx';
import { useLiquidityCheck, type LiquidityEnv } from './useLiquidityCheck.ts';
import { reservesOf } from './reserves.ts';
import { useDepositMax } from './useDepositMax.ts';

/** A deposit at the pool ratio: either amount typed, the other derived. */
export function AddLiquidityCard(props: {
  market: PoolState;
  slippage: bigint;
  balances: { lumi: bigint; phpu: bigint } | undefined;
  /** `clear` empties the form, for once the deposit is final (so it is not sent twice by mistake). */
  onReview: (plan: DepositPlan, clear: () => void) => void;
  env: LiquidityEnv;
}) {
  const { market, slippage, balances, onReview, env } = props;
  const f = useFormat();
  const { t } = useTranslation();
  const [side, setSide] = useState<1 | 2>(1);
  const [text, setText] = useState('');
  const token = side === 1 ? LUMI : PHPU;
  const parsed = text.trim() === '' ? undefined : parseTokenAmount(text, token, f.locale);
  const result = parsed?.ok ? planDeposit(side, parsed.value, reservesOf(market), slippage) : undefined;
  const plan = result?.ok ? result.plan : undefined;
  const lumiText = side === 1 ? text : plan ? toDecimalString(plan.amount1, 12) : '';
  const phpuText = side === 2 ? text : plan ? toDecimalString(plan.amount2, 6) : '';
  const verdict = useLiquidityCheck(env, plan && { kind: 'add', plan });
  const proposeMax = useDepositMax(env, market, slippage);
  const [maxRefused, setMaxRefused] = useState(false);
  const max = async () => {
    const proposal = await proposeMax?.();
    setMaxRefused(proposal?.ok === false);
    if (!proposal?.ok) return;
    setSide(proposal.side);
    setText(toDecimalString(proposal.amount, proposal.side === 1 ? LUMI.decimals : PHPU.decimals));
  };
  const chain = useChainReady();
  const action = gateOnChain(
    addLiquidityAction({
      account: env.address,
      amount: !parsed ? 'empty' : parsed.ok ? 'valid' : 'invalid',
      plan: result,
      balances,
      verdict,
    }),
    chain,
  );

  return (
    <Card withBorder padding="md" aria-labelledby="add-liquidity-title">
      <Text fw={700} id="add-liquidity-title" mb="sm" component="h2" size="md">
        {t('liquidity.add.title')}
      </Text>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {([1, 2] as const).map((fieldSide) => {
            const fieldToken = fieldSide === 1 ? LUMI : PHPU;
            const balance = fieldSide === 1 ? balances?.lumi : balances?.phpu;
            return (
              <TextInput
                key={fieldSide}
                label={t('liquidity.add.field', { token: fieldToken.symbol })}
                value={fieldSide === 1 ? lumiText : phpuText}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0"
                onChange={(e) => {
                  setSide(fieldSide);
                  setText(e.currentTarget.value);
                }}
                error={
                  side === fieldSide && parsed && !parsed.ok
                    ? t(parsed.message.key, parsed.message.values)
                    : undefined
                }
                description={
                  balance === undefined
                    ? undefined
                    : t('liquidity.add.balance', { amount: f.token(balance, fieldToken) })
                }
              />
            );
          })}
        </SimpleGrid>
        {proposeMax && (
          <Group justify="flex-end" gap="xs" mt={-8}>
            {maxRefused && (
              <Text size="xs" c="orange" role="status">
                {t('lp.max.nothing')}
              </Text>
            )}
            <Anchor
              component="button"
              type="button"
              size="xs"
              aria-label={t('lp.max.aria')}
              onClick={() => void max()}
            >
              {t('lp.max.label')}
            </Anchor>
          </Group>
        )}
        {plan && (
          <dl className="details-list" aria-label={t('liquidity.add.preview')}>
            <div>
              <dt>{t('liquidity.youReceive')}</dt>
              <dd data-testid="lp-minted">{f.estimate(plan.lpMinted, LPHPU)}</dd>
            </div>
            <div>
              <dt>{t('liquidity.add.minimum')}</dt>

              <dd>{`${f.token(plan.min1, LUMI)} · ${f.token(plan.min2, PHPU)}`}</dd>
            </div>
          </dl>
        )}
        {plan && (
          <FeeAssetChoice
            verdict={verdict}
            existentialDeposit={env.errorContext.existentialDeposit}
            showEstimate
          />
        )}
        <ActionButton action={action} onReview={() => plan && onReview(plan, () => setText(''))} />
      </Stack>
    </Card>
  );
}
