// The store's appending write path (src/store/recent-tables.ts): blocks write into small recent tables that a
// merge moves into the large ones, in chunks, at any moment. Every read must answer as if there were one table.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { Hex, StoredTrieNode } from '@lumi/runtime/host';
import { fromHex, toHex } from '@lumi/runtime/bytes';
import { RecentMerger } from '../src/store/recent-merge.ts';
import { Store } from '../src/store/store.ts';
import { until } from '../src/testing/until.ts';
import { testBlock } from './helpers/test-block.ts';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'lumi-recent-test-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

type Changes = Map<Hex, Uint8Array | null>;
type TrieNode = StoredTrieNode;

const KEYS = ['0x01', '0x0102', '0x0103', '0x02', '0x0201', '0x03', '0xff'] as const;

/** The state each block holds, as the model has it: key → value hex, per block number. */
class Model {
  readonly blocks: Map<string, string>[] = [];

  commit(changes: Changes): void {
    const next = new Map(this.blocks.at(-1) ?? []);
    for (const [k, v] of changes) {
      if (v === null) next.delete(k);
      else next.set(k, toHex(v));
    }
    this.blocks.push(next);
  }

  get best(): number {
    return this.blocks.length - 1;
  }
}

const op = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...KEYS), fc.option(fc.uint8Array({ maxLength: 2 }), { nil: null })), {
        maxLength: 5,
      })
      .map((changes) => ({ kind: 'block' as const, changes })),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'chunk' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'merge' as const }) },
  { weight: 1, arbitrary: fc.nat(8).map((back) => ({ kind: 'truncate' as const, back })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...KEYS), fc.option(fc.uint8Array({ maxLength: 2 }), { nil: null }))
      .map(([key, value]) => ({ kind: 'override' as const, key, value })),
  },
);

function checkReads(store: Store, model: Model, history: Map<string, [number, string | null][]>): void {
  for (const [number, state] of model.blocks.entries()) {
    const at = store.historical(number);
    for (const key of KEYS) {
      const v = at.get(fromHex(key));
      expect(v === undefined ? undefined : toHex(v), `#${number} ${key}`).toBe(state.get(key));
    }
    const walked: string[] = [];
    for (let k = at.nextKey(fromHex('0x01')); k; k = at.nextKey(fromHex('0x01'), k)) walked.push(toHex(k));
    expect(walked, `#${number} keys`).toEqual([...state.keys()].filter((k) => k.startsWith('0x01')).sort());
  }
  const head = model.blocks.at(-1)!;
  for (const key of KEYS) {
    const v = store.headGet(fromHex(key));
    expect(v === undefined ? undefined : toHex(v), `head ${key}`).toBe(head.get(key));
    const versions = store.keyHistory(fromHex(key), -1, model.best);
    const want = history.get(key) ?? [];
    expect(
      versions.map((r) => [r.block, r.value && toHex(r.value)]),
      `history ${key}`,
    ).toEqual(want);
  }
  expect(store.headKeys(new Uint8Array(), false, 100).map(toHex)).toEqual([...head.keys()].sort());
  const changed = store.changedKeys(new Uint8Array(), undefined, 0, model.best, 100).keys.map(toHex);
  const changedWant = KEYS.filter((k) => (history.get(k) ?? []).some(([b]) => b > 0)).sort();
  expect(changed).toEqual(changedWant);
}

describe('the recent tables', () => {
  it('read as one table whatever was merged, in any chunks, with rewinds and overrides between', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 24 }), (ops) => {
        const dir = tempDir();
        const store = new Store(dir);
        // A second connection merging a few rows at a time, as the store's thread does beside block import.
        const side = new Database(join(dir, 'lumi.sqlite'));
        const merger = new RecentMerger(side, { stateRows: 2, nodeRows: 1 });
        const model = new Model();
        // Every version the store holds per key: [block, value], oldest first.
        const history = new Map<string, [number, string | null][]>();
        const write = (number: number, changes: Changes, replace: boolean) => {
          for (const [k, v] of changes) {
            const list = (history.get(k) ?? []).filter(([b]) => !replace || b !== number);
            list.push([number, v && toHex(v)]);
            list.sort((a, b) => a[0] - b[0]);
            history.set(k, list);
          }
        };
        try {
          store.commitBlock(0, testBlock(0, new Map([['0x01', Uint8Array.of(1)]])));
          model.commit(new Map([['0x01', Uint8Array.of(1)]]));
          write(0, new Map([['0x01', Uint8Array.of(1)]]), false);
          for (const o of ops) {
            if (o.kind === 'block') {
              const changes: Changes = new Map(o.changes.map(([k, v]) => [k as Hex, v]));
              const n = model.best + 1;
              store.commitBlock(n, testBlock(n, changes));
              model.commit(changes);
              write(n, changes, false);
            } else if (o.kind === 'chunk') merger.step(0);
            else if (o.kind === 'merge') store.mergeRecent();
            else if (o.kind === 'truncate') {
              const to = Math.max(0, model.best - o.back);
              store.truncateAbove(to);
              model.blocks.length = to + 1;
              for (const [k, list] of history)
                history.set(
                  k,
                  list.filter(([b]) => b <= to),
                );
            } else {
              const changes: Changes = new Map([[o.key, o.value]]);
              store.overwriteState(model.best, changes);
              const state = model.blocks[model.best]!;
              if (o.value === null) state.delete(o.key);
              else state.set(o.key, toHex(o.value));
              write(model.best, changes, true);
            }
          }
          checkReads(store, model, history);
        } finally {
          side.close();
          store.close();
        }
      }),
      { numRuns: 120 },
    );
  });

  it('serve trie nodes from either table, and merge counts of one place into one row', () => {
    const dir = tempDir();
    const store = new Store(dir);
    const nodes: TrieNode[] = Array.from({ length: 5 }, (_, i) => [
      new Uint8Array(32).fill(i + 1),
      Uint8Array.of(i, i, i),
      Uint8Array.of(i % 2),
    ]);
    store.commitBlock(0, testBlock(0, new Map(), nodes.slice(0, 3)));
    store.mergeRecent();
    store.commitBlock(1, testBlock(1, new Map(), nodes.slice(2)));
    const raw = new Database(join(dir, 'lumi.sqlite'), { readonly: true });
    const count = (table: string) =>
      (raw.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    try {
      expect([count('trie_node'), count('trie_recent')]).toEqual([3, 3]);
      for (const [hash, node, path] of nodes) expect(store.trieNode(hash, path)).toEqual(node);
      store.mergeRecent();
      expect([count('trie_node'), count('trie_recent')]).toEqual([5, 0]);
      for (const [hash, node, path] of nodes) expect(store.trieNode(hash, path)).toEqual(node);
    } finally {
      raw.close();
      store.close();
    }
  });

  it('are merged by the store’s thread beside block import, and read the same before and after', async () => {
    const dir = tempDir();
    const store = new Store(dir);
    const failures: Error[] = [];
    store.runInThread({ onReport: () => {}, onFailure: (e) => failures.push(e) });
    const model = new Model();
    for (let n = 0; n < 40; n++) {
      const changes: Changes = new Map([
        [KEYS[n % KEYS.length]!, Uint8Array.of(n)],
        [KEYS[(n * 3) % KEYS.length]!, n % 5 === 0 ? null : Uint8Array.of(n, n)],
      ]);
      store.commitBlock(n, testBlock(n, changes));
      model.commit(changes);
    }
    const raw = new Database(join(dir, 'lumi.sqlite'), { readonly: true });
    const recent = () => (raw.prepare('SELECT COUNT(*) AS n FROM state_recent').get() as { n: number }).n;
    const merged = () => Number(store.getMeta('merged_to') ?? 0);
    try {
      await until('the thread to merge every block', () => recent() === 0 && merged() === 39);
      for (const [number, state] of model.blocks.entries()) {
        const at = store.historical(number);
        for (const key of KEYS) {
          const v = at.get(fromHex(key));
          expect(v === undefined ? undefined : toHex(v), `#${number} ${key}`).toBe(state.get(key));
        }
      }
      expect(failures).toEqual([]);
    } finally {
      raw.close();
      store.close();
    }
  });
});
