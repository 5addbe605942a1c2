import { describe, expect, it } from 'vitest';
import { ByteLru, ENTRY_OVERHEAD } from '../src/util/byte-lru.ts';

const lru = (max: number) => new ByteLru<string>(max, (v) => v.length);
/** What an entry with a one-character key and value `v` costs. */
const cost = (v: string) => 1 + v.length + ENTRY_OVERHEAD;

describe('ByteLru', () => {
  it('evicts the least recently used entries once over its byte bound', () => {
    const c = lru(3 * cost('xx'));
    c.set('a', 'xx');
    c.set('b', 'xx');
    c.set('c', 'xx');
    expect(c.get('a')).toBe('xx'); // a is now the most recently used
    c.set('d', 'xx');
    expect(c.has('b')).toBe(false);
    expect([c.has('a'), c.has('c'), c.has('d')]).toEqual([true, true, true]);
    expect(c.bytes).toBe(3 * cost('xx'));
  });

  it('counts a replaced value once, and frees what it deletes', () => {
    const c = lru(1000);
    c.set('a', 'xx');
    c.set('a', 'xxxx');
    expect(c.bytes).toBe(cost('xxxx'));
    c.delete('a');
    expect(c.bytes).toBe(0);
    c.set('b', 'x');
    c.clear();
    expect([c.size, c.bytes]).toEqual([0, 0]);
  });

  it('keeps nothing larger than its bound, and nothing at all with bound 0', () => {
    const c = lru(cost('xx'));
    c.set('a', 'xx');
    c.set('b', 'x'.repeat(500));
    expect([c.has('a'), c.has('b')]).toEqual([true, false]);
    const none = lru(0);
    none.set('a', '');
    expect(none.size).toBe(0);
  });

  it('never evicts an entry read between insertions, however many pass through', () => {
    const c = lru(64 * cost('xx'));
    c.set('h', 'xx');
    for (let i = 0; i < 5000; i++) {
      c.set(`k${i}`, 'xx');
      expect(c.get('h')).toBe('xx');
    }
    expect(c.bytes).toBeLessThanOrEqual(64 * cost('xx'));
  });

  it('evicts in insertion order what is never read', () => {
    const c = lru(4 * cost('xx'));
    for (const k of ['a', 'b', 'c', 'd', 'e', 'f']) c.set(k, 'xx');
    expect(['a', 'b', 'c', 'd', 'e', 'f'].map((k) => c.has(k))).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
  });

  it('keeps evicting oldest first over many evictions, deletions, promotions and a clear', () => {
    // Keys of one length, so the byte bound holds ten entries whatever the keys.
    const key = (i: number) => `k${String(i).padStart(6, '0')}`;
    const entry = key(0).length - 1 + cost('xx');
    const c = lru(10 * entry);
    const model: string[] = [];
    const put = (k: string) => {
      c.set(k, 'xx');
      model.splice(model.indexOf(k) >>> 0, model.indexOf(k) === -1 ? 0 : 1);
      model.push(k);
      if (model.length > 10) model.shift();
    };
    for (let i = 0; i < 20_000; i++) {
      put(key(i));
      // Set again: moves to the back like a new key.
      if (i % 7 === 0) put(key(i - 3));
      if (i % 11 === 0) {
        c.delete(key(i - 1));
        if (model.includes(key(i - 1))) model.splice(model.indexOf(key(i - 1)), 1);
      }
      if (i === 12_345) {
        c.clear();
        model.length = 0;
      }
    }
    expect(c.size).toBe(model.length);
    for (const k of model) expect(c.has(k), k).toBe(true);
    expect(c.bytes).toBe(model.length * entry);
  });
});
