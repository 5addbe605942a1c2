// How a broadcast transaction ended, decided from what the chain says: pure, so every case is unit-tested.
import { type ErrorContext, type ErrorText } from '@lumi/chain';
import { explainDispatchError } from '../i18n/chainError.ts';
import type { PendingTx, TxOutcome } from './pendingStore.ts';

export interface ChainEvent {
  type: string;
  value: { type: string; value: unknown };
}

export interface SystemEventRecord {
  phase: { type: string; value?: unknown };
  event: ChainEvent;
}

/** Sudo.Sudid's result: the inner call's own failure, explained (undefined when it succeeded). */
export function sudoFailure(events: readonly ChainEvent[], context?: ErrorContext): ErrorText | undefined {
  const sudid = events.find((e) => e.type === 'Sudo' && e.value.type === 'Sudid');
  const result = (sudid?.value.value as { sudo_result?: { success: boolean; value: unknown } } | undefined)
    ?.sudo_result;
  if (!result || result.success) return undefined;
  return explainDispatchError(result.value as { type: string; value?: unknown }, context);
}

/**
 * The result of the extrinsic at `index` from its block's System.Events: its last event is ExtrinsicSuccess or
 * ExtrinsicFailed (with the dispatch error); a successful sudo call whose inner call failed counts as failed.
 */
export function extrinsicResult(
  records: readonly SystemEventRecord[],
  index: number,
  context?: ErrorContext,
): { ok: true; events: ChainEvent[] } | { ok: false; events: ChainEvent[]; error: ErrorText } {
  const events = records
    .filter((record) => record.phase.type === 'ApplyExtrinsic' && record.phase.value === index)
    .map((record) => record.event);
  const last = events[events.length - 1];
  if (last?.type === 'System' && last.value.type === 'ExtrinsicFailed') {
    const { dispatch_error } = last.value.value as { dispatch_error: { type: string; value?: unknown } };
    return { ok: false, events, error: explainDispatchError(dispatch_error, context) };
  }
  const inner = sudoFailure(events, context);
  return inner ? { ok: false, events, error: inner } : { ok: true, events };
}

/** What a look at the finalized chain found about a pending transaction. */
export interface ChainEvidence {
  /** Where its hash was found, with its result. */
  found:
    | { block: number; blockHash: string; ok: true }
    | { block: number; blockHash: string; ok: false; error: ErrorText }
    | undefined;
  /** The signer's account nonce at `checkedTo`. */
  nonce: number;
  /** The last (finalized) block searched: every block from the era's birth up to it was searched. */
  checkedTo: number;
}

/**
 * Found → success or failed (only a dispatch error seen on chain is "failed"). Not found in any block up to
 * `checkedTo` while the account's nonce already passed ours → another transaction used the nonce (replaced or
 * dropped). Not found and the chain is past the era's end → expired. Otherwise it may still come: undefined.
 */
export function decideOutcome(entry: PendingTx, evidence: ChainEvidence): TxOutcome | undefined {
  const { found, nonce, checkedTo } = evidence;
  if (found) {
    return found.ok
      ? { kind: 'success', block: found.block, blockHash: found.blockHash }
      : { kind: 'failed', block: found.block, blockHash: found.blockHash, error: found.error };
  }
  if (nonce > entry.nonce) return { kind: 'replaced', block: checkedTo };
  if (checkedTo >= entry.death) return { kind: 'expired', block: checkedTo };
  return undefined;
}
