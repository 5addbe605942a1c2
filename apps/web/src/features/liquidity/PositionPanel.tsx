import { Card, Text } from '@mantine/core';
import { LPHPU, LUMI, PHPU, lpPosition } from '@lumi/chain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiState } from '../../shared/api/apiState.ts';
import type { PoolState } from '../../shared/chain/dex/streams.ts';
import { FOLLOWS_BLOCKS } from '../../shared/data/live.ts';
import { FiatValue } from '../../shared/fiat/FiatValue.tsx';
import { APPROX } from '../../shared/format/index.ts';
import { useFormat } from '../../shared/format/useFormat.ts';
import { usdInCurrency } from './poolStats.ts';
import { lpPositionQuery } from './positionQuery.ts';
import { isNotIndexed, positionView, signedText, splitSign } from './positionView.ts';

/** The states that are one sentence (each a key under lp.position). */
const NOTES = ['connect', 'loading', 'unavailable', 'notIndexed', 'empty', 'transferred'] as const;
const isNote = (kind: string): kind is (typeof NOTES)[number] => (NOTES as readonly string[]).includes(kind);

/**
 * "Your position": the pool share (from the chain), and from the indexer what the position is worth, the fees
 * it earned and how it did against holding the deposited tokens (impermanent loss). Figures the pool may still
 * change are estimates ("≈", every digit); the deposits are exact.
 */
export function PositionPanel(props: {
  market: PoolState;
  lpTokenId: number;
  address: string | undefined;
  lpBalance: bigint | undefined;
}) {
  const { market, lpTokenId, address, lpBalance } = props;
  const f = useFormat();
  const { t } = useTranslation();
  // Re-read with each best block as well, so the index catching up with our own transaction shows at once.
  const query = useQuery({
    ...lpPositionQuery(lpTokenId, address ?? ''),
    meta: FOLLOWS_BLOCKS,
    enabled: address !== undefined,
    // A block read before the indexer reached it brings no news; ask again until the index has caught up with
    // the pool state on screen (a quiet chain may not author another block to trigger the refresh).
    refetchInterval: (q) => {
      const indexedTo = q.state.data?.indexedTo;
      return indexedTo !== undefined && indexedTo !== null && indexedTo < market.block ? 2_000 : false;
    },
  });
  const view = positionView({
    account: address,
    answer: query.isError && isNotIndexed(query.error) ? { status: 'notIndexed' } : apiState(query),
    chainLp: lpBalance,
  });
  const estimate = (amount: bigint, token: typeof LUMI) => `${APPROX} ${f.token(amount, token)}`;
  const money = (usd: string | null) => {
    const { negative, magnitude } = splitSign(usd);
    const value = usdInCurrency(magnitude, market.rates, f.currency);
    return value === undefined ? undefined : signedText(negative ? -value : value, (v) => f.fiat(v));
  };
  // Where the indexer or the rate gives no value, none is shown (never a placeholder or a 0).
  const moneyText = (usd: string | null | undefined) => {
    const text = usd === undefined ? undefined : money(usd);
    return text === undefined ? '' : ` · ${APPROX} ${text}`;
  };
  const percent = (bps: bigint | undefined) =>
    bps === undefined ? '' : ` (${signedText(bps, (v) => f.bps(v))})`;
  const share = lpBalance !== undefined ? lpPosition(lpBalance, market)?.share : undefined;

  return (
    <Card withBorder padding="md" aria-labelledby="lp-position-title" data-testid="lp-position">
      <Text fw={700} id="lp-position-title" mb="sm" component="h2" size="md">
        {t('lp.position.title')}
      </Text>
      {isNote(view.kind) && (
        <Text c="dimmed" size="sm" data-testid={`lp-position-${view.kind}`}>
          {t(`lp.position.${view.kind}`)}
        </Text>
      )}
      {view.kind === 'error' && (
        <Text c="orange" size="sm">
          {t('lp.position.failed', { error: t(view.message.key, view.message.values) })}
        </Text>
      )}
      {view.kind === 'position' && (
        <>
          <dl className="details-list">
            <div>
              <dt>{t('lp.position.share')}</dt>
              <dd data-testid="lp-position-share">
                {share === undefined
                  ? f.token(view.figures.lp, LPHPU)
                  : `${f.percent(share)} (${f.token(lpBalance ?? view.figures.lp, LPHPU)})`}{' '}
                <FiatValue
                  amount={share === undefined ? view.figures.lp : (lpBalance ?? view.figures.lp)}
                  symbol={LPHPU.symbol}
                />
              </dd>
            </div>
            <div>
              <dt>{t('lp.position.value')}</dt>
              <dd data-testid="lp-position-value">
                {`${estimate(view.figures.amount1, LUMI)} · ${estimate(view.figures.amount2, PHPU)}`}
                {moneyText(view.usd?.value)}
              </dd>
            </div>
            <div>
              <dt>{t('lp.position.deposited')}</dt>
              <dd data-testid="lp-position-deposited">
                <span data-amount>{f.token(view.figures.held1, LUMI)}</span>{' '}
                <FiatValue amount={view.figures.held1} symbol={LUMI.symbol} />
                {' · '}
                <span data-amount>{f.token(view.figures.held2, PHPU)}</span>{' '}
                <FiatValue amount={view.figures.held2} symbol={PHPU.symbol} />
              </dd>
            </div>
            <div>
              <dt>{t('lp.position.fees')}</dt>
              <dd
                data-testid="lp-position-fees"
                data-fees1={view.figures.fees1.toString()}
                data-fees2={view.figures.fees2.toString()}
              >
                {`${estimate(view.figures.fees1, LUMI)} · ${estimate(view.figures.fees2, PHPU)}`}
                {moneyText(view.usd?.feesValue)}
              </dd>
            </div>
            <div>
              <dt>{t('lp.position.impermanentLoss')}</dt>
              <dd
                data-testid="lp-position-il"
                data-value={view.figures.impermanentLoss.toString()}
                data-bps={view.impermanentLossBps?.toString() ?? ''}
              >
                {`${APPROX} ${signedText(view.figures.impermanentLoss, (v) => f.token(v, PHPU))}${percent(view.impermanentLossBps)}`}
              </dd>
            </div>
            <div>
              <dt>{t('lp.position.versusHolding')}</dt>
              <dd data-testid="lp-position-vs-holding" data-value={view.figures.versusHolding.toString()}>
                {`${APPROX} ${signedText(view.figures.versusHolding, (v) => f.token(v, PHPU))}${percent(view.versusHoldingBps)}`}
                {moneyText(view.usd?.versusHolding)}
              </dd>
            </div>
          </dl>
          <Text c="dimmed" size="xs" mt="xs">
            {view.partial
              ? t('lp.position.partial', {
                  lp: f.token(view.figures.lp, LPHPU),
                  block: view.block.toLocaleString(f.locale),
                })
              : view.since === null
                ? t('lp.position.asOf', { block: view.block.toLocaleString(f.locale) })
                : t('lp.position.since', {
                    date: new Date(view.since).toLocaleDateString(f.locale),
                    block: view.block.toLocaleString(f.locale),
                  })}
          </Text>
        </>
      )}
    </Card>
  );
}
