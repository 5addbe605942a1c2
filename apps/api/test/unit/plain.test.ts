// polkadot-api's decoded values → the indexer's plain shape: the rules, one row each, on values shaped as
// polkadot-api decodes them (the integration tests run the same code on the node's real events).
import { AccountId } from 'polkadot-api';
import { describe, expect, it } from 'vitest';
import { eventFields, toPlain, type Plain } from '../../src/chain/plain.ts';

const KEY = `0x${'d4'.repeat(32)}`;
const SS58 = AccountId(42).dec(KEY);

describe('toPlain', () => {
  it.each<[string, unknown, Plain]>([
    ['a u32 as bigint', 7, 7n],
    ['a u128 stays bigint', 2n ** 127n, 2n ** 127n],
    ['a bool', true, true],
    ['an absent option as null', undefined, null],
    ['an SS58 account as its 0x public key', SS58, KEY],
    ['a fixed-size byte array (0x hex) as lowercase hex', '0x5048AB', '0x5048ab'],
    ['a byte vector as hex', Uint8Array.of(1, 2, 255), '0x0102ff'],
    ['text that is no account as text', 'hello', 'hello'],
    ['a unit variant without a value', { type: 'Native', value: undefined }, { type: 'Native' }],
    ['a variant with its value', { type: 'WithId', value: 1 }, { type: 'WithId', value: 1n }],
    [
      'a result as Ok/Err',
      { success: false, value: { type: 'BadOrigin', value: undefined } },
      {
        type: 'Err',
        value: { type: 'BadOrigin' },
      },
    ],
    ['a tuple element by element', [SS58, 5n], [KEY, 5n]],
    [
      'struct fields in camelCase, nested',
      { actual_fee: 5n, dispatch_info: { pays_fee: { type: 'Yes', value: undefined } } },
      { actualFee: 5n, dispatchInfo: { paysFee: { type: 'Yes' } } },
    ],
    [
      'a module error as polkadot-api names it',
      { type: 'Module', value: { type: 'Assets', value: { type: 'BalanceLow', value: undefined } } },
      { type: 'Module', value: { type: 'Assets', value: { type: 'BalanceLow' } } },
    ],
  ])('%s', (_name, input, expected) => {
    expect(toPlain(input)).toEqual(expected);
  });

  it('refuses a number that is not a whole number', () => {
    expect(() => toPlain(1.5)).toThrow(/not an integer/);
  });
});

describe('eventFields', () => {
  it.each<[string, unknown, Record<string, Plain>]>([
    ['no fields', undefined, {}],
    [
      'named fields by camelCase name',
      { lp_token: 0, pool_id: [{ type: 'Native', value: undefined }] },
      {
        lpToken: 0n,
        poolId: [{ type: 'Native' }],
      },
    ],
    ['unnamed fields by position', [SS58, 3], { 0: KEY, 1: 3n }],
    ['a single unnamed field', { type: 'Yes', value: undefined }, { 0: { type: 'Yes' } }],
  ])('%s', (_name, input, expected) => {
    expect(eventFields(input)).toEqual(expected);
  });
});
