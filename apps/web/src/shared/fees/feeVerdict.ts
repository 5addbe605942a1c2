import type { TxVerdict } from '../tx/txCheck.ts';
import { chooseFeePayment, type FeeChoice } from './feeAsset.ts';
import { feeBudgetFailure, type FeeBudget } from './feeBudget.ts';

/**
 * A verdict with the paying asset decided (the user's choice, or PHPU when LUMI cannot pay) and its fee
 * budget folded in: the dry run's own failure first, then the fee's.
 */
export function withFees(verdict: TxVerdict, budget: FeeBudget | undefined, choice: FeeChoice): TxVerdict {
  if (verdict.fee === undefined || !budget) return verdict;
  const payment = chooseFeePayment({
    choice,
    quote: { native: verdict.fee, PHPU: verdict.phpuFee },
    nativeTransferable: budget.lumi.transferable,
    existentialDeposit: budget.lumi.existentialDeposit,
  });
  if (verdict.failure) return { ...verdict, payment };
  const failure = feeBudgetFailure(budget, payment);
  return failure ? { ...verdict, payment, failure } : { ...verdict, payment };
}
