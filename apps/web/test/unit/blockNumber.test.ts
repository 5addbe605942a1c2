import { describe, expect, it } from 'vitest';
import { formatBlockNumber } from '../../src/shared/format/blockNumber.ts';

describe('formatBlockNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1_000, '1,000'],
    [12_345, '12,345'],
    [999_999, '999,999'],
    [1_000_000, '1,000,000'],
    [4_294_967_295, '4,294,967,295'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
  ])('%d → %s, as toLocaleString("en-US") writes it', (block, text) => {
    expect(formatBlockNumber(block)).toBe(text);
    expect(formatBlockNumber(block)).toBe(block.toLocaleString('en-US'));
  });

  it('agrees with toLocaleString("en-US") on every block of a range that crosses each grouping', () => {
    for (let block = 0; block < 1_200_000; block += 997) {
      expect(formatBlockNumber(block)).toBe(block.toLocaleString('en-US'));
    }
  });

  it('shows what is not a plain non-negative integer as it is', () => {
    expect(formatBlockNumber(-1)).toBe('-1');
    expect(formatBlockNumber(1.5)).toBe('1.5');
    expect(formatBlockNumber(Number.NaN)).toBe('NaN');
  });
});
