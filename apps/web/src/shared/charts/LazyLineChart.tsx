import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { LineChartProps } from './LineChart.tsx';
import { chartSummary } from './series.ts';
import './charts.css';

const LineChart = lazy(() => import('./LineChart.tsx'));

/**
 * A history chart, loaded on first use. The figure's accessible name and caption say what the canvas shows,
 * since a canvas has no text of its own.
 */
export function LazyLineChart(props: LineChartProps & { testId?: string }) {
  const { points, label, locale, testId } = props;
  const { t } = useTranslation();
  const said = chartSummary(label, points, locale);
  const summary = t(said.key, said.values);
  return (
    <figure className="chart-figure" aria-label={summary} data-testid={testId} data-points={points.length}>
      {points.length > 0 && (
        <Suspense fallback={<Loader size="sm" role="status" aria-label={t('charts.loading')} />}>
          <LineChart {...props} />
        </Suspense>
      )}
      <figcaption className="chart-figure__caption">{summary}</figcaption>
    </figure>
  );
}
