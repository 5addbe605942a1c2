// Pool statuses and refused submissions as transactionWatch_v1 events, table by table.
import { describe, expect, it } from 'vitest';
import {
  alreadyImported,
  badFormat,
  cycleDetected,
  immediatelyDropped,
  temporarilyBanned,
  tooLowPriority,
  validityError,
  verificationError,
} from '../src/pool/errors.ts';
import { isFinalEvent, statusEvent, submitErrorEvent } from '../src/pool/watch-events.ts';

const BLOCK = `0x${'ab'.repeat(32)}` as const;
const at3 = () => 3;
const nowhere = () => undefined;

describe('statusEvent', () => {
  it.each([
    ['future', { event: 'validated' }],
    ['ready', { event: 'validated' }],
    [{ inBlock: BLOCK }, { event: 'bestChainBlockIncluded', block: { hash: BLOCK, index: 3 } }],
    [{ finalized: BLOCK }, { event: 'finalized', block: { hash: BLOCK, index: 3 } }],
    ['invalid', { event: 'invalid', error: 'The transaction is no longer valid' }],
    ['dropped', { event: 'dropped', error: 'The pool dropped the transaction because of its limits' }],
    [
      { usurped: BLOCK },
      { event: 'invalid', error: 'Another transaction with the same tags replaced this one' },
    ],
  ] as const)('%j → %j', (status, event) => {
    expect(statusEvent(status, at3)).toEqual(event);
  });

  it('reports an error when the block cannot be found', () => {
    expect(statusEvent({ inBlock: BLOCK }, nowhere)).toEqual({
      event: 'error',
      error: `Block ${BLOCK} not found`,
    });
  });
});

describe('submitErrorEvent', () => {
  it.each([
    [badFormat('trailing bytes'), 'Extrinsic bytes cannot be decoded'],
    [verificationError('boom'), 'Verification error: Runtime error: boom'],
    [
      validityError({ type: 'Invalid', value: 'BadProof' }),
      'Invalid transaction: Transaction has a bad signature',
    ],
    [validityError({ type: 'Invalid', value: { Custom: 7 } }), 'Invalid transaction with custom error: 7'],
    [validityError({ type: 'Unknown', value: 'CannotLookup' }), 'Unknown transaction validity: CannotLookup'],
    [temporarilyBanned(), 'Transaction is temporarily banned'],
    [alreadyImported(BLOCK), 'Transaction is already imported'],
    [tooLowPriority(5n, 1n), 'The priority of the transaction is too low: Priority is too low: (5 vs 1)'],
    [cycleDetected(), 'The transaction contains a cyclic dependency'],
    [immediatelyDropped(), 'The transaction could not enter the pool because of the limit'],
  ])('%s', (error, text) => {
    expect(submitErrorEvent(error)).toEqual({ event: 'invalid', error: text });
  });
});

describe('isFinalEvent', () => {
  it('ends on finalized, error, invalid and dropped only', () => {
    expect(isFinalEvent({ event: 'validated' })).toBe(false);
    expect(isFinalEvent({ event: 'bestChainBlockIncluded', block: null })).toBe(false);
    expect(isFinalEvent({ event: 'finalized', block: { hash: BLOCK, index: 0 } })).toBe(true);
    expect(isFinalEvent({ event: 'error', error: '' })).toBe(true);
    expect(isFinalEvent({ event: 'invalid', error: '' })).toBe(true);
    expect(isFinalEvent({ event: 'dropped', error: '' })).toBe(true);
  });
});
