import { describe, expect, it } from 'vitest';
import { duration, median, parseSizes, sizeLabel } from '../bench/scale-table.ts';

describe('scale bench table', () => {
  it.each([
    ['10k,100k,1m', [10_000, 100_000, 1_000_000]],
    ['1M', [1_000_000]],
    [' 2500 , 1.5k', [2500, 1500]],
  ])('parses --sizes %s', (text, sizes) => expect(parseSizes(text)).toEqual(sizes));

  it.each(['', 'ten', '10g', '0', '0.5'])('refuses --sizes %j', (text) =>
    expect(() => parseSizes(text)).toThrow(/--sizes/),
  );

  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[], NaN],
  ])('median of %j is %d', (xs, m) => expect(median(xs)).toBe(m));

  it.each([
    [10_000, '10k'],
    [1_000_000, '1M'],
    [1234, '1234'],
  ])('labels %d as %s', (n, label) => expect(sizeLabel(n)).toBe(label));

  it.each([
    [4.25, '4.3 ms'],
    [154.2, '154 ms'],
    [2650, '2.65 s'],
    [47_000, '47.0 s'],
    [Infinity, 'n/a'],
  ])('writes %d ms as %s', (ms, text) => expect(duration(ms)).toBe(text));
});
