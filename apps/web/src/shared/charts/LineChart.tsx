// The one chart of the app (uPlot: ~20 kB gzipped). Only LazyLineChart imports it, so it loads on first use
// and never counts towards the /dapp first load.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartRange, toSeries, valueRange, type ChartRangeKey, type SeriesPoint } from './series.ts';

export interface LineChartProps {
  points: readonly SeriesPoint[];
  /** Name of the plotted value, e.g. "PHP per USD". */
  label: string;
  locale: string;
  /** The range the points were fetched for: the x axis spans it, up to now. */
  range?: ChartRangeKey;
  height?: number;
}

export default function LineChart({ points, label, locale, range, height = 220 }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const span = range ? chartRange(range, Date.now()) : undefined;
    const { times, values } = toSeries(points, span);
    const [low, high] = valueRange(values);
    const number = new Intl.NumberFormat(locale, { maximumSignificantDigits: 8 });
    const width = () => Math.max(240, target.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: {
            time: true,
            ...(span && { range: (): uPlot.Range.MinMax => [span.from / 1000, span.to / 1000] }),
          },
          y: { range: (): uPlot.Range.MinMax => [low, high] },
        },
        axes: [
          { stroke: 'currentColor', grid: { stroke: 'rgba(128,128,128,0.15)' } },
          {
            stroke: 'currentColor',
            grid: { stroke: 'rgba(128,128,128,0.15)' },
            size: 70,
            values: (_u, splits) => splits.map((v) => number.format(v)),
          },
        ],
        series: [
          {},
          {
            label,
            stroke: '#228be6',
            width: 2,
            fill: 'rgba(34,139,230,0.08)',
            // A value holds until the next update: steps, not slopes between updates.
            paths: uPlot.paths.stepped!({ align: 1 }),
            points: { show: points.length < 2 ? true : undefined, size: 6 },
            spanGaps: true,
          },
        ],
      },
      [times, values],
      target,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, label, locale, range, height]);
  return <div ref={box} className="line-chart" aria-hidden="true" />;
}
