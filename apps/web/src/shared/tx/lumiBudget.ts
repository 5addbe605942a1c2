// A dry run does not charge the network fee (signed extensions are not run), so what it accepts can still fail
// once the fee is taken first. This checks the LUMI side of a transaction with the fee included, as the chain
// does it: the fee is withdrawn keeping the existential deposit, then the call spends what is left.
import { explainInvalidTransaction, type ErrorText } from '@lumi/chain';
import { explainDispatchError } from '../i18n/chainError.ts';

export interface LumiBudget {
  /** What FRAME lets move (free minus frozen), before the fee. */
  transferable: bigint;
  existentialDeposit: bigint;
  /** The estimated network fee of the exact call. */
  fee: bigint;
  /** The LUMI the call itself moves out of the account (0 when it spends another token). */
  lumiSpent: bigint;
  /** Whether the call refuses to take the account below the existential deposit. */
  keepAlive: boolean;
  /** The existential deposit formatted for people, for the fix ("0.001 LUMI"). */
  existentialDepositText: string;
}

/** Why the fee plus the call's LUMI cannot be paid; undefined when they can. */
export function lumiBudgetFailure(budget: LumiBudget): ErrorText | undefined {
  const { transferable, existentialDeposit, fee, lumiSpent, keepAlive, existentialDepositText } = budget;
  const spendable = transferable > existentialDeposit ? transferable - existentialDeposit : 0n;
  if (fee > spendable) return explainInvalidTransaction({ type: 'Invalid', value: { type: 'Payment' } });
  const context = { existentialDeposit: existentialDepositText };
  if (keepAlive && lumiSpent + fee > spendable) {
    return explainDispatchError({ type: 'Token', value: { type: 'NotExpendable' } }, context);
  }
  if (lumiSpent + fee > transferable) {
    return explainDispatchError({ type: 'Token', value: { type: 'FundsUnavailable' } }, context);
  }
  return undefined;
}
