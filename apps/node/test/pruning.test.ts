// State pruning: the flag and mode rules (tables), and the store's pruning checked against a model on chains of
// real runtime tries (duplicate nodes, values set back, dev rewinds): every kept block's state and trie stay
// complete, pruned blocks answer "State already discarded", and the node store holds exactly the nodes of the
// kept blocks' tries, no more.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { compactToU8a, u8aConcat } from '@polkadot/util';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Hex, SealedBlock } from '@lumi/runtime/host';
import { readProof } from '@lumi/runtime/trie/proof';
import { sortedTrieRoot } from '@lumi/runtime/trie/sorted';
import {
  childPath,
  EMPTY_TRIE,
  encodeNode,
  newNodes,
  type Trie,
  type TrieNode,
  trieRoot,
  updateTrie,
  type VacatedPlace,
} from '@lumi/runtime/trie/trie';
import { CliError, parseArgs } from '../src/cli/args.ts';
import { keptFrom, parseStatePruning, settlePruning, StateHolds } from '../src/store/pruning-mode.ts';
import { StateDiscardedError } from '../src/store/pruning.ts';
import { Store } from '../src/store/store.ts';
import { shareWriteTurn, WriteTurn } from '../src/store/write-turn.ts';
import { pathFromKey, pathKey } from '../src/store/trie-path.ts';
import { until } from '../src/testing/until.ts';
import { toSchema2 } from './helpers/schema2.ts';
import { blake2_256, initCrypto } from '../src/util/hash.ts';
import { fromHex, toHex } from '@lumi/runtime/bytes';

beforeAll(async () => {
  await initCrypto();
});

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'lumi-pruning-test-'));
  dirs.push(d);
  return d;
}

describe('--state-pruning values', () => {
  it.each([
    ['archive', { kind: 'archive' }],
    ['archive-canonical', { kind: 'archive-canonical' }],
    ['256', { kind: 'constrained', blocks: 256 }],
    ['1', { kind: 'constrained', blocks: 1 }],
    ['4294967295', { kind: 'constrained', blocks: 4294967295 }],
  ])('%s', (raw, mode) => {
    expect(parseStatePruning(raw)).toEqual(mode);
  });

  it.each([
    ['0', "0 would discard the finalized block's state"],
    ['-1', 'expected archive, archive-canonical or a number of blocks'],
    ['1.5', 'expected archive, archive-canonical or a number of blocks'],
    ['final', 'expected archive, archive-canonical or a number of blocks'],
    ['', 'expected archive, archive-canonical or a number of blocks'],
    ['4294967296', 'at most 4294967295'],
  ])('refuses %j', (raw, message) => {
    const parsed = parseStatePruning(raw);
    expect('error' in parsed && parsed.error).toContain(message);
  });
});

describe('settling the mode with the database', () => {
  const n = (blocks: number) => ({ kind: 'constrained', blocks }) as const;
  const archive = { kind: 'archive' } as const;
  it.each([
    ['a new database takes the flag', undefined, false, n(8), archive, n(8)],
    ['a new database without the flag takes the default', undefined, false, undefined, n(256), n(256)],
    ['a new dev database without the flag is archive', undefined, false, undefined, archive, archive],
    ['a database from before pruning kept everything', undefined, true, undefined, n(256), archive],
    ['the stored mode without the flag', 'constrained', false, undefined, archive, n(256)],
    ['the number kept may change', 'constrained', false, n(9), archive, n(9)],
    ['archive stays archive', 'archive', false, archive, n(256), archive],
    ['archive-canonical stays', 'archive-canonical', false, undefined, n(256), { kind: 'archive-canonical' }],
  ] as const)('%s', (_, stored, legacy, requested, fallback, mode) => {
    expect(settlePruning({ stored, legacy, requested, fallback })).toEqual({ mode });
  });

  it.each([
    ['archive', n(256)],
    ['constrained', archive],
    ['archive-canonical', archive],
  ] as const)('refuses to turn %s into %j', (stored, requested) => {
    const settled = settlePruning({ stored, legacy: false, requested, fallback: archive });
    expect('error' in settled && settled.error).toMatch(/cannot switch .* purge-chain/);
  });

  it('refuses pruning a database from before pruning existed', () => {
    const settled = settlePruning({ stored: undefined, legacy: true, requested: n(4), fallback: n(256) });
    expect('error' in settled && settled.error).toContain("keeps state as 'archive'");
  });
});

describe('the kept window', () => {
  it.each([
    // blocks, finalized, lowest held, previous → kept from
    [4, 10, undefined, 0, 7],
    [4, 2, undefined, 0, 0],
    [1, 10, undefined, 0, 10],
    [4, 10, 5, 0, 5],
    [4, 10, 9, 0, 7],
    [4, 10, 3, 5, 5],
    [256, 10_000, undefined, 9_000, 9_745],
  ])('%i blocks at finalized #%i, held %s, before %i: from #%i', (blocks, fin, held, prev, from) => {
    expect(keptFrom(blocks, fin, held, prev)).toBe(from);
  });

  it('counts holds, so two holders of a block release it independently', () => {
    const holds = new StateHolds();
    const a = holds.hold(5);
    const b = holds.hold(5);
    const c = holds.hold(8);
    expect(holds.lowest()).toBe(5);
    a();
    a();
    expect(holds.lowest()).toBe(5);
    b();
    expect(holds.lowest()).toBe(8);
    c();
    expect(holds.lowest()).toBeUndefined();
  });
});

// ---------- the store against a model ----------

/** xorshift32: a reproducible stream per seed. */
function rng(seed: number) {
  let x = seed || 1;
  return (n: number) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** A stored node's place as the tests name it: the path key (trie-path.ts) and the hash, in hex. */
const place = (hash: Uint8Array, path: Uint8Array): string => `${toHex(pathKey(path))}/${toHex(hash)}`;

/** The places of the nodes a trie keeps in the node store: the root, and every node of 32 bytes or more. */
function storedPlaces(trie: Trie): Set<string> {
  const out = new Set<string>();
  if (!trie.root) return out;
  out.add(place(blake2_256(encodeNode(trie.root)), new Uint8Array()));
  const visit = (n: TrieNode, path: Uint8Array) => {
    encodeNode(n);
    for (const [i, c] of (n.children ?? []).entries()) {
      if (!c) continue;
      const at = childPath(path, n.partial, i);
      if (c.ref && c.ref.length === 32) out.add(place(c.ref, at));
      visit(c, at);
    }
  };
  visit(trie.root, new Uint8Array());
  return out;
}

function header(number: number, root: Uint8Array): Uint8Array {
  return u8aConcat(new Uint8Array(32), compactToU8a(number), root, new Uint8Array(32), compactToU8a(0));
}

// Short keys sharing tails under different first nibbles make identical leaves at several places; values
// of 40 bytes are separate value nodes; a small value set makes blocks set keys back to earlier values.
/** A block with state root `root` (no extrinsics), for the store. */
function sealedBlock(
  number: number,
  root: Uint8Array,
  hash: Uint8Array,
  changes: SealedBlock['changes'],
  trieNodes: SealedBlock['trieNodes'],
): SealedBlock {
  const h = { parentHash: new Uint8Array(32), number, stateRoot: root, extrinsicsRoot: new Uint8Array(32) };
  return {
    header: { ...h, digest: [] },
    encodedHeader: header(number, root),
    hash,
    extrinsics: [],
    changes,
    trieNodes,
  };
}

const KEYS = ['0x0a01', '0x1a01', '0x2a01', '0x0b', '0x0b02', '0x3c', '0xabcdef01', '0xabcdef02', '0xabce'];
const VALUES = [`0x${'11'.repeat(40)}`, `0x${'22'.repeat(40)}`, '0x33', `0x${'44'.repeat(36)}`];

interface Kept {
  number: number;
  trie: Trie;
  state: Map<string, string>;
}

function checkStore(
  store: Store,
  dbDir: string,
  kept: Kept[],
  pruned: number[],
  written: ReadonlySet<string> = new Set(),
) {
  const from = store.stateKeptFrom;
  const expected = new Set<string>();
  for (const k of kept) {
    if (k.number < from) continue;
    for (const p of storedPlaces(k.trie)) expected.add(p);
    const root = trieRoot(k.trie);
    // Every key's path is readable from the store, and the rows give the block's values.
    readProof(
      root,
      KEYS.map(fromHex),
      (h, path) => store.trieNode(h, path),
      () => undefined,
    );
    const at = store.historical(k.number);
    for (const key of KEYS) {
      const v = at.get(fromHex(key));
      expect(v === undefined ? undefined : toHex(v), `#${k.number} ${key}`).toBe(k.state.get(key));
    }
  }
  for (const number of pruned)
    expect(() => store.historical(number).get(fromHex(KEYS[0]!))).toThrow(StateDiscardedError);
  const db = new Database(join(dbDir, 'lumi.sqlite'), { readonly: true });
  try {
    const stored = // Each row once, whichever table holds it (store/recent-tables.ts).
      (
        db.prepare('SELECT path, hash FROM trie_node UNION SELECT path, hash FROM trie_recent').all() as {
          path: Buffer;
          hash: Buffer;
        }[]
      ).map((r) => `${toHex(new Uint8Array(r.path))}/${toHex(new Uint8Array(r.hash))}`);
    expect(new Set(stored)).toEqual(expected);
    // The store's node cache serves exactly what the table holds: nothing the pruner deleted. (It is keyed by
    // hash: a node still stored at another place may be served from it, so only nodes stored nowhere count.)
    const storedHashes = new Set(stored.map((p) => p.split('/')[1]));
    for (const p of written) {
      const [path, hash] = p.split('/') as [Hex, Hex];
      if (storedHashes.has(hash) && !expected.has(p)) continue;
      expect(store.trieNode(fromHex(hash), pathFromKey(fromHex(path))) !== undefined, `node ${p}`).toBe(
        expected.has(p),
      );
    }
  } finally {
    db.close();
  }
}

/** Commits block `number` setting two keys (the first to `value`) on top of the blocks `put` committed before. */
function twoKeyChain(store: () => Store): (number: number, value: string) => void {
  let trie = EMPTY_TRIE;
  return (number, value) => {
    const changes: [Hex, Uint8Array][] = [
      [KEYS[6]! as Hex, fromHex(value)],
      [KEYS[7]! as Hex, fromHex(VALUES[number % 2]!)],
    ];
    trie = updateTrie(trie, changes);
    const root = trieRoot(trie);
    store().commitBlock(
      number,
      sealedBlock(number, root, blake2_256(Uint8Array.of(number)), new Map(changes), newNodes(trie)),
    );
  };
}

describe('pruning the store', () => {
  // Inline: `pruneState` deletes before it returns. In a thread: the node's way (store/prune-worker.ts), checked
  // once the thread has caught up; reads below the window are refused from the moment it moves, either way.
  it.each([
    [1, 'inline'],
    [2, 'inline'],
    [3, 'inline'],
    [4, 'inline'],
    [5, 'inline'],
    [6, 'inline'],
    [1, 'thread'],
    [2, 'thread'],
    [3, 'thread'],
  ] as const)(
    'keeps exactly the kept blocks\u2019 state and trie nodes (seed %i, sweeping %s)',
    async (seed, sweeping) => {
      const next = rng(seed * 7919);
      const dir = tempDir();
      let store = new Store(dir);
      // Half the seeds read and diff the tries through the store's node cache, half straight from the table.
      const cache = () => {
        if (seed % 3 !== 0) store.cacheTrieNodes(seed % 3 === 1 ? 1 << 20 : 2_000);
      };
      cache();
      const blocks = 1 + next(4);
      const failures: Error[] = [];
      const enable = () =>
        sweeping === 'inline'
          ? store.enablePruning(blocks)
          : store.enablePruning(blocks, { onReport: () => {}, onFailure: (e) => failures.push(e) });
      enable();
      const chain: Kept[] = [];
      const written = new Set<string>();
      const pruned: number[] = [];
      let salt = 0;
      const commit = (number: number, parent: Kept | undefined, changes: [string, string | null][]) => {
        // Some blocks say what their trie replaced, as the runtime's do (SealedBlock.trieVacated); the pruner
        // walks both tries for the others: the counts must not depend on which.
        const vacated: VacatedPlace[] | undefined = parent && next(2) === 0 ? [] : undefined;
        const trie = updateTrie(
          parent?.trie ?? EMPTY_TRIE,
          changes.map(([k, v]) => [k, v === null ? null : fromHex(v)] as const),
          vacated,
        );
        const root = trieRoot(trie);
        const state = new Map(parent?.state ?? []);
        for (const [k, v] of changes)
          if (v === null) state.delete(k);
          else state.set(k, v);
        const sealed: SealedBlock = {
          header: {
            parentHash: new Uint8Array(32),
            number,
            stateRoot: root,
            extrinsicsRoot: new Uint8Array(32),
            digest: [],
          },
          encodedHeader: header(number, root),
          hash: blake2_256(Uint8Array.of(seed, ++salt, salt >> 8)),
          extrinsics: [],
          changes: new Map(changes.map(([k, v]) => [k as Hex, v === null ? null : fromHex(v)])),
          trieNodes: newNodes(trie),
          ...(vacated && {
            trieVacated: {
              parentRoot: trieRoot(parent!.trie),
              places: vacated.map((p) => [p.hash, p.pos] as const),
            },
          }),
        };
        if (number === 0 && seed % 2 === 0) {
          // A node's genesis: its nodes handed over while the trie is built, their counts set in one statement.
          store.commitGenesis((staging) => {
            staging.put(sealed.changes);
            expect(toHex(sortedTrieRoot(staging.entries(), staging.node))).toBe(toHex(root));
            return { ...sealed, changes: new Map(), trieNodes: undefined };
          });
        } else store.commitBlock(number, sealed);
        for (const [hash, , path] of sealed.trieNodes ?? []) written.add(place(hash, path));
        chain.push({ number, trie, state });
      };
      commit(
        0,
        undefined,
        KEYS.slice(0, 5).map((k, i) => [k, VALUES[i % VALUES.length]!]),
      );
      let finalized = 0;
      for (let step = 0; step < 60; step++) {
        if (seed % 2 === 1 && (step === 20 || step === 40)) {
          // Odd seeds go through the schema 2 → 3 migration twice: counts and journal rebuilt from the tries.
          await store.pruningSettled();
          store.close();
          toSchema2(dir);
          store = new Store(dir);
          cache();
          enable();
        }
        const best = chain[chain.length - 1]!;
        const roll = next(10);
        if (roll === 0 && chain.length > 1) {
          // A dev rewind, never below the kept window.
          const lowest = Math.max(store.stateKeptFrom, finalized - 2, 0);
          const target = lowest + next(best.number - lowest + 1);
          store.truncateAbove(target);
          while (chain[chain.length - 1]!.number > target) chain.pop();
          finalized = Math.min(finalized, target);
        } else {
          const changes: [string, string | null][] = [];
          for (let i = 0, n = 1 + next(4); i < n; i++) {
            const key = KEYS[next(KEYS.length)]!;
            changes.push([key, next(4) === 0 ? null : VALUES[next(VALUES.length)]!]);
          }
          commit(best.number + 1, best, changes);
        }
        // Finality trails the head by 0 to 2 blocks; a hold now and then keeps an older block.
        finalized = Math.max(finalized, chain[chain.length - 1]!.number - next(3));
        const held = next(5) === 0 ? chain[Math.max(0, chain.length - 1 - blocks - 2)]!.number : undefined;
        const before = store.stateKeptFrom;
        store.pruneState(finalized, held);
        for (const k of chain)
          if (k.number >= before && k.number < store.stateKeptFrom) pruned.push(k.number);
        // A thread's deletions leave the main thread's node cache as it was (store.ts): only the table counts.
        if (sweeping === 'thread') await store.pruningSettled();
        checkStore(store, dir, chain, pruned, sweeping === 'inline' ? written : new Set());
      }
      expect(store.stateKeptFrom).toBeGreaterThan(0);
      expect(failures).toEqual([]);
      await store.pruningSettled();
      store.close();
    },
  );

  it('keeps pruning across a restart: the window and the counts are in the database', () => {
    const dir = tempDir();
    let store = new Store(dir);
    store.enablePruning(2);
    const put = twoKeyChain(() => store);
    for (let i = 0; i < 5; i++) put(i, `0x${String(i).repeat(80)}`);
    store.pruneState(4, undefined);
    expect(store.stateKeptFrom).toBe(3);
    store.close();
    store = new Store(dir);
    store.enablePruning(2);
    expect(store.stateKeptFrom).toBe(3);
    expect(store.hasState(2)).toBe(false);
    expect(() => store.requireState(2)).toThrow(
      `UnknownBlock: State already discarded for ${toHex(blake2_256(Uint8Array.of(2)))}`,
    );
    expect(toHex(store.historical(3).get(fromHex(KEYS[6]!))!)).toBe(`0x${'3'.repeat(80)}`);
    store.close();
  });

  it('builds blocks without the write lock, keeping the store’s thread off it until the block’s commit', async () => {
    const dir = tempDir();
    const store = new Store(dir);
    const other = new Database(join(dir, 'lumi.sqlite'), { timeout: 0 });
    const tryWrite = (): string => {
      try {
        other.prepare('BEGIN IMMEDIATE').run();
        other.prepare('ROLLBACK').run();
        return 'free';
      } catch (e) {
        return (e as { code: string }).code;
      }
    };
    store.enablePruning(2, { onReport: () => {}, onFailure: () => {} });
    // A turn on the store's database as the thread's is (write-turn.ts): refused during the build and its commit.
    const probe = new WriteTurn();
    shareWriteTurn((store as unknown as { db: object }).db, probe);
    expect(store.building(() => [tryWrite(), probe.hold()])).toEqual(['free', false]);
    expect(probe.hold()).toBe(false);
    await Promise.resolve();
    expect(probe.hold()).toBe(true);
    probe.release();
    other.close();
    store.close();
  });

  it('reports a failing prune thread and goes on inline, refusing the window all along', async () => {
    const dir = tempDir();
    const store = new Store(dir);
    const failures: string[] = [];
    store.enablePruning(2, { onReport: () => {}, onFailure: (e) => failures.push(e.message) });
    const put = twoKeyChain(() => store);
    for (let i = 0; i < 6; i++) put(i, `0x${String(i).repeat(80)}`);
    // A journal row cut short: the thread's sweep throws on it, and so does the inline one after it.
    const raw = new Database(join(dir, 'lumi.sqlite'));
    raw.prepare("UPDATE trie_journal SET died = x'0100' WHERE block = 2").run();
    raw.close();
    store.pruneState(5, undefined);
    expect(store.stateKeptFrom).toBe(4);
    expect(() => store.requireState(3)).toThrow(StateDiscardedError);
    await until('the thread to fail', () => failures.length >= 2);
    expect(failures).toEqual(['trie journal: truncated place', 'trie journal: truncated place']);
    await store.pruningSettled();
    // The store goes on: blocks commit, the kept blocks' state reads, and the next sweep (inline) stops at
    // the bad row again, with the same error.
    put(6, `0x${'6'.repeat(80)}`);
    expect(toHex(store.historical(4).get(fromHex(KEYS[6]!))!)).toBe(`0x${'4'.repeat(80)}`);
    expect(() => store.pruneState(6, undefined)).toThrow('trie journal: truncated place');
    expect(toHex(store.historical(6).get(fromHex(KEYS[6]!))!)).toBe(`0x${'6'.repeat(80)}`);
    store.close();
  });
});

describe('migrating an archive database from hash-keyed trie nodes (schema 2)', () => {
  it('re-keys every node of every block’s trie and of an overridden trie, and drops what none reaches', () => {
    const dir = tempDir();
    let store = new Store(dir);
    let trie = EMPTY_TRIE;
    const tries: Trie[] = [];
    for (let number = 0; number < 8; number++) {
      const changes: [string, Uint8Array | null][] = KEYS.map((k, i) => [
        k,
        (i + number) % 5 === 0 ? null : fromHex(VALUES[(i * number) % VALUES.length]!),
      ]);
      trie = updateTrie(
        trie,
        changes.filter((c) => number > 0 || c[1] !== null),
      );
      const root = trieRoot(trie);
      store.commitBlock(
        number,
        sealedBlock(
          number,
          root,
          blake2_256(Uint8Array.of(0xa0, number)),
          new Map(changes.map(([k, v]) => [k as Hex, v])),
          newNodes(trie),
        ),
      );
      tries.push(trie);
    }
    // A dev override of block 7's state: its trie is stored beside the header's.
    const overridden = updateTrie(trie, [[KEYS[0]!, fromHex(`0x${'99'.repeat(50)}`)]]);
    store.recordOverriddenTrie(7, { root: trieRoot(overridden), trieNodes: newNodes(overridden) });
    tries.push(overridden);
    // A node no trie reaches.
    store.commitBlock(
      8,
      sealedBlock(8, trieRoot(trie), blake2_256(Uint8Array.of(0xa0, 8)), new Map(), [
        [blake2_256(Uint8Array.of(1)), new Uint8Array(40).fill(7), Uint8Array.of(3)],
      ]),
    );
    store.close();
    toSchema2(dir);
    store = new Store(dir);
    expect(store.getMeta('schema_version')).toBe('4');
    const expected = new Set<string>();
    for (const t of tries) for (const p of storedPlaces(t)) expected.add(p);
    for (const t of tries) {
      readProof(
        trieRoot(t),
        KEYS.map(fromHex),
        (h, path) => store.trieNode(h, path),
        () => undefined,
      );
    }
    store.close();
    const db = new Database(join(dir, 'lumi.sqlite'), { readonly: true });
    try {
      const rows = db.prepare('SELECT path, hash, rc FROM trie_node').all() as {
        path: Buffer;
        hash: Buffer;
        rc: number;
      }[];
      expect(
        new Set(rows.map((r) => `${toHex(new Uint8Array(r.path))}/${toHex(new Uint8Array(r.hash))}`)),
      ).toEqual(expected);
      expect(rows.every((r) => r.rc === 0)).toBe(true);
      const tables = (
        db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]
      ).map((r) => r.name);
      expect(tables).not.toContain('trie_node_v2');
    } finally {
      db.close();
    }
  });
});

describe('the flag on the command line', () => {
  it('is read with its alias, defaults by --dev, and refuses bad values naming the flag', () => {
    const run = (argv: string[]) => {
      const c = parseArgs(argv);
      if (c.kind !== 'run') throw new Error(c.kind);
      return c.options.statePruning;
    };
    expect(run(['--state-pruning', '12'])).toEqual({
      requested: { kind: 'constrained', blocks: 12 },
      fallback: { kind: 'constrained', blocks: 256 },
    });
    expect(run(['--pruning=archive', '--dev'])).toEqual({
      requested: { kind: 'archive' },
      fallback: { kind: 'archive' },
    });
    expect(run([])).toEqual({ requested: undefined, fallback: { kind: 'constrained', blocks: 256 } });
    expect(() => run(['--state-pruning', 'all'])).toThrow(CliError);
    expect(() => run(['--state-pruning', 'all'])).toThrow(/^--state-pruning: expected archive/);
    expect(() => run(['--state-pruning', '0'])).toThrow(/^--state-pruning: 0 would discard/);
    expect(() => run(['--state-pruning'])).toThrow('--state-pruning needs a value');
  });
});
