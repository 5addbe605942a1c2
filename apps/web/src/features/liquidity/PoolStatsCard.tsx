import { Card, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiState } from '../../shared/api/apiState.ts';
import { LazyLineChart } from '../../shared/charts/LazyLineChart.tsx';
import { RangeControl } from '../../shared/charts/RangeControl.tsx';
import type { ChartRangeKey } from '../../shared/charts/series.ts';
import { formatDecimalText } from '../../shared/format/index.ts';
import { useFormat } from '../../shared/format/useFormat.ts';
import { usdInCurrency } from './poolStats.ts';
import { poolStatsQuery } from './queries.ts';

/**
 * 24 h volume, fees (in the display currency), fee APR and the price history, from the Lumi API's index of
 * the pool.
 */
export function PoolStatsCard({
  lpTokenId,
  rates,
}: {
  lpTokenId: number;
  /** The chain's forex rates (units per USD, 18 decimals), to show the API's USD figures in the display currency. */
  rates: ReadonlyMap<string, bigint>;
}) {
  const f = useFormat();
  const { t } = useTranslation();
  const money = (usd: string | null) => f.fiat(usdInCurrency(usd, rates, f.currency));
  const [range, setRange] = useState<ChartRangeKey>('24h');
  // Refreshed on each best block (see poolStatsQuery); a new range keeps the last figures until its answer comes.
  const view = apiState(useQuery({ ...poolStatsQuery(lpTokenId, range), placeholderData: keepPreviousData }));
  return (
    <Card withBorder padding="md" aria-labelledby="pool-stats-title" data-testid="pool-stats">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Text fw={700} id="pool-stats-title" component="h2" size="md">
          {t('liquidity.stats.title')}
        </Text>
        <RangeControl label={t('liquidity.stats.range')} value={range} onChange={setRange} />
      </Group>
      {view.status === 'loading' ? (
        <Text c="dimmed" size="sm">
          {t('liquidity.stats.loading')}
        </Text>
      ) : view.status === 'unavailable' ? (
        <Text c="dimmed" size="sm" data-testid="pool-stats-unavailable">
          {t('liquidity.stats.unavailable')}
        </Text>
      ) : view.status === 'error' ? (
        <Text c="orange" size="sm" data-testid="pool-stats-failed">
          {t('liquidity.stats.failed', { error: t(view.message.key, view.message.values) })}
        </Text>
      ) : (
        <>
          <dl className="details-list">
            <div>
              <dt>{t('liquidity.stats.volume', { currency: f.currency })}</dt>
              <dd data-testid="pool-volume">{`${money(view.value.volume24hUsd)} · ${t('liquidity.stats.swaps', { count: view.value.swaps24h })}`}</dd>
            </div>
            <div>
              <dt>{t('liquidity.stats.fees', { currency: f.currency })}</dt>
              <dd data-testid="pool-fees">{money(view.value.fees24hUsd)}</dd>
            </div>
            <div>
              <dt>{t('liquidity.stats.apr')}</dt>
              <dd data-testid="pool-apr">
                {view.value.feeAprPercent === null
                  ? '—'
                  : `${formatDecimalText(view.value.feeAprPercent, f.locale, 2)} %`}
              </dd>
            </div>
          </dl>
          <LazyLineChart
            testId="pool-price-chart"
            label={t('liquidity.stats.chartLabel', {
              unit: view.value.priceUnit || t('liquidity.stats.defaultUnit'),
            })}

            locale={f.locale}
            range={range}
            points={view.value.priceSeries.map((p) => ({ time: p.time, value: p.price }))}
          />
        </>
      )}
    </Card>
  );
}
