// Pure parts of the history charts: range windows, the API's decimal strings as plotted numbers, and the
// caption. Plotting needs floats; amounts and rates stay exact strings everywhere else.
import { formatDecimalText } from '../format/index.ts';
import { message, type Message } from '../i18n/message.ts';

export type ChartRangeKey = '24h' | '7d' | '30d' | 'all';

export const CHART_RANGES: { value: ChartRangeKey; label: string }[] = [
  { value: '24h', label: '24h' },
  { value: '7d', label: '7d' },
  { value: '30d', label: '30d' },
  { value: 'all', label: 'All' },
];

const DAY = 86_400_000;
// The API serves at most 366 days per request; "All" is the last year of history.
const SPAN: Record<ChartRangeKey, number> = { '24h': DAY, '7d': 7 * DAY, '30d': 30 * DAY, all: 365 * DAY };

export function chartRange(range: ChartRangeKey, now: number): { from: number; to: number } {
  return { from: Math.max(0, now - SPAN[range]), to: now };
}

export interface SeriesPoint {
  /** ms since 1970 */
  time: number;
  /** decimal text */
  value: string;
}

/**
 * uPlot's columns: times in seconds, ascending, with their values. On-chain rates and prices hold until the
 * next update, so with a window the newest value is carried to its end: the chart then spans the whole
 * range the user picked instead of stopping (or, for one point, collapsing) at the last update.
 */
export function toSeries(
  points: readonly SeriesPoint[],
  window?: { from: number; to: number },
): { times: number[]; values: number[] } {
  const sorted = [...points].sort((a, b) => a.time - b.time);
  const times = sorted.map((p) => p.time / 1000);
  const values = sorted.map((p) => Number(p.value));
  const last = sorted.at(-1);
  if (window && last && last.time < window.to) {
    times.push(window.to / 1000);
    values.push(Number(last.value));
  }
  return { times, values };
}

/** A y range around the values with some headroom; a flat series gets ±1 % of its value (or ±1 at zero). */
export function valueRange(values: readonly number[]): [number, number] {
  if (values.length === 0) return [0, 1];
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const pad = max > min ? (max - min) * 0.1 : Math.abs(max) * 0.01 || 1;
  return [min - pad, max + pad];
}

/**
 * What the chart shows, in words (its accessible name and caption): the number of points and the latest value,
 * formatted for the locale (at most six decimals), never the API's raw decimal text.
 */
export function chartSummary(label: string, points: readonly SeriesPoint[], locale: string): Message {
  const last = points.at(-1);
  if (!last) return message('charts.empty', { label });
  const when = new Date(last.time).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return message('charts.summary', {
    label,
    count: points.length,
    value: formatDecimalText(last.value, locale),
    when,
  });
}
