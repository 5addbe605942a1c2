// frame_support::traits::tokens: the outcome of a fungible withdrawal, shared by Balances and Assets.
import { DispatchError } from '../primitives/dispatch-error.ts';

/** FRAME's WithdrawConsequence; Balances never yields UnknownAsset or Overflow. */
export type WithdrawConsequence =
  | 'BalanceLow'
  | 'WouldDie'
  | 'UnknownAsset'
  | 'Underflow'
  | 'Overflow'
  | 'Frozen'
  | { ReducedToZero: bigint }
  | 'Success';

/** WithdrawConsequence::into_result: the dust that goes with the withdrawal, or the error. */
export function withdrawResult(c: WithdrawConsequence, keepNonzero: boolean): bigint {
  if (c === 'Success') return 0n;
  if (typeof c === 'object') {
    if (keepNonzero) throw DispatchError.token('NotExpendable');
    return c.ReducedToZero;
  }
  switch (c) {
    case 'BalanceLow':
      throw DispatchError.token('FundsUnavailable');
    case 'WouldDie':
      throw DispatchError.token('OnlyProvider');
    case 'UnknownAsset':
      throw DispatchError.token('UnknownAsset');
    case 'Underflow':
      throw DispatchError.arithmetic('Underflow');
    case 'Overflow':
      throw DispatchError.arithmetic('Overflow');
    case 'Frozen':
      throw DispatchError.token('Frozen');
  }
}
