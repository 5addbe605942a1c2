// Pure parts of the history charts: range windows and the API's decimal strings as plotted numbers.
// Plotting needs floats; amounts and rates stay exact strings everywhere else (tooltips show the API's text).

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

/** uPlot's columns: times in seconds, ascending, with their values. */
export function toSeries(points: readonly SeriesPoint[]): { times: number[]; values: number[] } {
  const sorted = [...points].sort((a, b) => a.time - b.time);
  return { times: sorted.map((p) => p.time / 1000), values: sorted.map((p) => Number(p.value)) };
}
