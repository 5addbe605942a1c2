// transactionWatch_v1 events (the new JSON-RPC spec) from the pool's legacy statuses and submission errors,
// mapped as polkadot-sdk's sc-rpc-spec-v2 maps them (texts in our own words where the spec leaves them free).
import type { Hex } from '@lumi/runtime/host';
import {
  BAD_FORMAT,
  POOL_ALREADY_IMPORTED,
  POOL_CYCLE_DETECTED,
  POOL_IMMEDIATELY_DROPPED,
  POOL_INVALID_TX,
  POOL_TEMPORARILY_BANNED,
  POOL_TOO_LOW_PRIORITY,
  POOL_UNKNOWN_VALIDITY,
  VERIFICATION_ERROR,
  type PoolError,
} from './errors.ts';
import type { TxStatus } from './pool.ts';

export interface TxBlock {
  hash: Hex;
  index: number;
}

export type TxWatchEvent =
  | { event: 'validated' }
  | { event: 'broadcasted'; numPeers: number }
  | { event: 'bestChainBlockIncluded'; block: TxBlock | null }
  | { event: 'finalized'; block: TxBlock }
  | { event: 'error'; error: string }
  | { event: 'invalid'; error: string }
  | { event: 'dropped'; error: string };

/** Events after which the spec ends the subscription. */
export function isFinalEvent(e: TxWatchEvent): boolean {
  return e.event === 'finalized' || e.event === 'error' || e.event === 'invalid' || e.event === 'dropped';
}

/**
 * A pool status as a watch event; `indexIn` finds the transaction's position in a block body (undefined
 * when the block is unknown, which the caller reports as an error). Broadcasts are not reported: a node
 * with no peers never broadcasts, and polkadot-sdk no longer emits the event.
 */
export function statusEvent(
  status: TxStatus,
  indexIn: (block: Hex) => number | undefined,
): TxWatchEvent | undefined {
  if (status === 'future' || status === 'ready') return { event: 'validated' };
  if (status === 'invalid') return { event: 'invalid', error: 'The transaction is no longer valid' };
  if (status === 'dropped') {
    return { event: 'dropped', error: 'The pool dropped the transaction because of its limits' };
  }
  if ('usurped' in status) {
    return { event: 'invalid', error: 'Another transaction with the same tags replaced this one' };
  }
  const block = 'inBlock' in status ? status.inBlock : status.finalized;
  const index = indexIn(block);
  if (index === undefined) return { event: 'error', error: `Block ${block} not found` };
  return 'inBlock' in status
    ? { event: 'bestChainBlockIncluded', block: { hash: block, index } }
    : { event: 'finalized', block: { hash: block, index } };
}

/** A refused submission as the single event the subscription then sends. */
export function submitErrorEvent(e: PoolError): TxWatchEvent {
  const data = typeof e.data === 'string' ? e.data : '';
  switch (e.code) {
    case BAD_FORMAT:
      return { event: 'invalid', error: 'Extrinsic bytes cannot be decoded' };
    case VERIFICATION_ERROR:
      return { event: 'invalid', error: e.message.replace(/^Verification Error: /, 'Verification error: ') };
    case POOL_INVALID_TX:
      return data.startsWith('Custom error: ')
        ? { event: 'invalid', error: `Invalid transaction with custom error: ${data.slice(14)}` }
        : { event: 'invalid', error: `Invalid transaction: ${data}` };
    case POOL_UNKNOWN_VALIDITY:
      return { event: 'invalid', error: `Unknown transaction validity: ${data}` };
    case POOL_TEMPORARILY_BANNED:
      return { event: 'invalid', error: 'Transaction is temporarily banned' };
    case POOL_ALREADY_IMPORTED:
      return { event: 'invalid', error: 'Transaction is already imported' };
    case POOL_TOO_LOW_PRIORITY:
      return { event: 'invalid', error: `The priority of the transaction is too low: ${e.message}` };
    case POOL_CYCLE_DETECTED:
      return { event: 'invalid', error: 'The transaction contains a cyclic dependency' };
    case POOL_IMMEDIATELY_DROPPED:
      return { event: 'invalid', error: 'The transaction could not enter the pool because of the limit' };
    default:
      return { event: 'error', error: e.message };
  }
}
