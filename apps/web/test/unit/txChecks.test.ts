import { describe, expect, it } from 'vitest';
import { explainDryRun, type DryRunAnswer } from '../../src/shared/tx/explainDryRun.ts';
import { sudoFailure } from '../../src/shared/tx/jobs.ts';
import { withFees } from '../../src/shared/fees/feeVerdict.ts';
import { lumiBudgetFailure } from '../../src/shared/tx/lumiBudget.ts';
import { verdictFor, type TxCheck } from '../../src/shared/tx/txCheck.ts';

const ED = 1_000_000_000n;
const LUMI = 10n ** 12n;

describe('a check counts only for the form values it was made for', () => {
  const failure = { code: 'X', message: 'x' };
  it.each<[string, TxCheck | undefined, string, { pending: boolean; fee?: bigint; failed: boolean }]>([
    ['none yet', undefined, 'a', { pending: true, failed: false }],
    ['running', { key: 'a', status: 'checking' }, 'a', { pending: true, failed: false }],
    [
      'done, same values',
      { key: 'a', status: 'done', fee: 5n, failure },
      'a',
      { pending: false, fee: 5n, failed: true },
    ],
    // An answer for old values never decides: not its failure, not its success.
    [
      'done, older values',
      { key: 'a', status: 'done', fee: 5n, failure },
      'b',
      { pending: true, fee: 5n, failed: false },
    ],
    [
      'done, passed',
      { key: 'a', status: 'done', fee: 5n, failure: undefined },
      'a',
      { pending: false, fee: 5n, failed: false },
    ],
  ])('%s', (_, check, key, expected) => {
    const verdict = verdictFor(check, key);
    expect(verdict.pending).toBe(expected.pending);
    expect(verdict.fee).toBe(expected.fee);
    expect(verdict.failure !== undefined).toBe(expected.failed);
  });
});

describe('the LUMI budget: the fee is taken first, keeping the existential deposit', () => {
  const budget = { transferable: 10n * LUMI, existentialDeposit: ED, existentialDepositText: '0.001 LUMI' };
  it.each<[string, { fee: bigint; lumiSpent: bigint; keepAlive: boolean }, string | undefined]>([
    ['plenty', { fee: ED, lumiSpent: LUMI, keepAlive: true }, undefined],
    ['the fee does not fit', { fee: 10n * LUMI, lumiSpent: 0n, keepAlive: true }, 'Invalid.Payment'],
    [
      'the fee would reap the account',
      { fee: 10n * LUMI - ED + 1n, lumiSpent: 0n, keepAlive: false },
      'Invalid.Payment',
    ],
    ['keep-alive: exactly ED left', { fee: ED, lumiSpent: 10n * LUMI - 2n * ED, keepAlive: true }, undefined],
    [
      'keep-alive: one unit short',
      { fee: ED, lumiSpent: 10n * LUMI - 2n * ED + 1n, keepAlive: true },
      'Token.NotExpendable',
    ],
    [
      'the whole balance, keep-alive',
      { fee: ED, lumiSpent: 10n * LUMI, keepAlive: true },
      'Token.NotExpendable',
    ],
    ['all but the fee, keep-alive off', { fee: ED, lumiSpent: 10n * LUMI - ED, keepAlive: false }, undefined],
    [
      'more than all, keep-alive off',
      { fee: ED, lumiSpent: 10n * LUMI, keepAlive: false },
      'Token.FundsUnavailable',
    ],
  ])('%s', (_, input, code) => {
    expect(lumiBudgetFailure({ ...budget, ...input })?.code).toBe(code);
  });
  it('says how much to keep, with the chain’s real existential deposit', () => {
    const failure = lumiBudgetFailure({ ...budget, fee: ED, lumiSpent: 10n * LUMI, keepAlive: true });
    expect(failure?.fix).toBe('Keep at least 0.001 LUMI: the chain closes accounts below it.');
  });
  it('folds into a verdict without hiding the dry run’s own failure', () => {
    const dryRun = { code: 'AssetConversion.ZeroAmount', message: 'zero' };
    const lumi = { ...budget, lumiSpent: 10n * LUMI, keepAlive: true };
    const spend = { lumi, phpu: undefined };
    expect(withFees({ pending: false, fee: ED, failure: dryRun }, spend, 'auto').failure).toBe(dryRun);
    expect(withFees({ pending: false, fee: ED, failure: undefined }, spend, 'auto').failure?.code).toBe(
      'Token.NotExpendable',
    );
    expect(
      withFees({ pending: true, fee: undefined, failure: undefined }, spend, 'auto').failure,
    ).toBeUndefined();
  });
});

describe('the dry run’s answer', () => {
  const ok = (events: { type: string; value: { type: string; value: unknown } }[] = []): DryRunAnswer => ({
    success: true,
    value: { execution_result: { success: true, value: {} }, emitted_events: events },
  });
  const failed = (error: { type: string; value?: unknown }): DryRunAnswer => ({
    success: true,
    value: { execution_result: { success: false, value: { error } }, emitted_events: [] },
  });
  it.each<[string, DryRunAnswer, string | undefined]>([
    ['went through', ok(), undefined],
    ['the runtime could not dry-run it', { success: false, value: { type: 'Unimplemented' } }, undefined],
    [
      'a module error',
      failed({ type: 'Module', value: { type: 'AssetConversion', value: { type: 'ZeroAmount' } } }),
      'AssetConversion.ZeroAmount',
    ],
    ['a token error', failed({ type: 'Token', value: { type: 'BelowMinimum' } }), 'Token.BelowMinimum'],
    ['bad origin', failed({ type: 'BadOrigin' }), 'BadOrigin'],
  ])('%s', (_, answer, code) => {
    expect(explainDryRun(answer, {})?.code).toBe(code);
  });
  it('uses the form’s numbers in the fix', () => {
    const answer = failed({ type: 'Token', value: { type: 'BelowMinimum' } });
    expect(explainDryRun(answer, { minimumBalance: '0.001 LUMI' })?.fix).toBe('Send at least 0.001 LUMI.');
    const reap = failed({ type: 'Token', value: { type: 'NotExpendable' } });
    expect(explainDryRun(reap, { existentialDeposit: '0.001 LUMI' })?.fix).toBe(
      'Keep at least 0.001 LUMI: the chain closes accounts below it.',
    );
  });
  it('finds sudo’s inner failure in the events of a successful dispatch', () => {
    const sudid = (success: boolean) => ({
      type: 'Sudo',
      value: {
        type: 'Sudid',
        value: {
          sudo_result: success ? { success, value: undefined } : { success, value: { type: 'BadOrigin' } },
        },
      },
    });
    expect(explainDryRun(ok([sudid(false)]), {}, sudoFailure)?.code).toBe('BadOrigin');
    expect(explainDryRun(ok([sudid(true)]), {}, sudoFailure)).toBeUndefined();
  });
});
