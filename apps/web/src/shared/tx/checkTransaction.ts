import type { ErrorContext, ErrorText } from '@lumi/chain';
import { Enum } from 'polkadot-api';
import type { LumiApi } from '../chain/connection.ts';
import { explainDryRun, type DryRunEvent } from './explainDryRun.ts';
import type { TxCheckResult } from './txCheck.ts';

/** What the checks need of a polkadot-api transaction. */
export interface CheckableTx {
  getEstimatedFees(from: string): Promise<bigint>;
  decodedCall: unknown;
}

export interface CheckOptions {
  /** Formatted numbers the error texts mention (slippage, existential deposit, minimum balance). */
  context?: ErrorContext;
  /** A failure a successful dispatch hides in its events (sudo's inner call). */
  inspect?: (events: DryRunEvent[]) => ErrorText | undefined;
}

// The XCM version the dry run reports forwarded messages in; Lumi sends none, any supported version does.
const XCM_VERSION = 5;
const BEST = { at: 'best' } as const;

/**
 * The network fee and the dry run of the exact call `address` would sign, against the best block. A runtime
 * without DryRunApi (or a failed query) leaves `failure` undefined: the form then relies on its own checks.
 */
export async function checkTransaction(
  api: LumiApi,
  tx: CheckableTx,
  address: string,
  options: CheckOptions = {},
): Promise<TxCheckResult> {
  const origin = Enum('system', Enum('Signed', address));
  const call = tx.decodedCall as Parameters<typeof api.apis.DryRunApi.dry_run_call>[1];
  const [fee, answer] = await Promise.all([
    tx.getEstimatedFees(address).catch(() => undefined),
    api.apis.DryRunApi.dry_run_call(origin, call, XCM_VERSION, BEST).catch(() => undefined),
  ]);
  const failure =
    answer === undefined ? undefined : explainDryRun(answer, options.context ?? {}, options.inspect);
  return { fee, failure };
}
