import { describe, expect, it } from 'vitest';
import { renderTable } from '../table.ts';

describe('the attack table', () => {
  it('pads every column to its widest cell, flattens line breaks and counts failures', () => {
    const table = renderTable([
      { case: 'bad signature', expected: '1010', observed: '1010', pass: true, figure: '' },
      { case: 'replay', expected: '1012', observed: 'accepted\nagain', pass: false, figure: '3 ms' },
    ]);
    expect(table.split('\n')).toEqual([
      'case          | expected | observed       | result | figure',
      '--------------|----------|----------------|--------|-------',
      'bad signature | 1010     | 1010           | PASS   |',
      'replay        | 1012     | accepted again | FAIL   | 3 ms',
      '',
      '2 cases, 1 passed, 1 failed',
    ]);
  });

  it('says so when there is nothing to show', () => {
    expect(renderTable([]).split('\n').at(-1)).toBe('0 cases, 0 passed, 0 failed');
  });
});
