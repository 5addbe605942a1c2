import { describe, expect, it } from 'vitest';
import { englishOf } from './i18nEnglish.ts';
import { adminReviewBlocked } from '../../src/features/admin/adminReviewGate.ts';
import {
  FEE_CONFIRM_PER_MILLE,
  feeChangeConfirmation,
  parseFeePercent,
} from '../../src/features/admin/feeChange.ts';
import {
  addLiquidityAction,
  type AddLiquidityActionInput,
} from '../../src/features/liquidity/addLiquidityAction.ts';
import {
  removeLiquidityAction,
  type RemoveLiquidityActionInput,
} from '../../src/features/liquidity/removeLiquidityAction.ts';
import type { TxVerdict } from '../../src/shared/tx/txCheck.ts';

const DONE: TxVerdict = { pending: false, fee: 1n, failure: undefined };
const PENDING: TxVerdict = { pending: true, fee: undefined, failure: undefined };
const FAILURE = { code: 'Token.NotExpendable', message: 'closes' };
const PLAN = { amount1: 100n, amount2: 50n, min1: 99n, min2: 49n, lpMinted: 1_000n };
const WITHDRAWAL = { lpBurn: 10n, fee: 0n, amount1: 5n, amount2: 3n, min1: 4n, min2: 2n };

describe('the Add liquidity button', () => {
  const base: AddLiquidityActionInput = {
    account: '5Grw',
    amount: 'valid',
    plan: { ok: true, plan: PLAN },
    balances: { first: 1_000n, second: 1_000n },
    symbols: ['LUMI', 'PHPU'] as const,
    verdict: DONE,
  };
  it.each<[string, Partial<AddLiquidityActionInput>, string, string]>([
    ['no account', { account: undefined }, 'connect', 'Connect wallet'],
    ['no amount', { amount: 'empty', plan: undefined }, 'blocked', 'Enter an amount'],
    ['bad amount', { amount: 'invalid', plan: undefined }, 'blocked', 'Enter a valid amount'],
    ['too small', { plan: { ok: false, reason: 'too-small' } }, 'blocked', 'Amount too small'],
    ['other plan failure', { plan: { ok: false, reason: 'mismatch' } }, 'blocked', 'Cannot deposit this'],
    ['balances loading', { balances: undefined }, 'wait', 'Add liquidity'],
    ['short of LUMI', { balances: { first: 99n, second: 1_000n } }, 'blocked', 'Insufficient LUMI balance'],
    ['short of PHPU', { balances: { first: 1_000n, second: 49n } }, 'blocked', 'Insufficient PHPU balance'],
    ['dry run fails', { verdict: { ...DONE, failure: FAILURE } }, 'blocked', 'Deposit would fail'],
    ['check running', { verdict: PENDING }, 'wait', 'Checking…'],
    ['all good', {}, 'ready', 'Add liquidity'],
  ])('%s', (_, change, kind, label) => {
    const action = addLiquidityAction({ ...base, ...change });
    expect({ kind: action.kind, label: englishOf(action.label) }).toEqual({ kind, label });
  });
});

describe('the Remove liquidity button', () => {
  const base: RemoveLiquidityActionInput = {
    account: '5Grw',
    lpBalance: 100n,
    plan: WITHDRAWAL,
    verdict: DONE,
  };
  it.each<[string, Partial<RemoveLiquidityActionInput>, string, string]>([
    ['no account (Add offers Connect)', { account: undefined }, 'blocked', 'Remove liquidity'],
    ['loading', { lpBalance: undefined }, 'wait', 'Remove liquidity'],
    ['no liquidity', { lpBalance: 0n }, 'blocked', 'Remove liquidity'],
    ['nothing out', { plan: { ...WITHDRAWAL, amount1: 0n } }, 'blocked', 'Amount too small'],
    ['dry run fails', { verdict: { ...DONE, failure: FAILURE } }, 'blocked', 'Withdrawal would fail'],
    ['check running', { verdict: PENDING }, 'wait', 'Checking…'],
    ['all good', {}, 'ready', 'Remove liquidity'],
  ])('%s', (_, change, kind, label) => {
    const action = removeLiquidityAction({ ...base, ...change });
    expect({ kind: action.kind, label: englishOf(action.label) }).toEqual({ kind, label });
  });
});

describe('admin fee changes', () => {
  it.each([
    ['1', 10],
    ['0.3', 3],
    ['5,5 %', 55],
    ['99.9', 999],
    ['100', undefined],
    ['1.25', undefined],
    ['abc', undefined],
  ])('"%s" → %s per mille', (text, perMille) => {
    expect(parseFeePercent(text)).toBe(perMille);
  });
  it.each([
    [FEE_CONFIRM_PER_MILLE, false],
    [FEE_CONFIRM_PER_MILLE + 1, true],
    [999, true],
    [3, false],
  ])('%s per mille → asks to confirm: %s', (perMille, asks) => {
    expect(feeChangeConfirmation(perMille) !== undefined).toBe(asks);
  });
  it('names the fee in the confirmation', () => {
    expect(englishOf(feeChangeConfirmation(999))).toBe(
      'I confirm a swap fee of 99.9 %: every swap pays it, above the usual 5 % at most.',
    );
  });
  it.each<[boolean, boolean, TxVerdict, boolean]>([
    [false, false, DONE, false],
    [true, false, DONE, true],
    [true, true, DONE, false],
    [false, false, PENDING, true],
    [true, true, { ...DONE, failure: FAILURE }, true],
  ])('confirmation needed %s, ticked %s → blocked %s', (needsConfirmation, confirmed, verdict, blocked) => {
    expect(adminReviewBlocked({ needsConfirmation, confirmed, verdict })).toBe(blocked);
  });
});
