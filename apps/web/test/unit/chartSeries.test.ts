import { describe, expect, it } from 'vitest';
import { chartRange, chartSummary, toSeries, valueRange } from '../../src/shared/charts/series.ts';
import { englishOf } from './i18nEnglish.ts';

describe('chart series', () => {
  it('sorts points into seconds and carries the newest value to the end of the window', () => {
    const points = [
      { time: 7000, value: '58.6' },
      { time: 2000, value: '58.5' },
    ];
    expect(toSeries(points)).toEqual({ times: [2, 7], values: [58.5, 58.6] });
    expect(toSeries(points, { from: 1000, to: 10_000 })).toEqual({
      times: [2, 7, 10],
      values: [58.5, 58.6, 58.6],
    });
    // A point at the very end needs no carrying; no points stay none.
    expect(toSeries(points, { from: 1000, to: 7000 }).times).toEqual([2, 7]);
    expect(toSeries([], { from: 1000, to: 7000 })).toEqual({ times: [], values: [] });
  });

  it('gives a single rate a window-wide flat line', () => {
    const { from, to } = chartRange('24h', 100 * 86_400_000);
    const series = toSeries([{ time: from, value: '58.5' }], { from, to });
    expect(series.times).toEqual([from / 1000, to / 1000]);
    expect(series.values).toEqual([58.5, 58.5]);
  });

  it('pads the value axis around the data, flat series included', () => {
    expect(valueRange([10, 20])).toEqual([9, 21]);
    expect(valueRange([58.5, 58.5])).toEqual([58.5 - 0.585, 58.5 + 0.585]);
    expect(valueRange([0])).toEqual([-1, 1]);
    expect(valueRange([])).toEqual([0, 1]);
  });

  it('captions the latest value as a number for people, not the raw 18-digit text', () => {
    const points = [
      { time: 0, value: '58.5' },
      { time: Date.UTC(2026, 10, 26, 3, 0), value: '1234.123456789012345678' },
    ];
    expect(englishOf(chartSummary('PHP per USD', points, 'en-US'))).toMatch(
      /^PHP per USD: 2 points, latest 1,234\.123457 at Nov 26, 2026, \d{1,2}:\d\d\s?[AP]M\.$/u,
    );
    expect(englishOf(chartSummary('PHP per USD', points.slice(0, 1), 'fil-PH'))).toMatch(
      /^PHP per USD: 1 point, latest 58\.5 at /u,
    );
    expect(englishOf(chartSummary('Price', [], 'en-US'))).toBe('Price: no data in this range.');
  });
});
