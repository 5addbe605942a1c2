import { describe, expect, it } from 'vitest';
import type { Hex, TransactionValidity } from '@lumi/runtime/host';
import { PoolError } from '../src/pool/errors.ts';
import { TxPool, type TxStatus } from '../src/pool/pool.ts';

const tag = (who: string, nonce: number) => new TextEncoder().encode(`${who}:${nonce}`);
let counter = 0;
const hashOf = (label: string): Hex =>
  `0x${Buffer.from(`${label}#${counter++}`).toString('hex').padEnd(64, '0').slice(0, 64)}`;

function valid(
  who: string,
  nonce: number,
  chainNonce: number,
  priority = 1n,
  longevity = 64n,
): TransactionValidity {
  return {
    ok: true,
    value: {
      priority,
      requires: nonce > chainNonce ? [tag(who, nonce - 1)] : [],
      provides: [tag(who, nonce)],
      longevity,
      propagate: true,
    },
  };
}

function setup(limits = { count: 100, bytes: 1_000_000, banMs: 60_000 }) {
  let now = 1_000;
  const pool = new TxPool(limits, () => now);
  const events: [Hex, TxStatus][] = [];
  pool.onStatus((h, s) => events.push([h, s]));
  return { pool, events, advance: (ms: number) => (now += ms) };
}

const bytes = (n = 10) => new Uint8Array(n).fill(1);
const order = (pool: TxPool) => pool.pendingInOrder().map((t) => t.hash);

describe('TxPool', () => {
  it('puts a gap in nonces in the future queue and promotes it when the gap fills', () => {
    const { pool, events } = setup();
    const h1 = hashOf('a1');
    const h0 = hashOf('a0');
    expect(pool.import(h1, bytes(), valid('a', 1, 0), 0)).toBe('future');
    expect(pool.readyCount).toBe(0);
    expect(pool.import(h0, bytes(), valid('a', 0, 0), 0)).toBe('ready');
    expect(pool.readyCount).toBe(2);
    expect(events).toContainEqual([h1, 'ready']);
    expect(order(pool)).toEqual([h0, h1]);
  });

  it('orders independent transactions by priority, then age, and respects dependencies', () => {
    const { pool } = setup();
    const low = hashOf('low');
    const high = hashOf('high');
    const highNext = hashOf('highNext');
    pool.import(low, bytes(), valid('a', 0, 0, 1n), 0);
    pool.import(high, bytes(), valid('b', 0, 0, 10n), 0);
    pool.import(highNext, bytes(), valid('b', 1, 0, 10n), 0);
    expect(order(pool)).toEqual([high, highNext, low]);
  });

  it('does not unlock dependents of a transaction the block rejected', () => {
    const { pool } = setup();
    const a0 = hashOf('a0');
    const a1 = hashOf('a1');
    const b0 = hashOf('b0');
    pool.import(a0, bytes(), valid('a', 0, 0, 5n), 0);
    pool.import(a1, bytes(), valid('a', 1, 0, 5n), 0);
    pool.import(b0, bytes(), valid('b', 0, 0, 1n), 0);
    const it = pool.iterator();
    expect(it.next()?.hash).toBe(a0);
    // a0 not included: a1 must not come out.
    expect(it.next()?.hash).toBe(b0);
    expect(it.next()).toBeUndefined();
  });

  it('replaces a transaction with the same tag only at higher priority', () => {
    const { pool, events } = setup();
    const first = hashOf('first');
    pool.import(first, bytes(), valid('a', 0, 0, 5n), 0);
    const same = hashOf('same');
    let err: unknown;
    try {
      pool.import(same, bytes(), valid('a', 0, 0, 5n), 0);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(PoolError);
    expect((err as PoolError).code).toBe(1014);
    expect((err as PoolError).message).toBe('Priority is too low: (5 vs 5)');
    const better = hashOf('better');
    expect(pool.import(better, bytes(), valid('a', 0, 0, 6n), 0)).toBe('ready');
    expect(events).toContainEqual([first, { usurped: better }]);
    expect(pool.has(first)).toBe(false);
  });

  it('rejects duplicates (1013) and banned transactions (1012)', () => {
    const { pool, advance } = setup();
    const h = hashOf('dup');
    pool.import(h, bytes(), valid('a', 0, 0), 0);
    expect(() => pool.import(h, bytes(), valid('a', 0, 0), 0)).toThrow('Transaction Already Imported');
    pool.pruneIncluded([h]);
    expect(pool.has(h)).toBe(false);
    expect(() => pool.import(h, bytes(), valid('a', 0, 0), 0)).toThrow('Transaction is temporarily banned');
    advance(60_001);
    expect(pool.import(h, bytes(), valid('a', 0, 0), 0)).toBe('ready');
  });

  it('turns runtime validity errors into Substrate errors and bans invalid ones', () => {
    const { pool } = setup();
    const h = hashOf('bad');
    const invalid: TransactionValidity = { ok: false, error: { type: 'Invalid', value: 'BadProof' } };
    try {
      pool.import(h, bytes(), invalid, 0);
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({
        code: 1010,
        message: 'Invalid Transaction',
        data: 'Transaction has a bad signature',
      });
    }
    expect(pool.isBanned(h)).toBe(true);
    const unknown: TransactionValidity = { ok: false, error: { type: 'Unknown', value: 'CannotLookup' } };
    const h2 = hashOf('unknown');
    expect(() => pool.import(h2, bytes(), unknown, 0)).toThrow('Unknown Transaction Validity');
    expect(pool.isBanned(h2)).toBe(false);
  });

  it('drops the worst transaction when full, and refuses a newcomer that is the worst (1016)', () => {
    const { pool, events } = setup({ count: 2, bytes: 1_000_000, banMs: 1000 });
    const a = hashOf('a');
    const b = hashOf('b');
    pool.import(a, bytes(), valid('a', 0, 0, 5n), 0);
    pool.import(b, bytes(), valid('b', 0, 0, 1n), 0);
    const c = hashOf('c');
    expect(() => pool.import(c, bytes(), valid('c', 0, 0, 1n), 0)).toThrow('Immediately Dropped');
    expect(pool.has(c)).toBe(false);
    const d = hashOf('d');
    expect(pool.import(d, bytes(), valid('d', 0, 0, 9n), 0)).toBe('ready');
    expect(events).toContainEqual([b, 'dropped']);
    expect(new Set(order(pool))).toEqual(new Set([a, d]));
  });

  it('revalidation drops invalid and expired transactions and re-sorts the rest', () => {
    const { pool, events } = setup();
    const a0 = hashOf('a0');
    const a1 = hashOf('a1');
    const b0 = hashOf('b0');
    const c0 = hashOf('c0');
    pool.import(a0, bytes(), valid('a', 0, 0), 0);
    pool.import(a1, bytes(), valid('a', 1, 0), 0);
    pool.import(b0, bytes(), valid('b', 0, 0), 0);
    pool.import(c0, bytes(), valid('c', 0, 0, 1n, 2n), 0);
    // a0 was included in block 5; b0 became invalid; c0 expired (valid till block 2).
    pool.pruneIncluded([a0]);
    const byHash = new Map<string, TransactionValidity>([
      [a1, valid('a', 1, 1)],
      [b0, { ok: false, error: { type: 'Invalid', value: 'Stale' } }],
      [c0, valid('c', 0, 0)],
    ]);
    const tx = (h: Hex) => pool.get(h)!.bytes;
    const lookup = new Map([...byHash.keys()].map((h) => [tx(h as Hex), byHash.get(h)!]));
    pool.revalidate((b) => lookup.get(b)!, 5);
    expect(order(pool)).toEqual([a1]);
    expect(events).toContainEqual([b0, 'invalid']);
    expect(events).toContainEqual([c0, 'invalid']);
  });

  it('removing a ready transaction drops what depends on it', () => {
    const { pool, events } = setup();
    const a0 = hashOf('a0');
    const a1 = hashOf('a1');
    pool.import(a0, bytes(), valid('a', 0, 0), 0);
    pool.import(a1, bytes(), valid('a', 1, 0), 0);
    pool.remove(a0, 'invalid');
    expect(pool.readyCount).toBe(0);
    expect(events).toEqual([
      [a0, 'invalid'],
      [a1, 'dropped'],
    ]);
  });

  it('reports ready tags for pool-aware nonces', () => {
    const { pool } = setup();
    pool.import(hashOf('a0'), bytes(), valid('a', 0, 0), 0);
    expect(pool.readyProvidesTag(`0x${Buffer.from('a:0').toString('hex')}`)).toBe(true);
    expect(pool.readyProvidesTag(`0x${Buffer.from('a:1').toString('hex')}`)).toBe(false);
  });
});
