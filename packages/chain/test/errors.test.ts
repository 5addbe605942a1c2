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
    expect(explainDispatchError({ type: 'Arithmetic', value: { type: 'Overflow' } }).code).toBe('Arithmetic');
    expect(explainDispatchError(moduleError('Nope', 'Mystery'))).toEqual({
      code: 'Nope.Mystery',
      message: 'The chain refused it (Nope.Mystery).',
    });
    expect(explainDispatchError({ type: 'Other' }).message).toBe('The chain refused it (Other).');
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
