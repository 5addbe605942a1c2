// Every transaction the app sends goes through here: one job per transaction, with the phases the user sees
// (signing → in pool → in block #n → finalized). Before it is broadcast a transaction is remembered in local
// storage (pendingStore.ts), so a dropped connection or a reload turns into "submitted — confirming…" and is
// resolved from the chain (resolver.ts), never into "failed". "Failed" is only a dispatch error seen on chain.
// The store outlives pages, so the toast follows the user across navigation.
import { explainInvalidTransaction, type ErrorContext, type ErrorText } from '@lumi/chain';
import { classifyFailure } from '../api/failure.ts';
import { explainDispatchError } from '../i18n/chainError.ts';
import type { TxBroadcastEvent } from 'polkadot-api';
import type { Subscription } from 'rxjs';
import type { ChainConnection } from '../chain/connection.ts';
import type { SignerAccount } from '../chain/worker/remoteSigner.ts';
import { chainReadiness } from '../chain/readiness.ts';
import { waitForChain } from '../chain/waitForChain.ts';
import { extrinsicHash, genesisOf } from './chainLookup.ts';
import { sudoFailure, type ChainEvent } from './outcome.ts';
import { pendingTxs, type PendingTx, type TxOutcome } from './pendingStore.ts';
import { holdTxLock } from './txLock.ts';
import { txActivity } from './txActivity.ts';
import { feeAssetKind, type FeeAssetKind, type FeeToken } from '../fees/feeAsset.ts';
import { paidFeeOf, type PaidFee } from '../fees/paidFee.ts';

export { sudoFailure };

export type TxPhase =
  | { kind: 'signing' }
  | { kind: 'pool' }
  | { kind: 'inBlock'; block: number; blockHash: string }
  /** Broadcast, then the connection dropped or the page reloaded: being confirmed from the chain. */
  | { kind: 'submitted' }
  | { kind: 'finalized'; block: number; blockHash: string }
  /** A dispatch error seen on chain: the fee was paid. */
  | { kind: 'failed'; error: ErrorText; block: number }
  /** Nothing was broadcast (declined, refused by the node, node away): nothing was paid. */
  | { kind: 'notSent'; error: ErrorText }
  /** Its nonce was used by another transaction of the account. */
  | { kind: 'replaced'; block: number }
  /** The chain passed its era without including it. */
  | { kind: 'expired'; block: number };

export interface TxJob {
  id: number;
  title: string;
  phase: TxPhase;
  txHash: string | undefined;
  /** A sentence about the outcome, from the transaction's events (e.g. the amounts a swap exchanged). */
  outcome: string | undefined;
  /** The fee the transaction really paid, in the asset that paid it (from its fee event). */
  feePaid?: PaidFee | undefined;
  createdAt: number;
}

/** What the flow needs of a transaction (txProxy.ts: built and signed in the chain worker). */
export interface SignableTx {
  sign(
    account: SignerAccount,
    options: {
      at?: string;
      nonce: number;
      mortality: { mortal: true; period: number };
      asset?: FeeAssetKind;
    },
  ): Promise<Uint8Array>;
}

/** What a screen builds (plus the signer); the review dialog adds who signs and where it goes. */
export interface TxRequest {
  title: string;
  tx: SignableTx;
  /** Who signs: the worker builds the extrinsic and asks this tab only for the signature. */
  signer: SignerAccount;
  errorContext?: ErrorContext;
  /** The asset that pays the fee (ChargeAssetTxPayment's asset_id); LUMI when absent. */
  fee?: { token: FeeToken; phpuId: number } | undefined;
  /**
   * Finds a failure the extrinsic's success hides (e.g. Sudo.Sudid carrying the inner call's error): the
   * dispatch succeeded, the action did not.
   */
  inspect?: (events: ChainEvent[]) => ErrorText | undefined;
  /** Describes a successful outcome from the extrinsic's events. */
  describe?: (events: ChainEvent[]) => string | undefined;
}

export interface TxRun extends TxRequest {
  /** The address of the account that signs (captured when the review opened). */
  signerAddress: string;
  connection: ChainConnection;
}

/** Blocks a signed transaction stays valid for (its mortal era). */
export const ERA_PERIOD = 64;

let nextId = 1;
let jobs: readonly TxJob[] = [];
const listeners = new Set<() => void>();
/** Transactions followed live by this tab (the resolver leaves them alone). */
const watching = new Set<string>();
/** Transactions whose toast the user closed in this tab: not shown again from storage. */
const hidden = new Set<string>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

function update(id: number, change: Partial<TxJob>): void {
  jobs = jobs.map((job) => (job.id === id ? { ...job, ...change } : job));
  emit();
}

function addJob(title: string, phase: TxPhase, txHash?: string): number {
  const id = nextId++;
  jobs = [...jobs, { id, title, phase, txHash, outcome: undefined, createdAt: Date.now() }];
  emit();
  txActivity.note();
  return id;
}

export const isFinal = (phase: TxPhase) =>
  phase.kind === 'finalized' ||
  phase.kind === 'failed' ||
  phase.kind === 'notSent' ||
  phase.kind === 'replaced' ||
  phase.kind === 'expired';

function phaseOfOutcome(outcome: TxOutcome): TxPhase {
  switch (outcome.kind) {
    case 'success':
      return { kind: 'finalized', block: outcome.block, blockHash: outcome.blockHash };
    case 'failed':
      return { kind: 'failed', block: outcome.block, error: outcome.error };
    case 'replaced':
      return { kind: 'replaced', block: outcome.block };
    case 'expired':
      return { kind: 'expired', block: outcome.block };
  }
}

export const txJobs = {
  getSnapshot: (): readonly TxJob[] => jobs,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dismiss(id: number): void {
    const txHash = jobs.find((job) => job.id === id)?.txHash;
    if (txHash) hidden.add(txHash);
    jobs = jobs.filter((job) => job.id !== id);
    emit();
  },
  isWatched: (txHash: string) => watching.has(txHash),
  /** A toast about something that was not sent (e.g. a review closed because the account changed). */
  notice(title: string, error: ErrorText): void {
    addJob(title, { kind: 'notSent', error });
  },
  /** Shows a stored transaction this tab is not following (after a reload, or sent from another tab). */
  showStored(entry: PendingTx): void {
    const job = jobs.find((candidate) => candidate.txHash === entry.hash);
    const phase = entry.outcome ? phaseOfOutcome(entry.outcome) : ({ kind: 'submitted' } as const);
    if (!job) {
      if (!entry.outcome && !hidden.has(entry.hash)) addJob(entry.title, phase, entry.hash);
      return;
    }
    if (!isFinal(job.phase) && (entry.outcome || job.phase.kind === 'submitted')) update(job.id, { phase });
  },
};

/**
 * polkadot-api's InvalidTxError (the node refused the transaction, e.g. it cannot pay its fee), as it arrives from
 * the chain worker: an Error by that name with the validity error in `error` (its class does not cross).
 */
function isInvalidTx(error: unknown): error is Error & { error: unknown } {
  return error instanceof Error && error.name === 'InvalidTxError' && 'error' in error;
}

function describeThrown(error: unknown): ErrorText {
  if (isInvalidTx(error)) {
    const detail: unknown = error.error;
    if (detail && typeof detail === 'object' && 'type' in detail && typeof detail.type === 'string') {
      return explainInvalidTransaction(detail as { type: string; value?: unknown });
    }
  }
  const text = error instanceof Error ? error.message : String(error);
  if (/cancel|reject|denied/iu.test(text)) {
    return { code: 'Rejected', message: 'You declined to sign, so nothing was sent.' };
  }
  // The thrown text is a library's English: the user reads its failure code's words (useErrorText), the
  // English message stays for the console and logs.
  return { code: 'Error', message: `Nothing was sent: ${text}`, values: { failure: classifyFailure(error) } };
}

const NODE_AWAY: ErrorText = {
  code: 'NodeUnavailable',
  message: 'The node did not answer within 10 seconds, so nothing was signed or sent.',
  fix: 'Check the connection status at the top of the page and try again once it says "Connected".',
};

/**
 * Signs, remembers, broadcasts and follows one transaction. Resolves with the job once its fate is known in
 * this tab (final, or handed to the resolver after the connection dropped); never rejects. Success or failure
 * comes from the extrinsic's own events (ExtrinsicSuccess / ExtrinsicFailed), never from its mere inclusion.
 */
export function runTransaction(request: TxRun): { id: number; done: Promise<TxJob> } {
  const id = addJob(request.title, { kind: 'signing' });
  const current = () => jobs.find((job) => job.id === id)!;
  const done = (async (): Promise<TxJob> => {
    const { connection } = request;
    if (!(await waitForChain(connection))) {
      update(id, { phase: { kind: 'notSent', error: NODE_AWAY } });
      return current();
    }
    let entry: PendingTx;
    try {
      const status = connection.getStatus();
      const birthBlock = status.finalizedBlock;
      const [nonce, genesis] = await Promise.all([
        connection.chain.call('request', 'system_accountNextIndex', [request.signerAddress]).then(nonceOf),
        genesisOf(connection),
      ]);
      const asset = request.fee && feeAssetKind(request.fee.token, request.fee.phpuId);
      const signed = await request.tx.sign(request.signer, {
        nonce,
        mortality: { mortal: true, period: ERA_PERIOD },
        ...(birthBlock ? { at: birthBlock.hash } : {}),
        ...(asset ? { asset } : {}),
      });
      const hex = `0x${Array.from(signed, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
      const birth = birthBlock?.number ?? 0;
      entry = {
        hash: extrinsicHash(signed),
        signed: hex,
        genesis,
        signer: request.signerAddress,
        nonce,
        title: request.title,
        birth,
        death: birth + ERA_PERIOD,
        ...(request.errorContext?.slippage ? { slippage: request.errorContext.slippage } : {}),
        submittedAt: Date.now(),
      };
    } catch (error) {
      update(id, { phase: { kind: 'notSent', error: describeThrown(error) } });
      return current();
    }
    // This tab follows the transaction from here on; marked before storing, because storing notifies the
    // pending-transaction sync at once, which would otherwise show the same transaction a second time.
    update(id, { txHash: entry.hash });
    watching.add(entry.hash);
    // Remembered before it leaves: whatever happens next, the transaction can be found again.
    if (!pendingTxs.put(entry)) {
      watching.delete(entry.hash);
      update(id, {
        phase: {
          kind: 'notSent',
          error: {
            code: 'StorageRefused',
            message: 'The browser refused to store the transaction, so it was not sent.',
            fix: 'Free some site storage (or leave private mode) and try again.',
          },
        },
      });
      return current();
    }
    return follow(id, entry, request);
  })();
  return { id, done };
}

/** Broadcasts and watches until final; on a dropped connection hands over to the resolver. */
function follow(id: number, entry: PendingTx, request: TxRun): Promise<TxJob> {
  const { connection } = request;
  const current = () => jobs.find((job) => job.id === id)!;
  watching.add(entry.hash);
  const followed = new Promise<TxJob>((resolve) => {
    let subscription: Subscription | undefined;
    let unsubscribeStatus = () => {};
    let settled = false;
    const settle = (change: Partial<TxJob>, outcome?: TxOutcome) => {
      if (settled) return;
      settled = true;
      subscription?.unsubscribe();
      unsubscribeStatus();
      watching.delete(entry.hash);
      if (outcome) pendingTxs.resolve(entry.hash, outcome);
      update(id, change);
      resolve(current());
    };
    const handOver = () => settle({ phase: { kind: 'submitted' } });
    unsubscribeStatus = connection.subscribe(() => {
      // Once broadcast, a lost connection is not a failure: the chain is asked again after reconnecting.
      if (!chainReadiness(connection.getStatus()).ready) handOver();
    });
    const onEvent = (event: TxBroadcastEvent) => {
      switch (event.type) {
        // The bytes were signed before anything was sent (above): there is nothing new to show.
        case 'signed':
          break;
        case 'broadcasted':
          update(id, { phase: { kind: 'pool' } });
          break;
        case 'txBestBlocksState':
          if (!event.found) {
            if (!isFinal(current().phase)) update(id, { phase: { kind: 'pool' } });
          } else {
            update(id, {
              phase: { kind: 'inBlock', block: event.block.number, blockHash: event.block.hash },
            });
          }
          break;
        case 'finalized': {
          const { number: block, hash: blockHash } = event.block;
          const events = event.events as ChainEvent[];
          const error = event.ok
            ? request.inspect?.(events)
            : explainDispatchError(event.dispatchError, request.errorContext);
          if (error) {
            settle(
              { phase: { kind: 'failed', error, block }, feePaid: paidFeeOf(events, request.fee?.phpuId) },
              { kind: 'failed', block, blockHash, error },
            );
          } else {
            settle(
              {
                phase: { kind: 'finalized', block, blockHash },
                outcome: request.describe?.(events),
                feePaid: paidFeeOf(events, request.fee?.phpuId),
              },
              { kind: 'success', block, blockHash },
            );
          }
          break;
        }
      }
    };
    try {
      subscription = connection.chain.watch('submitAndWatch', hexBytes(entry.signed)).subscribe({
        next: onEvent,
        error(error: unknown) {
          if (isInvalidTx(error) && current().phase.kind === 'signing') {
            // Refused before it was broadcast (e.g. it cannot pay its fee): nothing was charged.
            pendingTxs.remove(entry.hash);
            settle({ phase: { kind: 'notSent', error: describeThrown(error) } });
          } else {
            handOver();
          }
        },
      });
    } catch {
      handOver();
    }
  });
  holdTxLock(entry.hash, followed);
  return followed;
}

function nonceOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new Error(`The node answered system_accountNextIndex with ${JSON.stringify(value)}, not a nonce.`);
  return value;
}

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array((hex.length - 2) / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16);
  return bytes;
}
