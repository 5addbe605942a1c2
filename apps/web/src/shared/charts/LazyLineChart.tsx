import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
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
  const summary = chartSummary(label, points, locale);
  return (
    <figure className="chart-figure" aria-label={summary} data-testid={testId} data-points={points.length}>
      {points.length > 0 && (
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading chart" />}>
          <LineChart {...props} />
        </Suspense>
      )}
      <figcaption className="chart-figure__caption">{summary}</figcaption>
    </figure>
  );
}
