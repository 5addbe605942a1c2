// The dev_* parameter schemas and the pure decisions behind them, table by table.
import { describe, expect, it } from 'vitest';
import {
  blocksToBuild,
  buildModeParam,
  hashOrNumber,
  MAX_NEW_BLOCKS,
  newBlockParams,
  snapshotId,
  storageValues,
  timeTravelParam,
} from '../src/rpc/methods/dev.ts';

const H = `0x${'ab'.repeat(32)}`;

describe('dev_newBlock params', () => {
  it.each([
    [{}, {}],
    [{ count: 3 }, { count: 3 }],
    [{ to: 10 }, { to: 10 }],
    [{ unsafeBlockHeight: 100 }, { unsafeBlockHeight: 100 }],
  ])('accepts %j', (input, expected) => {
    expect(newBlockParams.parse(input)).toEqual(expected);
  });

  it('decodes transactions to bytes', () => {
    expect(newBlockParams.parse({ transactions: ['0x0102'] }).transactions).toEqual([new Uint8Array([1, 2])]);
  });

  it.each([
    [{ count: 0 }],
    [{ count: -1 }],
    [{ count: 2.5 }],
    [{ count: MAX_NEW_BLOCKS + 1 }],
    [{ count: '3' }],
    [{ unsafeBlockHeight: 0 }],
    [{ unsafeBlockHeight: 2 ** 32 }],
    [{ transactions: ['0x1'] }],
    [{ transactions: 'x' }],
    [{ dmp: [] }],
    ['x'],
    [[]],
  ])('refuses %j', (input) => {
    expect(newBlockParams.safeParse(input).success).toBe(false);
  });

  it.each([
    [10, {}, 1],
    [10, { count: 5 }, 5],
    [10, { to: 15 }, 5],
    [10, { to: 3 }, 1],
    [10, { to: 10 + MAX_NEW_BLOCKS * 2 }, MAX_NEW_BLOCKS],
    [10, { to: 12, count: 7 }, 2],
  ])('at #%i, %j builds %i blocks', (best, params, n) => {
    expect(blocksToBuild(best, params)).toBe(n);
  });
});

describe('dev_setStorage values', () => {
  it('takes raw pairs with null for deletion', () => {
    expect(
      storageValues.parse([
        ['0x01', '0x02'],
        ['0x03', null],
      ]),
    ).toEqual([
      ['0x01', new Uint8Array([2])],
      ['0x03', null],
    ]);
  });

  it('takes {Pallet: {Item: value}}', () => {
    const v = { System: { Account: [] }, Balances: { TotalIssuance: '1' } };
    expect(storageValues.parse(v)).toEqual(v);
  });

  it.each([
    [[['0x1', '0x00']], 'hex'],
    [[['0x01', '0xzz']], 'hex'],
    [[['0x01']], 'pair'],
    [{ System: 5 }, 'Item'],
    ['x', 'expected [['],
    [7, 'expected [['],
  ])('refuses %j naming what is wrong', (input, message) => {
    const r = storageValues.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toContain(message);
  });
});

describe('dev_timeTravel date', () => {
  it.each([
    [0, 0],
    [1_700_000_000_000, 1_700_000_000_000],
    ['2030-01-01T00:00:00Z', Date.UTC(2030, 0, 1)],
    ['Jan 1, 2023 UTC', Date.UTC(2023, 0, 1)],
  ])('reads %j as %i ms', (input, ms) => {
    expect(timeTravelParam.parse(input)).toBe(ms);
  });

  it.each([[-1], [1.5], [Number.MAX_SAFE_INTEGER], ['soon'], [''], ['x'.repeat(65)], [true], [null]])(
    'refuses %j',
    (input) => {
      expect(timeTravelParam.safeParse(input).success).toBe(false);
    },
  );
});

describe('dev_setHead target', () => {
  it.each([
    [H, H],
    [H.toUpperCase().replace('0X', '0x'), H],
    [5, 5],
    [-2, -2],
    [0, 0],
  ])('accepts %j', (input, out) => {
    expect(hashOrNumber.parse(input)).toBe(out);
  });

  it.each([['0x12'], ['latest'], [1.5], [2 ** 32], [null], [{}]])('refuses %j', (input) => {
    expect(hashOrNumber.safeParse(input).success).toBe(false);
  });
});

describe('dev_setBlockBuildMode mode', () => {
  it.each([
    ['Batch', { mode: 'instant' }],
    ['batch', { mode: 'instant' }],
    [0, { mode: 'instant' }],
    ['Instant', { mode: 'per-transaction' }],
    [1, { mode: 'per-transaction' }],
    ['Manual', { mode: 'manual' }],
    [2, { mode: 'manual' }],
  ])('reads %j', (input, mode) => {
    expect(buildModeParam.parse(input)).toEqual(mode);
  });

  it.each([['Interval'], [3], [-1], [1.5], [''], [null], [['Batch']]])('refuses %j', (input) => {
    expect(buildModeParam.safeParse(input).success).toBe(false);
  });
});

describe('dev_revert id', () => {
  it.each([
    ['0x1', 1],
    ['0xff', 255],
    [3, 3],
  ])('reads %j', (input, id) => {
    expect(snapshotId.parse(input)).toBe(id);
  });

  it.each([['1'], ['0x'], ['0x0'], [0], [-1], [1.5], ['0x' + 'f'.repeat(20)], [null]])(
    'refuses %j',
    (input) => {
      expect(snapshotId.safeParse(input).success).toBe(false);
    },
  );
});
