import { describe, expect, it } from 'vitest';
import {
  duration,
  formatTable,
  importRatio,
  median,
  parseSizes,
  sizeLabel,
  type SizeResult,
} from '../bench/scale-table.ts';

const result = (accounts: number, mainExisting: number, mainNew: number): SizeResult => ({
  accounts,
  transfersExisting: 1000,
  transfersNew: 900,
  cpuPerTransferExisting: 1.5,
  cpuPerTransferNew: 1.6,
  mainCpuPerTransferExisting: mainExisting,
  mainCpuPerTransferNew: mainNew,
  readProofMs: 1,
  closestDescendantMs: 2,
  rssBytes: 300 * 2 ** 20,
  restartRssBytes: 150 * 2 ** 20,
  restartMs: 1000,
  restartCpuMs: 1400,
  firstBlockMs: 40,
  firstStartMs: NaN,
});

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

  it('prints the main-thread CPU row', () =>
    expect(formatTable([result(10_000, 0.84, 0.9)])).toContain(
      '| node main-thread CPU per transfer (existing / new accounts) | 840 µs / 900 µs |',
    ));

  it.each([
    // Largest over smallest, whatever order the sizes ran in.
    [
      [result(1_000_000, 1.1, 1.2), result(10_000, 1, 1)],
      '1.10× existing, 1.20× new accounts (target ≤ 1.20×: within)',
    ],
    [
      [result(10_000, 1, 1), result(100_000, 9, 9), result(1_000_000, 1.3, 1)],
      '1.30× existing, 1.00× new accounts (target ≤ 1.20×: NOT within)',
    ],
    [
      [result(10_000, 1, 1), result(1_000_000, 1, 1.25)],
      '1.00× existing, 1.25× new accounts (target ≤ 1.20×: NOT within)',
    ],
    [
      [result(10_000, NaN, 1), result(1_000_000, 1, 1)],
      'n/a existing, 1.00× new accounts (target ≤ 1.20×: no figure)',
    ],
  ])('reads the import ratio of %#', (results, text) =>
    expect(importRatio(results)).toMatch(new RegExp(`: ${text.replace(/[()×.≤+]/g, '\\$&')}$`)),
  );

  it('has no import ratio for one size', () => expect(importRatio([result(10_000, 1, 1)])).toBeUndefined());
});
