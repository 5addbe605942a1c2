// HeadState.prime: values read from a snapshot of the store elsewhere (the prefetch thread) reach the head's
// cache only when they cannot be stale — a model of the store's head state, snapshots taken at any moment after
// their request, answered in any order, blocks, dev overrides and resets between: every read equals the model.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from '@lumi/runtime/bytes';
import type { Hex } from '@lumi/runtime/host';
import { HeadState, type HeadMark, type HeadTable } from '../src/store/head-state.ts';

const KEYS = ['0x01', '0x02', '0x03', '0x04', '0x05'] as const;
type State = Map<string, Uint8Array | null>;

/** The store's head state as a map; counts the reads that reach it. */
class Table implements HeadTable {
  state: State = new Map();
  reads = 0;
  headGet(key: Uint8Array): Uint8Array | undefined {
    this.reads++;
    return this.state.get(toHex(key)) ?? undefined;
  }
  headKeyFrom(): Uint8Array | undefined {
    throw new Error('not used');
  }
  headKeys(): Uint8Array[] {
    throw new Error('not used');
  }
}

const bytes = (hex: string) => Buffer.from(hex.slice(2), 'hex');
const key = fc.constantFrom(...KEYS);
const value = fc.option(fc.uint8Array({ minLength: 1, maxLength: 3 }), { nil: null });
const entries = fc.array(fc.tuple(key, value), { maxLength: 5 });

type Op =
  | { t: 'apply'; changes: [string, Uint8Array | null][] }
  | { t: 'reset'; state: [string, Uint8Array | null][] }
  | { t: 'ask' }
  | { t: 'snap'; i: number }
  | { t: 'answer'; i: number; keys: string[] }
  | { t: 'read'; key: string };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: entries.map((changes) => ({ t: 'apply' as const, changes })) },
  { weight: 1, arbitrary: entries.map((state) => ({ t: 'reset' as const, state })) },
  { weight: 3, arbitrary: fc.constant({ t: 'ask' as const }) },
  { weight: 3, arbitrary: fc.nat().map((i) => ({ t: 'snap' as const, i })) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.nat(), fc.subarray([...KEYS], { minLength: 1 }))
      .map(([i, keys]) => ({ t: 'answer' as const, i, keys })),
  },
  { weight: 4, arbitrary: key.map((k) => ({ t: 'read' as const, key: k })) },
);

describe('HeadState.prime', () => {
  it('never lets a stale snapshot into the cache (fast-check model)', () => {
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 80 }),
        fc.integer({ min: 1, max: 4 }),
        // One to three entries (about 100 bytes each): evictions make a stale value observable.
        fc.integer({ min: 100, max: 320 }),
        (ops, window, cacheBytes) => {
          const table = new Table();
          const head = new HeadState(table, cacheBytes, window);
          // Requests: where the head stood when asked, and the store's state the thread read (some time later).
          const asked: { mark: HeadMark; snap?: State }[] = [];
          const check = (k: string) => expect(head.get(bytes(k)) ?? null).toEqual(table.state.get(k) ?? null);
          for (const o of ops) {
            if (o.t === 'apply') {
              // As a block's commit: the rows first, then the cache.
              const changes = new Map<Hex, Uint8Array | null>(o.changes as [Hex, Uint8Array | null][]);
              for (const [k, v] of changes) table.state.set(k, v);
              head.apply(changes);
            } else if (o.t === 'reset') {
              table.state = new Map(o.state);
              head.reset();
            } else if (o.t === 'ask') {
              asked.push({ mark: head.mark() });
            } else if (o.t === 'snap') {
              const waiting = asked.filter((a) => !a.snap);
              if (waiting.length > 0) waiting[o.i % waiting.length]!.snap = new Map(table.state);
            } else if (o.t === 'answer') {
              const read = asked.filter((a) => a.snap);
              if (read.length === 0) continue;
              const a = read[o.i % read.length]!;
              asked.splice(asked.indexOf(a), 1);
              head.prime(
                a.mark,
                o.keys.map((k) => [k, a.snap!.get(k) ?? null] as const),
              );
            } else check(o.key);
          }
          for (const k of KEYS) check(k);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('takes an answer no change has overtaken: the block then reads nothing from the table', () => {
    const table = new Table();
    table.state.set('0x01', Uint8Array.of(1));
    const head = new HeadState(table, 1 << 20);
    const since = head.mark();
    head.apply(new Map([['0x02', Uint8Array.of(2)]]));
    expect(
      head.prime(since, [
        ['0x01', Uint8Array.of(1)],
        ['0x03', null],
        ['0x02', Uint8Array.of(9)],
      ]),
    ).toBe(2);
    expect(head.get(bytes('0x01'))).toEqual(Uint8Array.of(1));
    expect(head.get(bytes('0x03'))).toBeUndefined();
    // 0x02 changed after the request: the block's own value stands.
    expect(head.get(bytes('0x02'))).toEqual(Uint8Array.of(2));
    expect(table.reads).toBe(0);
  });

  it('drops an answer whole after a reset, or when the head changed more often than it remembers', () => {
    const table = new Table();
    const head = new HeadState(table, 1 << 20, 2);
    let since = head.mark();
    head.reset();
    expect(head.prime(since, [['0x01', Uint8Array.of(1)]])).toBe(0);
    since = head.mark();
    for (let i = 0; i < 2; i++) head.apply(new Map([['0x05', Uint8Array.of(i)]]));
    expect(head.prime(since, [['0x01', Uint8Array.of(1)]])).toBe(1);
    since = head.mark();
    for (let i = 0; i < 3; i++) head.apply(new Map([['0x05', Uint8Array.of(i)]]));
    expect(head.prime(since, [['0x02', Uint8Array.of(1)]])).toBe(0);
  });
});
