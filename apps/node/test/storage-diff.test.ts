import { describe, expect, it } from 'vitest';
import type { Hex } from '@lumi/runtime/host';
import { classifyChange, coveringPrefixes, type DiffItem, returnTypesOf } from '../src/rpc/storage-diff.ts';

const b = (...xs: number[]) => Uint8Array.from(xs);

describe('classifyChange', () => {
  it.each([
    ['absent → absent', undefined, undefined, undefined],
    ['absent → present', undefined, b(1), 'added'],
    ['present → absent', b(1), undefined, 'deleted'],
    ['same value', b(1, 2), b(1, 2), undefined],
    ['other value', b(1, 2), b(1, 3), 'modified'],
    ['empty → empty', b(), b(), undefined],
    ['empty → value', b(), b(0), 'modified'],
  ] as const)('%s', (_, before, after, expected) => {
    expect(classifyChange(before, after)).toBe(expected);
  });
});

const item = (key: string, returnType: 'value' | 'hash' = 'value'): DiffItem => ({
  key: key as Hex,
  returnType,
});

describe('coveringPrefixes', () => {
  it.each([
    ['nothing', [], []],
    ['one', [item('0x01')], ['0x01']],
    ['sorted, duplicates once', [item('0x02'), item('0x01'), item('0x02', 'hash')], ['0x01', '0x02']],
    ['a longer prefix inside a shorter one', [item('0x01ff'), item('0x01')], ['0x01']],
    ['everything covers all', [item('0x0102'), item('0x'), item('0x03')], ['0x']],
    ['siblings stay apart', [item('0x0102'), item('0x0103'), item('0x01020a')], ['0x0102', '0x0103']],
  ] as const)('%s', (_, items, expected) => {
    expect(coveringPrefixes(items)).toEqual(expected);
  });
});

describe('returnTypesOf', () => {
  const items = [item('0x01'), item('0x0102', 'hash')];
  it.each([
    ['0x0101', { value: true, hash: false }],
    ['0x010203', { value: true, hash: true }],
    ['0x0102', { value: true, hash: true }],
    ['0x02', { value: false, hash: false }],
  ] as const)('%s', (key, expected) => {
    expect(returnTypesOf(key, items)).toEqual(expected);
  });
});
