import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatDecimalText } from '../lib/format/index.ts';
import type { LineChartProps } from './LineChart.tsx';
import './charts.css';

const LineChart = lazy(() => import('./LineChart.tsx'));

/**
 * A history chart, loaded on first use. The figure's accessible name and caption say what the canvas shows,
 * since a canvas has no text of its own.
 */
export function LazyLineChart(props: LineChartProps & { testId?: string }) {
  const { points, label, locale, testId } = props;
  const last = points.at(-1);
  const summary =
    points.length === 0
      ? `${label}: no data in this range.`
      : `${label}: ${points.length} point${points.length === 1 ? '' : 's'}, latest ${formatDecimalText(last!.value, locale)} at ${new Date(last!.time).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}.`;
  return (
    <figure className="chart-figure" aria-label={summary} data-testid={testId} data-points={points.length}>
      {points.length > 0 && (
        <Suspense fallback={<Loader size="sm" aria-label="Loading chart" />}>
          <LineChart {...props} />
        </Suspense>
      )}
      <figcaption className="chart-figure__caption">{summary}</figcaption>
    </figure>
  );
}
