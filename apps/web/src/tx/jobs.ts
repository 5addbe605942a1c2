// Every transaction the app sends goes through here: one job per transaction, with the phases the user sees
// (signing → in pool → in block #n → finalized, or failed with a reason). The store outlives pages, so the
// toast follows the user across navigation.
import {
  explainDispatchError,
  explainInvalidTransaction,
  type ErrorContext,
  type ErrorText,
} from '@lumi/chain';
import { InvalidTxError, type PolkadotSigner, type TxEvent } from 'polkadot-api';
import type { Observable } from 'rxjs';

export type TxPhase =
  | { kind: 'signing' }
  | { kind: 'pool' }
  | { kind: 'inBlock'; block: number; blockHash: string }
  | { kind: 'finalized'; block: number; blockHash: string }
  | { kind: 'failed'; error: ErrorText; block?: number };

export interface TxJob {
  id: number;
  title: string;
  phase: TxPhase;
  txHash: string | undefined;
  /** A sentence about the outcome, from the transaction's events (e.g. the amounts a swap exchanged). */
  outcome: string | undefined;
  createdAt: number;
}

/** What the flow needs of a polkadot-api transaction. */
export interface SubmittableTx {
  signSubmitAndWatch(signer: PolkadotSigner): Observable<TxEvent>;
}

export interface TxRequest {
  title: string;
  tx: SubmittableTx;
  signer: PolkadotSigner;
  errorContext?: ErrorContext;
  /**
   * Finds a failure the extrinsic's success hides (e.g. Sudo.Sudid carrying the inner call's error): the
   * dispatch succeeded, the action did not.
   */
  inspect?: (events: { type: string; value: { type: string; value: unknown } }[]) => ErrorText | undefined;
  /** Describes a successful outcome from the extrinsic's events. */
  describe?: (events: { type: string; value: { type: string; value: unknown } }[]) => string | undefined;
}

let nextId = 1;
let jobs: readonly TxJob[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

function update(id: number, change: Partial<TxJob>): void {
  jobs = jobs.map((job) => (job.id === id ? { ...job, ...change } : job));
  emit();
}

export const txJobs = {
  getSnapshot: (): readonly TxJob[] => jobs,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dismiss(id: number): void {
    jobs = jobs.filter((job) => job.id !== id);
    emit();
  },
};

export const isFinal = (phase: TxPhase) => phase.kind === 'finalized' || phase.kind === 'failed';

function describeThrown(error: unknown): ErrorText {
  if (error instanceof InvalidTxError) {
    const detail: unknown = error.error;
    if (detail && typeof detail === 'object' && 'type' in detail && typeof detail.type === 'string') {
      return explainInvalidTransaction(detail as { type: string; value?: unknown });
    }
  }
  const text = error instanceof Error ? error.message : String(error);
  if (/cancel|reject|denied/iu.test(text)) {
    return { code: 'Rejected', message: 'You declined to sign, so nothing was sent.' };
  }
  if (/dropped|usurped|invalid/iu.test(text)) {
    return { code: 'Dropped', message: `The network dropped the transaction: ${text}`, fix: 'Try again.' };
  }
  return { code: 'Error', message: text };
}

/**
 * Signs, submits and follows one transaction to its end. Resolves with the final job; never rejects. Success
 * or failure comes from the extrinsic's own events (ExtrinsicSuccess / ExtrinsicFailed), never from its mere
 * inclusion.
 */
export function runTransaction(request: TxRequest): { id: number; done: Promise<TxJob> } {
  const id = nextId++;
  jobs = [
    ...jobs,
    {
      id,
      title: request.title,
      phase: { kind: 'signing' },
      txHash: undefined,
      outcome: undefined,
      createdAt: Date.now(),
    },
  ];
  emit();
  const done = new Promise<TxJob>((resolve) => {
    const finish = () => resolve(jobs.find((job) => job.id === id)!);
    const fail = (error: ErrorText, block?: number) => {
      update(id, { phase: { kind: 'failed', error, ...(block === undefined ? {} : { block }) } });
      finish();
    };
    let observable: Observable<TxEvent>;
    try {
      observable = request.tx.signSubmitAndWatch(request.signer);
    } catch (error) {
      fail(describeThrown(error));
      return;
    }
    observable.subscribe({
      next(event) {
        switch (event.type) {
          case 'signed':
            update(id, { txHash: event.txHash });
            break;
          case 'broadcasted':
            update(id, { phase: { kind: 'pool' } });
            break;
          case 'txBestBlocksState':
            if (!event.found) {
              // Back in the pool after a re-org, or still waiting.
              if (!isFinal(jobs.find((job) => job.id === id)!.phase)) update(id, { phase: { kind: 'pool' } });
            } else if (event.ok && request.inspect?.(event.events as never)) {
              update(id, {
                phase: {
                  kind: 'failed',
                  error: request.inspect(event.events as never)!,
                  block: event.block.number,
                },
              });
            } else if (event.ok) {
              update(id, {
                phase: { kind: 'inBlock', block: event.block.number, blockHash: event.block.hash },
                outcome: request.describe?.(event.events as never),
              });
            } else {
              update(id, {
                phase: {
                  kind: 'failed',
                  error: explainDispatchError(event.dispatchError, request.errorContext),
                  block: event.block.number,
                },
              });
            }
            break;
          case 'finalized':
            if (event.ok && request.inspect?.(event.events as never)) {
              fail(request.inspect(event.events as never)!, event.block.number);
            } else if (event.ok) {
              update(id, {
                phase: { kind: 'finalized', block: event.block.number, blockHash: event.block.hash },
                outcome: request.describe?.(event.events as never),
              });
              finish();
            } else {
              fail(explainDispatchError(event.dispatchError, request.errorContext), event.block.number);
            }
            break;
        }
      },
      error(error: unknown) {
        fail(describeThrown(error));
      },
    });
  });
  return { id, done };
}

/** Sudo.Sudid's result: the inner call's own failure, explained (undefined when it succeeded). */
export function sudoFailure(
  events: { type: string; value: { type: string; value: unknown } }[],
  context?: ErrorContext,
): ErrorText | undefined {
  const sudid = events.find((e) => e.type === 'Sudo' && e.value.type === 'Sudid');
  const result = (sudid?.value.value as { sudo_result?: { success: boolean; value: unknown } } | undefined)
    ?.sudo_result;
  if (!result || result.success) return undefined;
  return explainDispatchError(result.value as { type: string; value?: unknown }, context);
}
