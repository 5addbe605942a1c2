import type { ReactNode } from 'react';
import type { CheckableTx } from '../../shared/tx/checkTransaction.ts';
import type { SignableTx, TxRequest } from '../../shared/tx/jobs.ts';

/** An administrative call as its review shows it. */
export interface AdminAction {
  title: string;
  summary: ReactNode;
  /** A statement the admin must tick before signing (e.g. an unusually high fee). */
  confirm?: string | undefined;
  request: () => Omit<TxRequest, 'signer' | 'tx'> & { tx: CheckableTx & SignableTx };
}
