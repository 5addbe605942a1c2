import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { Hex, SealedBlock } from '@lumi/runtime/host';
import { HeadState } from '../src/store/head-state.ts';
import { toSchema2 } from './helpers/schema2.ts';
import { testBlock } from './helpers/test-block.ts';
import { Store } from '../src/store/store.ts';
import { fromHex, toHex } from '@lumi/runtime/bytes';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'lumi-store-test-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The best block's state as the store reads it, in key order, as hex. */
function headRows(store: Store): [string, string][] {
  return store.headKeys(new Uint8Array(), false, 1_000_000).map((k) => [toHex(k), toHex(store.headGet(k)!)]);
}

function block(number: number, changes: [string, string | null][]): SealedBlock {
  return testBlock(number, new Map(changes.map(([k, v]) => [k as Hex, v === null ? null : fromHex(v)])));
}

describe('Store', () => {
  it("overwrites a block's state rows for the dev controls and puts them back exactly", () => {
    const store = new Store(tempDir());
    store.commitBlock(0, block(0, [['0x0101', '0xaa']]));
    store.commitBlock(1, block(1, [['0x0102', '0xbb']]));
    const undo = store.overwriteState(
      1,
      new Map<Hex, Uint8Array | null>([
        ['0x0101', fromHex('0x11')],
        ['0x0102', null],
        ['0x0103', fromHex('0x33')],
      ]),
    );
    const at1 = store.historical(1);
    expect(toHex(at1.get(fromHex('0x0101'))!)).toBe('0x11');
    expect(at1.get(fromHex('0x0102'))).toBeUndefined();
    expect(toHex(at1.get(fromHex('0x0103'))!)).toBe('0x33');
    // Block 0's state is untouched: the rows written belong to block 1.
    expect(toHex(store.historical(0).get(fromHex('0x0101'))!)).toBe('0xaa');
    // The best block's state table follows, so a restart loads the overridden head.
    const head = () => headRows(store);
    expect(head()).toEqual([
      ['0x0101', '0x11'],
      ['0x0103', '0x33'],
    ]);

    store.restoreState(undo);
    expect(toHex(at1.get(fromHex('0x0101'))!)).toBe('0xaa');
    expect(toHex(at1.get(fromHex('0x0102'))!)).toBe('0xbb');
    expect(at1.get(fromHex('0x0103'))).toBeUndefined();
    expect(store.keyHistory(fromHex('0x0101'), -1, 1).map((r) => r.block)).toEqual([0]);
    expect(head()).toEqual([
      ['0x0101', '0xaa'],
      ['0x0102', '0xbb'],
    ]);
  });

  it('forgets the blocks above a number with their state (dev_setHead)', () => {
    const store = new Store(tempDir());
    const node = (b: number): [Uint8Array, Uint8Array, Uint8Array] => [
      new Uint8Array(32).fill(0x40 + b),
      Uint8Array.of(b, b, b),
      Uint8Array.of(b, 0xa),
    ];
    store.commitBlock(0, { ...block(0, [['0x0101', '0xaa']]), trieNodes: [node(0)] });
    store.commitBlock(1, { ...block(1, [['0x0101', '0xbb']]), trieNodes: [node(1)] });
    store.commitBlock(2, block(2, [['0x0102', '0xcc']]));
    store.truncateAbove(0);
    // Trie nodes are shared by hash between blocks: none is deleted, the kept blocks' proofs stay readable.
    expect(store.trieNode(node(0)[0], node(0)[2])).toEqual(node(0)[1]);
    expect(store.trieNode(node(1)[0], node(1)[2])).toEqual(node(1)[1]);
    expect(store.best()?.number).toBe(0);
    expect(store.blockByNumber(1)).toBeUndefined();
    expect(headRows(store)).toEqual([['0x0101', '0xaa']]);
    // The chain goes on at the freed numbers.
    store.commitBlock(1, block(1, [['0x0103', '0xdd']]));
    expect(store.best()?.number).toBe(1);
  });

  it('reads every key as of any block, including deletions', () => {
    const store = new Store(tempDir());
    store.commitBlock(
      0,
      block(0, [
        ['0x0101', '0xaa'],
        ['0x0102', '0xbb'],
      ]),
    );
    store.commitBlock(
      1,
      block(1, [
        ['0x0101', '0xcc'],
        ['0x0102', null],
        ['0x0103', '0xdd'],
      ]),
    );
    const at0 = store.historical(0);
    const at1 = store.historical(1);
    expect(toHex(at0.get(fromHex('0x0101'))!)).toBe('0xaa');
    expect(toHex(at1.get(fromHex('0x0101'))!)).toBe('0xcc');
    expect(at0.get(fromHex('0x0103'))).toBeUndefined();
    expect(at1.get(fromHex('0x0102'))).toBeUndefined();
    const keys = (reader: typeof at0) => {
      const out: string[] = [];
      for (let k = reader.nextKey(fromHex('0x01')); k; k = reader.nextKey(fromHex('0x01'), k))
        out.push(toHex(k));
      return out;
    };
    expect(keys(at0)).toEqual(['0x0101', '0x0102']);
    expect(keys(at1)).toEqual(['0x0101', '0x0103']);
    expect(headRows(store).map(([k]) => k)).toEqual(['0x0101', '0x0103']);
    store.close();
  });

  it('commits a block and its state changes all or nothing', () => {
    const dir = tempDir();
    const store = new Store(dir);
    store.commitBlock(0, block(0, [['0x01', '0x01']]));
    const broken = block(1, [['0x02', '0x02']]);
    // A value the database cannot store, after a good one: the whole block must roll back.
    (broken.changes as Map<Hex, unknown>).set('0x03', { not: 'bytes' });
    expect(() => store.commitBlock(1, broken)).toThrow();
    expect(store.blockByNumber(1)).toBeUndefined();
    expect(store.historical(5).get(fromHex('0x02'))).toBeUndefined();
    expect(store.best()!.number).toBe(0);
    store.close();
    const reopened = new Store(dir);
    expect(reopened.best()!.number).toBe(0);
    expect(headRows(reopened)).toHaveLength(1);
    reopened.close();
  });

  it('reads the best block’s state from the newest versions, and drops the head copy a version 2 database kept', () => {
    const dir = tempDir();
    const store = new Store(dir);
    store.commitBlock(
      0,
      block(0, [
        ['0x01', '0x01'],
        ['0x02', '0x02'],
      ]),
    );
    store.commitBlock(
      1,
      block(1, [
        ['0x01', null],
        ['0x03', '0x03'],
        ['0x02', '0x22'],
      ]),
    );
    const head = headRows(store);
    expect(head).toEqual([
      ['0x02', '0x22'],
      ['0x03', '0x03'],
    ]);
    expect(store.headGet(fromHex('0x01'))).toBeUndefined();
    expect(store.headKeyFrom(fromHex('0x01'), false)).toEqual(fromHex('0x02'));
    expect(store.headKeyFrom(fromHex('0x03'), true)).toBeUndefined();
    store.close();
    // What a version 2 node left behind: a copy of the head state (stale here, so reading it would show).
    toSchema2(dir);
    const raw = new Database(join(dir, 'lumi.sqlite'));
    raw.exec(`CREATE TABLE head (key BLOB PRIMARY KEY, value BLOB NOT NULL) WITHOUT ROWID;
      INSERT INTO head VALUES (x'01', x'ff'), (x'04', x'04');`);
    raw.close();
    const migrated = new Store(dir);
    expect(headRows(migrated)).toEqual(head);
    expect(migrated.getMeta('schema_version')).toBe('4');
    migrated.close();
    const tables = new Database(join(dir, 'lumi.sqlite'), { readonly: true });
    expect(tables.prepare(`SELECT name FROM sqlite_master WHERE name = 'head'`).get()).toBeUndefined();
    tables.close();
  });

  it('refuses a second block with the same number', () => {
    const store = new Store(tempDir());
    store.commitBlock(0, block(0, []));
    expect(() => store.commitBlock(0, block(0, [['0x09', '0x09']]))).toThrow();
    expect(store.historical(0).get(fromHex('0x09'))).toBeUndefined();
    store.close();
  });
});

describe('Store.changedKeys', () => {
  function chain(): Store {
    const store = new Store(tempDir());
    store.commitBlock(
      0,
      block(0, [
        ['0x0101', '0xaa'],
        ['0x0102', '0xbb'],
        ['0x0201', '0x01'],
      ]),
    );
    store.commitBlock(1, block(1, [['0x0102', null]]));
    store.commitBlock(
      2,
      block(2, [
        ['0x0103', '0xdd'],
        ['0x0201', '0x02'],
      ]),
    );
    store.commitBlock(3, block(3, [['0x0101', '0xaa']]));
    return store;
  }
  const hexes = (r: { keys: Uint8Array[] }) => r.keys.map(toHex);

  it.each([
    // [from, to, prefix, keys written in (from, to] under the prefix]
    [0, 1, '0x01', ['0x0102']],
    [0, 2, '0x01', ['0x0102', '0x0103']],
    [0, 3, '0x', ['0x0101', '0x0102', '0x0103', '0x0201']],
    [1, 2, '0x02', ['0x0201']],
    [2, 3, '0x01', ['0x0101']],
    [3, 3, '0x', []],
    [0, 3, '0x03', []],
  ] as const)('from %i to %i under %s', (from, to, prefix, keys) => {
    const r = chain().changedKeys(fromHex(prefix), undefined, from, to, 100);
    expect(hexes(r)).toEqual(keys);
    expect(r.next).toBeUndefined();
  });

  it('examines at most the given number of distinct keys, and resumes after its cursor', () => {
    const store = chain();
    const first = store.changedKeys(fromHex('0x'), undefined, 0, 3, 2);
    expect(hexes(first)).toEqual(['0x0101', '0x0102']);
    expect(toHex(first.next!)).toBe('0x0102');
    const second = store.changedKeys(fromHex('0x'), first.next, 0, 3, 2);
    expect(hexes(second)).toEqual(['0x0103', '0x0201']);
    const third = store.changedKeys(fromHex('0x'), second.next, 0, 3, 2);
    expect(hexes(third)).toEqual([]);
    expect(third.next).toBeUndefined();
    // A cursor below the prefix starts at the prefix.
    expect(hexes(store.changedKeys(fromHex('0x02'), fromHex('0x0101'), 0, 3, 10))).toEqual(['0x0201']);
  });
});

describe('HeadState', () => {
  const keyArb = fc.uint8Array({ minLength: 1, maxLength: 3 }).map((b) => toHex(b));
  it('reads, nextKey and keysWithPrefix agree with a sorted reference after arbitrary blocks, any cache size', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(fc.tuple(keyArb, fc.option(fc.constant('0x01'), { nil: null })), { maxLength: 20 }),
          { maxLength: 6 },
        ),
        fc.uint8Array({ maxLength: 2 }),
        // 0: nothing cached; 300: a few entries, so evictions happen; 1 MiB: everything.
        fc.constantFrom(0, 300, 2 ** 20),
        (batches, prefixBytes, cacheBytes) => {
          const store = new Store(tempDir());
          const head = new HeadState(store, cacheBytes);
          const ref = new Map<string, string>();
          for (const [n, batch] of batches.entries()) {
            const changes = new Map<Hex, Uint8Array | null>();
            for (const [k, v] of batch) changes.set(k, v === null ? null : fromHex(v));
            // Read before the block, so the cache holds values the block then replaces.
            for (const k of changes.keys()) head.getHex(k);
            store.commitBlock(n, { ...block(n, []), changes });
            head.apply(changes);
            for (const [k, v] of changes) {
              if (v === null) ref.delete(k);
              else ref.set(k, toHex(v));
            }
          }
          for (const k of ['0x00', '0x01', '0x0102', '0xff', ...ref.keys()]) {
            const v = head.getHex(k);
            expect(v === undefined ? undefined : toHex(v)).toBe(ref.get(k));
          }
          const prefix = toHex(prefixBytes);
          const expected = [...ref.keys()].filter((k) => k.startsWith(prefix)).sort();
          expect(head.keysWithPrefix(prefix, 1000)).toEqual(expected);
          const walked: string[] = [];
          for (let k = head.nextKey(prefixBytes); k; k = head.nextKey(prefixBytes, k)) walked.push(toHex(k));
          expect(walked).toEqual(expected);
          const after = expected[1];
          if (after !== undefined)
            expect(head.keysWithPrefix(prefix, 2, after)).toEqual(expected.slice(2, 4));
          expect(head.cachedBytes).toBeLessThanOrEqual(cacheBytes);
          store.close();
        },
      ),
      { numRuns: 60 },
    );
  });
});
