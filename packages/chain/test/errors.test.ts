import { describe, expect, it } from 'vitest';
import { explainDispatchError, explainInvalidTransaction } from '../src/errors.ts';

const moduleError = (pallet: string, name: string) => ({
  type: 'Module',
  value: { type: pallet, value: { type: name } },
});

describe('error texts', () => {
  it('explains the slippage failure with the user’s tolerance and the fix', () => {
    const text = explainDispatchError(moduleError('AssetConversion', 'ProvidedMinimumNotSufficientForSwap'), {
      slippage: '0.5 %',
    });
    expect(text).toEqual({
      code: 'AssetConversion.ProvidedMinimumNotSufficientForSwap',
      message: 'The price moved beyond your slippage tolerance of 0.5 %.',
      fix: 'Raise it or try again.',
    });
    expect(`${text.message} ${text.fix}`).toBe(
      'The price moved beyond your slippage tolerance of 0.5 %. Raise it or try again.',
    );
  });

  it('covers PoolAssets like Assets, token and arithmetic errors, and names unknown ones', () => {
    expect(explainDispatchError(moduleError('PoolAssets', 'BalanceLow')).message).toMatch(
      /balance is too low/u,
    );
    expect(explainDispatchError({ type: 'Token', value: { type: 'FundsUnavailable' } }).code).toBe(
      'Token.FundsUnavailable',
    );
    expect(explainDispatchError({ type: 'Arithmetic', value: { type: 'Overflow' } }).code).toBe(
      'Arithmetic.Overflow',
    );
    expect(explainDispatchError({ type: 'Arithmetic' }).code).toBe('Arithmetic');
    expect(explainDispatchError({ type: 'Transactional', value: { type: 'LimitReached' } }).code).toBe(
      'Transactional.LimitReached',
    );
    expect(explainDispatchError(moduleError('Nope', 'Mystery'))).toEqual({
      code: 'Nope.Mystery',
      message: 'The chain refused it (Nope.Mystery).',
    });
    expect(explainDispatchError({ type: 'Other' }).message).toBe(
      'The chain refused it for an unnamed reason.',
    );
    expect(explainDispatchError({ type: 'Mystery' }).message).toBe('The chain refused it (Mystery).');
  });

  it('explains the Oracle admin refusals in words', () => {
    expect(explainDispatchError(moduleError('Oracle', 'InvalidQuorum')).message).toMatch(
      /quorum must be at least 1/u,
    );
    expect(explainDispatchError(moduleError('Oracle', 'InvalidMaxRateChange')).message).toMatch(/100 %/u);
    expect(explainDispatchError(moduleError('Oracle', 'InvalidRateBounds')).code).toBe(
      'Oracle.InvalidRateBounds',
    );
  });

  it('explains refused transactions', () => {
    expect(explainInvalidTransaction({ type: 'Invalid', value: { type: 'Payment' } })).toMatchObject({
      code: 'Invalid.Payment',
      message: 'Your LUMI cannot pay the network fee.',
    });
    expect(explainInvalidTransaction({ type: 'Invalid', value: { type: 'Weird' } }).message).toMatch(
      /Weird/u,
    );
  });
});

describe('error texts of the calls the app dry-runs', () => {
  const token = (name: string) => ({ type: 'Token', value: { type: name } });
  const context = { existentialDeposit: '0.001 LUMI', minimumBalance: '0.01 PHPU', slippage: '0.5 %' };
  // Every error the DEX, Balances and Assets pallets return for swaps, liquidity changes and transfers has
  // its own sentence (never the generic "The chain refused it").
  it.each([
    ...[
      'ProvidedMinimumNotSufficientForSwap',
      'ProvidedMaximumNotSufficientForSwap',
      'PoolNotFound',
      'ZeroLiquidity',
      'ZeroAmount',
      'AmountOutTooHigh',
      'ReserveLeftLessThanMinimal',
      'AssetOneDepositDidNotMeetMinimum',
      'AssetTwoDepositDidNotMeetMinimum',
      'AssetOneWithdrawalDidNotMeetMinimum',
      'AssetTwoWithdrawalDidNotMeetMinimum',
      'OptimalAmountLessThanDesired',
      'InsufficientLiquidityMinted',
      'AmountOneLessThanMinimal',
      'AmountTwoLessThanMinimal',
      'BelowMinimum',
      'InvalidPath',
      'NonUniquePath',
      'Overflow',
    ].map((name) => moduleError('AssetConversion', name)),
    ...['InsufficientBalance', 'ExistentialDeposit', 'Expendability', 'LiquidityRestrictions'].map((name) =>
      moduleError('Balances', name),
    ),
    ...['BalanceLow', 'NoAccount', 'Frozen', 'AssetNotLive', 'WouldDie', 'NoPermission', 'Unknown'].flatMap(
      (name) => [moduleError('Assets', name), moduleError('PoolAssets', name)],
    ),
    ...['AlreadyMember', 'NotMember', 'TooManyMembers'].map((name) => moduleError('OracleMembership', name)),
    ...['NoPermission', 'AlreadyFeeded', 'InvalidCurrencyCode', 'ZeroRate', 'UsdRateNotOne'].map((name) =>
      moduleError('Oracle', name),
    ),
    ...[
      'FundsUnavailable',
      'OnlyProvider',
      'BelowMinimum',
      'CannotCreate',
      'UnknownAsset',
      'Frozen',
      'Unsupported',
      'NotExpendable',
      'Blocked',
    ].map(token),
  ])('%o has its own text', (error) => {
    expect(explainDispatchError(error, context).message).not.toMatch(/refused it|transfer failed \(/u);
  });

  it('names the real existential deposit and minimum in the fix', () => {
    expect(explainDispatchError(token('NotExpendable'), context).fix).toBe(
      'Keep at least 0.001 LUMI: the chain closes accounts below it.',
    );
    expect(explainDispatchError(token('BelowMinimum'), context)).toEqual({
      code: 'Token.BelowMinimum',
      message:
        'The receiving account would hold less than 0.01 PHPU, the least the chain keeps an account open with.',
      fix: 'Send at least 0.01 PHPU.',
    });
    expect(explainDispatchError(moduleError('Balances', 'Expendability'), context).fix).toMatch(
      /^Keep at least 0\.001 LUMI/u,
    );
    expect(explainDispatchError(token('NotExpendable')).fix).toMatch(/existential deposit/u);
  });
});
