import type { ErrorContext, ErrorText } from '@lumi/chain';
import { Enum } from 'polkadot-api';
import type { LumiApi } from '../chain/connection.ts';
import { estimateFees, type EstimableTx } from '../fees/estimateFee.ts';
import { explainDryRun, type DryRunEvent } from './explainDryRun.ts';
import type { TxCheckResult } from './txCheck.ts';

/** What the checks need of a polkadot-api transaction. */
export interface CheckableTx extends EstimableTx {
  decodedCall: unknown;
}

export interface CheckOptions {
  /** Formatted numbers the error texts mention (slippage, existential deposit, minimum balance). */
  context?: ErrorContext;
  /** A failure a successful dispatch hides in its events (sudo's inner call). */
  inspect?: (events: DryRunEvent[]) => ErrorText | undefined;
  /** PHPU's asset id: the fee is also quoted in PHPU, for a form that offers to pay it so. */
  phpuId?: number | undefined;
}

// The XCM version the dry run reports forwarded messages in; Lumi sends none, any supported version does.
const XCM_VERSION = 5;
const BEST = { at: 'best' } as const;

/**
 * The network fee (in LUMI, and in PHPU when asked) and the dry run of the exact call `address` would sign, against the best block. A runtime
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
  const [fees, answer] = await Promise.all([
    estimateFees(api, tx, address, options.phpuId).catch(() => undefined),
    api.apis.DryRunApi.dry_run_call(origin, call, XCM_VERSION, BEST).catch(() => undefined),
  ]);
  const failure =
    answer === undefined ? undefined : explainDryRun(answer, options.context ?? {}, options.inspect);
  return { fee: fees?.native, phpuFee: fees?.PHPU, failure };
}
