import { Alert, Badge, Card, Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { useQuery } from '@tanstack/react-query';
import { apiState } from '../../shared/api/apiState.ts';
import { LazyLineChart } from '../../shared/charts/LazyLineChart.tsx';
import { RangeControl } from '../../shared/charts/RangeControl.tsx';
import type { ChartRangeKey } from '../../shared/charts/series.ts';
import { forexHistoryQuery } from './queries.ts';

/** A currency's rate history from the Lumi API's index of the oracle, with a range selector. */
export function ForexHistoryCard({ currencies }: { currencies: string[] }) {
  const { locale } = useLocaleSettings();
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string>();
  const [range, setRange] = useState<ChartRangeKey>('7d');
  const currency =
    picked && currencies.includes(picked) ? picked : (currencies.find((c) => c === 'PHP') ?? currencies[0]);
  const history = apiState(
    useQuery({ ...forexHistoryQuery(currency ?? '', range), enabled: Boolean(currency) }),
  );
  return (
    <Card withBorder padding="md" aria-labelledby="forex-history-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Text fw={700} id="forex-history-title" component="h2" size="md">
          {t('forex.history.title')}
        </Text>
        <Group gap="xs" wrap="wrap">
          <NativeSelect
            size="xs"
            w={90}
            aria-label={t('forex.currency')}
            data={currencies}
            value={currency ?? ''}
            onChange={(event) => setPicked(event.currentTarget.value)}
          />
          <RangeControl label={t('forex.history.range')} value={range} onChange={setRange} />
        </Group>
      </Group>
      {!currency ? (
        <Text c="dimmed" size="sm">
          {t('forex.noRates')}
        </Text>
      ) : history.status === 'loading' ? (
        <Text c="dimmed" size="sm">
          {t('forex.history.loading')}
        </Text>
      ) : history.status === 'unavailable' ? (
        <Text c="dimmed" size="sm" data-testid="forex-history-unavailable">
          {t('forex.history.unavailable')}
        </Text>
      ) : history.status === 'error' ? (
        <Alert color="orange" data-testid="forex-history-failed">
          {t('forex.history.failed', { error: t(history.message.key, history.message.values) })}
        </Alert>
      ) : (
        <>
          {history.value.points.some((p) => p.simulated) && (
            <Badge color="grape" variant="light" mb="xs">
              {t('forex.history.simulated')}
            </Badge>
          )}
          <LazyLineChart
            testId="forex-chart"
            label={t('forex.history.chartLabel', { currency })}

            locale={locale}
            range={range}
            points={history.value.points.map((p) => ({ time: p.time, value: p.rate }))}
          />
        </>
      )}
    </Card>
  );
}
