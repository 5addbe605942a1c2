import type { ErrorContext } from '@lumi/chain';
import type { TxCheckResult } from './txCheck.ts';

/** What the checks need of a polkadot-api transaction. */
export interface CheckableTx {
  getEstimatedFees(from: string): Promise<bigint>;
  decodedCall: unknown;
}

export interface CheckOptions {
  /** Formatted numbers the error texts mention (slippage, existential deposit, minimum balance). */
  context?: ErrorContext;
}

/** The network fee of the exact call `address` would sign. */
export async function checkTransaction(
  tx: CheckableTx,
  address: string,
  _options: CheckOptions = {},
): Promise<TxCheckResult> {
  const fee = await tx.getEstimatedFees(address).catch(() => undefined);
  return { fee, failure: undefined };
}
