import { describe, expect, it } from 'vitest';
import { anyLanded } from '../../src/shared/data/landed.ts';
import type { TxJob, TxPhase } from '../../src/shared/tx/jobs.ts';

const job = (id: number, phase: TxPhase): TxJob => ({
  id,
  title: `job ${id}`,
  phase,
  txHash: undefined,
  outcome: undefined,
  createdAt: 0,
});
const inBlock: TxPhase = { kind: 'inBlock', block: 3, blockHash: '0x03' };
const finalized: TxPhase = { kind: 'finalized', block: 3, blockHash: '0x03' };

describe('a transaction of ours landing refreshes the cached reads', () => {
  it.each<[string, TxJob[], TxJob[], boolean]>([
    ['nothing changed', [job(1, { kind: 'pool' })], [job(1, { kind: 'pool' })], false],
    ['signing to the pool is not landing', [job(1, { kind: 'signing' })], [job(1, { kind: 'pool' })], false],
    ['in a block', [job(1, { kind: 'pool' })], [job(1, inBlock)], true],
    ['then finalized', [job(1, inBlock)], [job(1, finalized)], true],
    ['still finalized', [job(1, finalized)], [job(1, finalized)], false],
    ['a stored transaction shown already resolved', [], [job(2, finalized)], true],
    [
      'a failed one is not',
      [job(1, { kind: 'pool' })],
      [job(1, { kind: 'notSent', error: { code: 'x', message: 'x' } })],
      false,
    ],
  ])('%s', (_name, before, after, expected) => {
    const seen = new Map(before.map((j) => [j.id, j.phase.kind]));
    expect(anyLanded(seen, after)).toBe(expected);
    // Counted once: the same list again is no new landing.
    expect(anyLanded(seen, after)).toBe(false);
  });
});
