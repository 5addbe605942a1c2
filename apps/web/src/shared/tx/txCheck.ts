// The checks a form runs on the exact transaction it would sign (network fee estimate and dry run), and how a
// form reads them: a result only counts for the form values it was computed for, so an answer for old values
// can never enable a button.
import type { ErrorText } from '@lumi/chain';
import type { FeePayment } from '../fees/feeAsset.ts';

export interface TxCheckResult {
  /** The network fee estimate; undefined when it could not be estimated. */
  fee: bigint | undefined;
  /** The same fee paid in PHPU (the pool's quote); undefined when not asked for or the pool cannot quote it. */
  phpuFee?: bigint | undefined;
  /** Why the chain would refuse the call (its dry run), undefined when it would go through. */
  failure: ErrorText | undefined;
}

/** A check as the hook holds it: tied to the key (the form values) it was started for. */
export type TxCheck = { key: string; status: 'checking' } | ({ key: string; status: 'done' } & TxCheckResult);

export interface TxVerdict {
  /** A check for the current values is still running (or not started yet). */
  pending: boolean;
  /** The latest fee estimate (possibly for slightly older values: for display, with "≈"). */
  fee: bigint | undefined;
  /** The latest PHPU quote of that fee. */
  phpuFee?: bigint | undefined;
  /** The asset that pays the fee and the estimate in it (shared/fees `withFees`). */
  payment?: FeePayment | undefined;
  /** The current values' failure; never one from older values. */
  failure: ErrorText | undefined;
}

export function verdictFor(check: TxCheck | undefined, key: string, previousFee?: bigint): TxVerdict {
  if (!check || check.key !== key || check.status === 'checking') {
    const done = check?.status === 'done' ? check : undefined;
    return { pending: true, fee: done ? done.fee : previousFee, phpuFee: done?.phpuFee, failure: undefined };
  }
  return { pending: false, fee: check.fee, phpuFee: check.phpuFee, failure: check.failure };
}
