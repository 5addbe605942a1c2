import { describe, expect, it } from 'vitest';
import { englishOf } from './i18nEnglish.ts';
import { adminActionState, type AdminActionInput } from '../../src/features/admin/adminActionState.ts';
import { isCurrencyCode, parsePostedRate, parseQuorum } from '../../src/features/admin/adminValues.ts';
import type { TxVerdict } from '../../src/shared/tx/txCheck.ts';

const DONE: TxVerdict = { pending: false, fee: 1n, failure: undefined };
const PENDING: TxVerdict = { pending: true, fee: undefined, failure: undefined };
const FAILURE = { code: 'OracleMembership.AlreadyMember', message: 'Already a member.' };

describe('an admin form button', () => {
  const base: AdminActionInput = {
    label: { key: 'admin.members.add' },
    complete: true,
    verdict: DONE,
    chainReady: true,
  };
  it.each<[string, Partial<AdminActionInput>, string, string, boolean]>([
    ['incomplete form', { complete: false, verdict: undefined }, 'blocked', 'Add member', false],
    ['node away', { chainReady: false }, 'blocked', 'Add member', false],
    ['dry run running', { verdict: PENDING }, 'wait', 'Checking…', false],
    ['dry run fails', { verdict: { ...DONE, failure: FAILURE } }, 'blocked', 'Add member', true],
    ['dry run passes', {}, 'ready', 'Add member', false],
  ])('%s', (_, change, kind, label, hasReason) => {
    const state = adminActionState({ ...base, ...change });
    expect({ kind: state.kind, label: englishOf(state.label) }).toEqual({ kind, label });
    expect(state.kind === 'blocked' && state.reason !== undefined).toBe(hasReason);
  });

  it('shows the decoded failure as the reason', () => {
    const state = adminActionState({ ...base, verdict: { ...DONE, failure: FAILURE } });
    expect({ ...state, label: englishOf(state.label) }).toEqual({
      kind: 'blocked',
      label: 'Add member',
      reason: FAILURE,
    });
  });
});

describe('admin form values', () => {
  it.each<[string, number | undefined]>([
    ['1', 1],
    [' 12 ', 12],
    ['0', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['1000', undefined],
    ['', undefined],
  ])('quorum %j → %s', (text, expected) => {
    expect(parseQuorum(text)).toBe(expected);
  });

  it.each<[string, bigint | undefined]>([
    ['58.5', 58_500_000_000_000_000_000n],
    ['0', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('rate %j → %s', (text, expected) => {
    expect(parsePostedRate(text)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['PHP', true],
    ['php', false],
    ['PH', false],
    ['PHPU', false],
  ])('currency %j → %s', (text, expected) => {
    expect(isCurrencyCode(text)).toBe(expected);
  });
});
