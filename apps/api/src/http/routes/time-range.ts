// Shared query parameters of the chart endpoints: from/to (ms since 1970 or ISO-8601) and a bucket interval.
import { z } from 'zod';

export const INTERVALS = {
  raw: 0,
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
} as const;
export type IntervalName = keyof typeof INTERVALS;
const MAX_RANGE_MS = 366 * 86_400_000;
/** Auto interval: the smallest that keeps a series within this many points. */
const MAX_POINTS = 500;

const instant = z
  .string()
  .max(40)
  .transform((s, ctx) => {
    const ms = /^\d{1,15}$/.test(s) ? Number(s) : Date.parse(s);
    if (!Number.isFinite(ms)) {
      ctx.addIssue({ code: 'custom', message: 'must be milliseconds since 1970 or an ISO-8601 date' });
      return z.NEVER;
    }
    return ms;
  });

export const rangeQuery = z.object({
  from: instant.optional(),
  to: instant.optional(),
  interval: z.enum(Object.keys(INTERVALS) as [IntervalName, ...IntervalName[]]).optional(),
});

export interface Range {
  from: number;
  to: number;
  interval: IntervalName;
}

export function resolveRange(
  q: z.infer<typeof rangeQuery>,
  now: number,
  defaultSpanMs: number,
): Range | string {
  const to = q.to ?? now;
  const from = q.from ?? to - defaultSpanMs;
  if (from > to) return 'from must not be after to';
  if (to - from > MAX_RANGE_MS) return 'the range may span at most 366 days';
  let interval = q.interval;
  if (!interval) {
    const span = to - from;
    interval =
      (Object.keys(INTERVALS) as IntervalName[]).find(
        (k) => k !== 'raw' && span / INTERVALS[k] <= MAX_POINTS,
      ) ?? '1d';
  }
  return { from, to, interval };
}

/**
 * Keeps the last point of each interval bucket (its close), at the time that point itself has. A close stamped
 * with its bucket's start would put a rate fed at 23:59 at 00:00 of a day bucket: a chart whose steps start at
 * each point (a rate holds until the next) would show it in force almost a day before it existed, and the
 * first bucket's start can even fall before the range.
 */
export function bucketLast<T extends { time: number }>(points: readonly T[], interval: IntervalName): T[] {
  const ms = INTERVALS[interval];
  if (ms === 0) return [...points];
  const out: T[] = [];
  let lastBucket: number | undefined;
  for (const p of points) {
    const bucket = Math.floor(p.time / ms);
    if (bucket === lastBucket) out[out.length - 1] = p;
    else out.push(p);
    lastBucket = bucket;
  }
  return out;
}
