import { Anchor, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { planDeposit, type DepositPlan } from '@lumi/chain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairMarket } from '../../shared/chain/dex/pairMarket.ts';
import { parseTokenAmount, toDecimalString } from '../../shared/format/index.ts';
import { useFormat } from '../../shared/format/useFormat.ts';
import { useChainReady } from '../../shared/chain/useChainReady.ts';
import { gateOnChain } from '../../shared/tx/decision.ts';
import { ActionButton } from '../../shared/tx/ActionButton.tsx';
import { addLiquidityAction } from './addLiquidityAction.ts';
import { FeeAssetChoice } from '../../shared/fees/FeeAssetChoice.tsx';
import { useLiquidityCheck, type LiquidityEnv } from './useLiquidityCheck.ts';
import { reservesOf } from './reserves.ts';
import type { PoolTokens } from './poolTokens.ts';
import { PairMinimum } from './PairMinimum.tsx';
import { FiatOfText } from '../../shared/fiat/FiatOfText.tsx';
import { FiatValue } from '../../shared/fiat/FiatValue.tsx';
import { FiatRow } from '../../shared/fiat/FiatRow.tsx';
import { useDepositMax } from './useDepositMax.ts';

/** A deposit at the pool ratio: either amount typed, the other derived. */
export function AddLiquidityCard(props: {
  market: PairMarket;
  tokens: PoolTokens;
  /** Max is offered on Lumi's LUMI/PHPU pool, whose two balances and minimums the form knows. */
  maxOffered: boolean;
  slippage: bigint;
  /** Transferable balances of the pool's two assets. */
  balances: { first: bigint; second: bigint } | undefined;
  /** `clear` empties the form, for once the deposit is final (so it is not sent twice by mistake). */
  onReview: (plan: DepositPlan, clear: () => void) => void;
  env: LiquidityEnv;
}) {
  const { market, tokens, slippage, balances, onReview, env } = props;
  const f = useFormat();
  const { t } = useTranslation();
  const [side, setSide] = useState<1 | 2>(1);
  const [text, setText] = useState('');
  const token = side === 1 ? tokens.first : tokens.second;
  const parsed = text.trim() === '' ? undefined : parseTokenAmount(text, token, f.locale);
  const result = parsed?.ok ? planDeposit(side, parsed.value, reservesOf(market), slippage) : undefined;
  const plan = result?.ok ? result.plan : undefined;
  const firstText = side === 1 ? text : plan ? toDecimalString(plan.amount1, tokens.first.decimals) : '';
  const secondText = side === 2 ? text : plan ? toDecimalString(plan.amount2, tokens.second.decimals) : '';
  const verdict = useLiquidityCheck(env, plan && { kind: 'add', plan });
  const proposeMax = useDepositMax(env, market, slippage, props.maxOffered);
  const [maxRefused, setMaxRefused] = useState(false);
  const max = async () => {
    const proposal = await proposeMax?.();
    setMaxRefused(proposal?.ok === false);
    if (!proposal?.ok) return;
    setSide(proposal.side);
    setText(
      toDecimalString(proposal.amount, proposal.side === 1 ? tokens.first.decimals : tokens.second.decimals),
    );
  };
  const chain = useChainReady();
  const action = gateOnChain(
    addLiquidityAction({
      account: env.address,
      amount: !parsed ? 'empty' : parsed.ok ? 'valid' : 'invalid',
      plan: result,
      balances,
      symbols: [tokens.first.symbol, tokens.second.symbol],
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
            const fieldToken = fieldSide === 1 ? tokens.first : tokens.second;
            const balance = fieldSide === 1 ? balances?.first : balances?.second;
            return (
              <TextInput
                key={fieldSide}
                label={t('liquidity.add.field', { token: fieldToken.symbol })}
                value={fieldSide === 1 ? firstText : secondText}
                inputContainer={(input) => (
                  <>
                    {input}
                    <FiatOfText text={fieldSide === 1 ? firstText : secondText} token={fieldToken} />
                  </>
                )}
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
                  balance === undefined ? undefined : (
                    <>
                      <span>{t('liquidity.add.balance', { amount: f.token(balance, fieldToken) })}</span>{' '}
                      <FiatValue amount={balance} symbol={fieldToken.symbol} />
                    </>
                  )
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
              <dd data-testid="lp-minted">{f.estimate(plan.lpMinted, tokens.lp)}</dd>
            </div>
            {tokens.lp.symbol !== undefined && (
              <FiatRow amounts={[{ amount: plan.lpMinted, symbol: tokens.lp.symbol }]} />
            )}
            <div>
              <dt>{t('liquidity.add.minimum')}</dt>

              <PairMinimum testId="deposit-minimum" tokens={tokens} min1={plan.min1} min2={plan.min2} />
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
