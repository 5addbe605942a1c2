// The checks a form runs on the exact transaction it would sign (network fee estimate and dry run), and how a
// form reads them: a result only counts for the form values it was computed for, so an answer for old values
// can never enable a button.
import type { ErrorText } from '@lumi/chain';

export interface TxCheckResult {
  /** The network fee estimate; undefined when it could not be estimated. */
  fee: bigint | undefined;
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
  /** The current values' failure; never one from older values. */
  failure: ErrorText | undefined;
}

export function verdictFor(check: TxCheck | undefined, key: string, previousFee?: bigint): TxVerdict {
  if (!check || check.key !== key || check.status === 'checking') {
    return { pending: true, fee: check?.status === 'done' ? check.fee : previousFee, failure: undefined };
  }
  return { pending: false, fee: check.fee, failure: check.failure };
}
