// The prefetch thread and the node's use of it: it answers what the store holds, a chain fed by it builds the
// same blocks as one without it (answers overtaken by a block included), and its death is survived.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Keyring } from '@polkadot/keyring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRuntime } from '@lumi/runtime';
import { fromHex, toHex } from '@lumi/runtime/bytes';
import type { Runtime } from '@lumi/runtime/host';
import { Chain } from '../src/chain/chain.ts';
import { Prefetcher } from '../src/chain/prefetch.ts';
import { stateCacheBudget } from '../src/chain/cache-budget.ts';
import { specHandle } from '../src/chain-spec/handle.ts';
import { builtinSpec } from '../src/chain-spec/spec.ts';
import { HeadState } from '../src/store/head-state.ts';
import type { PrefetchResult } from '../src/store/prefetch-thread.ts';
import { PrefetchThread } from '../src/store/prefetch-thread.ts';
import { Store } from '../src/store/store.ts';
import { offlineTransfers } from '../src/testing/offline-transfers.ts';
import { until } from '../src/testing/until.ts';
import { blake2_256, initCrypto } from '../src/util/hash.ts';

let runtime: Runtime;
const dirs: string[] = [];
const stores: Store[] = [];
beforeAll(async () => {
  await initCrypto();
  runtime = await createRuntime();
});
afterAll(() => {
  for (const s of stores) s.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A dev chain in a fresh database; `headCacheBytes` small makes the head state read the store often. */
function openChain(headCacheBytes?: number): Chain {
  const dir = mkdtempSync(join(tmpdir(), 'lumi-prefetch-test-'));
  dirs.push(dir);
  const store = new Store(dir);
  stores.push(store);
  const budget = stateCacheBudget(64 * 2 ** 20);
  const options = headCacheBytes === undefined ? budget : { ...budget, headCacheBytes };
  return Chain.open(runtime, specHandle(builtinSpec(runtime, 'dev')), store, options).chain;
}

/** Signs transfer_keep_alive extrinsics as @polkadot/api does (immortal), by the senders' URIs. */
function signer(chain: Chain) {
  const sign = offlineTransfers(runtime, chain.genesisHash);
  const keyring = new Keyring({ type: 'sr25519' });
  return (uri: string, nonce: number, dest: Uint8Array, amount: bigint): Uint8Array =>
    sign(keyring.addFromUri(uri), nonce, dest, amount);
}

const SENDERS = ['//Alice', '//Bob', '//Charlie'];
const account = (i: number) => blake2_256(new TextEncoder().encode(`prefetch-test-${i % 5}`));

/**
 * Block `n`'s transfers: each sender to one of five accounts, so consecutive blocks pay the same accounts (an
 * answer read before one block is stale for the next).
 */
function blockTxs(sign: ReturnType<typeof signer>, n: number): Uint8Array[] {
  return SENDERS.map((uri, i) => sign(uri, n, account(n + i), 10n ** 12n + BigInt(n)));
}

function build(chain: Chain, xts: Uint8Array[], n: number): string {
  const sealed = chain.store.building(() => {
    const b = chain.runtime.newBlock(chain.headState, chain.context(chain.best), {
      timestamp: 1_700_000_000_000n + BigInt(n) * 6000n,
    });
    for (const x of xts) expect(b.applyExtrinsic(x)).toMatchObject({ included: true, success: true });
    return b.finalize();
  });
  chain.import(sealed);
  return toHex(sealed.header.stateRoot);
}

/** Blocks the main thread (the prefetch thread reads meanwhile). */
const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

describe('the prefetch thread', () => {
  it("answers each key's newest value and the trie nodes on its path", async () => {
    const chain = openChain();
    const sign = signer(chain);
    build(chain, blockTxs(sign, 0), 0);
    const thread = new PrefetchThread(chain.store.file, (e) => {
      throw e;
    });
    const alice = chain.runtime.accessHints!(blockTxs(sign, 1)[0]!);
    const keys = [...alice.map(toHex), `0x${'ab'.repeat(40)}`];
    const answer = await thread.ask(keys);
    await thread.stop();
    expect(answer?.block).toBe(1);
    expect(answer!.values.map(([k]) => k)).toEqual(keys);
    for (const [k, v] of answer!.values) expect(v).toEqual(chain.store.headGet(fromHex(k)) ?? null);
    expect(answer!.values.at(-1)![1]).toBeNull();
    expect(answer!.nodes.length).toBeGreaterThan(0);
    for (const [hash, node] of answer!.nodes) expect(toHex(blake2_256(node))).toBe(toHex(hash));
  });

  it('a chain fed by it builds the same blocks as one without, answers overtaken by a block dropped', async () => {
    const BLOCKS = 6;
    const plain = openChain(600);
    const sign = signer(plain);
    const txs = Array.from({ length: BLOCKS }, (_, n) => blockTxs(sign, n));
    const expected = txs.map((xts, n) => build(plain, xts, n));

    const chain = openChain(600);
    const thread = new PrefetchThread(chain.store.file, (e) => {
      throw e;
    });
    const prefetcher = new Prefetcher(chain.runtime, thread, {
      headState: chain.headState,
      cacheNodes: (nodes) => chain.store.cacheNodes(nodes),
    });
    const answered = () =>
      until('the prefetch answers', async () => (thread.pending === 0 ? true : undefined));
    // Absent keys read into the head's two-entry cache push out what it held, so each block's accounts are asked
    // for again (and the answers overtaken by a block are dropped: fewer taken than asked).
    let other = 0;
    const evict = () => {
      for (let i = 0; i < 3; i++) chain.headState.get(blake2_256(Uint8Array.of(1, other++)));
    };
    const roots: string[] = [];
    for (let n = 0; n < BLOCKS; n++) {
      evict();
      for (const x of txs[n]!) prefetcher.admitted(x);
      await new Promise((resolve) => setImmediate(resolve));
      await answered();
      // The next block's keys are asked for and read, then this block changes some of them before the answer
      // is taken: those values are stale and must not be used.
      evict();
      for (const x of txs[n + 1] ?? []) prefetcher.admitted(x);
      await new Promise((resolve) => setImmediate(resolve));
      sleepSync(100);
      roots.push(build(chain, txs[n]!, n));
      evict();
      await answered();
    }
    await thread.stop();
    expect(roots).toEqual(expected);
    expect(prefetcher.stats.primed).toBeGreaterThan(0);
    expect(prefetcher.stats.primed).toBeLessThan(prefetcher.stats.asked);
    expect(prefetcher.stats.nodes).toBeGreaterThan(0);
  });

  it('a dead thread is reported once and the node goes on without it', async () => {
    const failures: Error[] = [];
    const thread = new PrefetchThread(join(tmpdir(), 'lumi-no-such-dir', 'db.sqlite'), (e) =>
      failures.push(e),
    );
    await until('the thread to fail', async () => (thread.alive ? undefined : true));
    expect(failures).toHaveLength(1);
    expect(await thread.ask(['0x00'])).toBeUndefined();

    const chain = openChain();
    const prefetcher = new Prefetcher(chain.runtime, thread, {
      headState: chain.headState,
      cacheNodes: (nodes) => chain.store.cacheNodes(nodes),
    });
    const txs = blockTxs(signer(chain), 0);
    for (const x of txs) prefetcher.admitted(x);
    build(chain, txs, 0);
    expect(chain.best.number).toBe(1);
    expect(prefetcher.stats.asked).toBe(0);
  });
});

describe('the prefetcher', () => {
  it('pauses asking after four answers in a row came after the blocks they were for', async () => {
    const table = { headGet: () => undefined, headKeyFrom: () => undefined, headKeys: () => [] };
    const headState = new HeadState(table, 1 << 20);
    const asked: { keys: string[]; answer: (a: PrefetchResult) => void }[] = [];
    const source = {
      alive: true,
      ask: (keys: string[]) =>
        new Promise<PrefetchResult | undefined>((answer) => asked.push({ keys, answer })),
    };
    // A transaction's hint is its own bytes as a key.
    const prefetcher = new Prefetcher({ accessHints: (x) => [x] }, source, {
      headState,
      cacheNodes: () => {},
    });
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const node: [Uint8Array, Uint8Array] = [new Uint8Array(32), Uint8Array.of(0)];
    for (let i = 0; i < 4; i++) {
      prefetcher.admitted(Uint8Array.of(i));
      await turn();
      expect(asked).toHaveLength(i + 1);
      // A block lands before the answer.
      headState.apply(new Map([['0x99', Uint8Array.of(i)]]));
      asked[i]!.answer({ id: i, block: i, values: [[asked[i]!.keys[0]!, null]], nodes: [node] });
      await turn();
    }
    expect(prefetcher.stats).toMatchObject({ paused: 1, nodes: 0, primed: 4 });
    prefetcher.admitted(Uint8Array.of(9));
    await turn();
    expect(asked).toHaveLength(4);
  });
});
