// Whether the account can pay a transaction's fee in the asset it chose, and then what the call itself moves.
// As the chain does it: the fee is withdrawn first, keeping the account alive (the existential deposit for
// LUMI, the asset's min_balance for PHPU), then the call spends what is left.
import type { ErrorText } from '@lumi/chain';
import { explainDispatchError } from '../i18n/chainError.ts';
import { lumiBudgetFailure, type LumiBudget } from '../tx/lumiBudget.ts';
import type { FeePayment } from './feeAsset.ts';

/** PHPU as the fee budget sees it. */
export interface PhpuBudget {
  /** What the Assets pallet lets move (Expendable), before the fee. */
  transferable: bigint;
  /** PHPU's min_balance. */
  minBalance: bigint;
  /** The PHPU the call itself moves out of the account. */
  spent: bigint;
  /** Whether the call refuses to take the account below min_balance. */
  keepAlive: boolean;
  /** min_balance formatted for people ("0.01 PHPU"). */
  minBalanceText: string;
}

export interface FeeBudget {
  lumi: Omit<LumiBudget, 'fee'>;
  /** Undefined while PHPU's balance or min_balance is unknown: only the LUMI side is checked. */
  phpu: PhpuBudget | undefined;
}

/** The error a PHPU fee that cannot be paid gets (its words are in the catalogues under the `fees` key). */
export const PHPU_FEE_SHORT = 'Fees.phpuShort';

function phpuFailure(phpu: PhpuBudget, fee: bigint): ErrorText | undefined {
  const { transferable, minBalance, spent, keepAlive, minBalanceText } = phpu;
  const spendable = transferable > minBalance ? transferable - minBalance : 0n;
  if (fee > spendable) {
    return {
      code: PHPU_FEE_SHORT,
      message: 'Your PHPU cannot pay the network fee.',
      fix: 'Pay the fee in LUMI, or get some PHPU.',
      values: { minimum: minBalanceText },
    };
  }
  const context = { existentialDeposit: minBalanceText };
  if (keepAlive && spent + fee > spendable) {
    return explainDispatchError({ type: 'Token', value: { type: 'NotExpendable' } }, context);
  }
  if (spent + fee > transferable) {
    return explainDispatchError({ type: 'Token', value: { type: 'FundsUnavailable' } }, context);
  }
  return undefined;
}

/** Why the fee (in the asset that pays it) plus what the call moves cannot be paid; undefined when they can. */
export function feeBudgetFailure(
  budget: FeeBudget,
  payment: Pick<FeePayment, 'token' | 'amount'>,
): ErrorText | undefined {
  if (payment.token === 'native') {
    const lumi = lumiBudgetFailure({ ...budget.lumi, fee: payment.amount });
    if (lumi || !budget.phpu) return lumi;
    return phpuFailure(budget.phpu, 0n);
  }
  // PHPU pays the fee: LUMI must still cover what the call moves.
  return (
    lumiBudgetFailure({ ...budget.lumi, fee: 0n }) ??
    (budget.phpu && phpuFailure(budget.phpu, payment.amount))
  );
}
