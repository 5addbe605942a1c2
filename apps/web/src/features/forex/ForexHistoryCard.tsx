import { Alert, Badge, Card, Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
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
          Rate history
        </Text>
        <Group gap="xs" wrap="wrap">
          <NativeSelect
            size="xs"
            w={90}
            aria-label="Currency"
            data={currencies}
            value={currency ?? ''}
            onChange={(event) => setPicked(event.currentTarget.value)}
          />
          <RangeControl label="Chart range" value={range} onChange={setRange} />
        </Group>
      </Group>
      {!currency ? (
        <Text c="dimmed" size="sm">
          The oracle holds no rates yet.
        </Text>
      ) : history.status === 'loading' ? (
        <Text c="dimmed" size="sm">
          Loading history…
        </Text>
      ) : history.status === 'unavailable' ? (
        <Text c="dimmed" size="sm" data-testid="forex-history-unavailable">
          Rate history comes from the Lumi API, which is not running at this endpoint. The rates above are
          read from the chain and stay live.
        </Text>
      ) : history.status === 'error' ? (
        <Alert color="orange">{`Could not load the history: ${history.message}`}</Alert>
      ) : (
        <>
          {history.value.points.some((p) => p.simulated) && (
            <Badge color="grape" variant="light" mb="xs">
              Includes simulated rates
            </Badge>
          )}
          <LazyLineChart
            testId="forex-chart"
            label={`${currency} per USD`}
            locale={locale}
            range={range}
            points={history.value.points.map((p) => ({ time: p.time, value: p.rate }))}
          />
        </>
      )}
    </Card>
  );
}
