// Every address error a field can show has a catalogue message, and the English one says exactly what
// @lumi/chain's check says (the API's words), for each kind of failure.
import { checkAddress } from '@lumi/chain/address';
import { describe, expect, it } from 'vitest';
import { addressErrorMessage } from '../../src/shared/i18n/addressError.ts';
import { englishOf } from './i18nEnglish.ts';

const ALICE = '5GrwvaF2XKvb6Zx4nVh5tvBsFFQcHwaJg4q8WHbLtCgLs5JM';

describe('address errors in the catalogues', () => {
  it.each([
    ['empty', ''],
    ['a letter outside base58', `${ALICE.slice(0, 5)}0${ALICE.slice(6)}`],
    ['a space', `${ALICE.slice(0, 5)} ${ALICE.slice(6)}`],
    ['a tab', `${ALICE.slice(0, 5)}\t${ALICE.slice(6)}`],
    ['a control character', `${ALICE.slice(0, 5)}\u0001${ALICE.slice(6)}`],
    ['a missing character', ALICE.slice(0, -1)],
    ['a typo', `${ALICE.slice(0, -1)}K`],
    ['another network', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
  ])('%s', (_, text) => {
    const check = checkAddress(text);
    if (check.valid) throw new Error('expected an invalid address');
    expect(englishOf(addressErrorMessage(check.error, text))).toBe(check.error.message);
  });
});
