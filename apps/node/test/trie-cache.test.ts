// The sliced whole-state trie: one build per block however many ask, and the state of the block asked for
// even when a new block replaces the head while the build is paused.
import type { Hex } from '@lumi/runtime/host';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlockRef } from '../src/chain/chain.ts';
import type { NodeContext } from '../src/rpc/context.ts';
import { entriesAt } from '../src/rpc/keys.ts';
import { trieAt } from '../src/rpc/trie-cache.ts';
import { HeadState } from '../src/store/head-state.ts';
import { TrieProver } from '../src/trie/trie.ts';
import { initCrypto } from '../src/util/hash.ts';
import { fromHex, toHex } from '../src/util/hex.ts';
import { Slicer } from '../src/util/slices.ts';

beforeAll(initCrypto);

const ref = (n: number): BlockRef => {
  const hashHex = `0x${n.toString(16).padStart(64, '0')}` as Hex;
  return { number: n, hash: fromHex(hashHex), hashHex, header: new Uint8Array() };
};

/** Enough entries that reading them all takes many pages (and slices). */
const ENTRIES: [Hex, Uint8Array][] = Array.from({ length: 30_000 }, (_, i) => {
  const n = i.toString(16).padStart(8, '0');
  return [`0xab${n}` as Hex, fromHex(`0x${n.repeat(5)}`)];
});

/**
 * A chain whose head is block `n`: its state is the live head index; older blocks read a snapshot, as the
 * node's history table would give them.
 */
function fakeChain(n: number) {
  const head = new HeadState(ENTRIES);
  const before = new HeadState(ENTRIES);
  const chain = {
    best: ref(n),
    headState: head,
    stateAt: (r: BlockRef) => (r.number === chain.best.number ? head : before),
    // No database: a read transaction is just the call.
    store: { reading: <T>(read: () => T): T => read() },
  };
  /** Imports block n+1, which rewrites the first key and adds one after the last. */
  const importNext = () => {
    chain.best = ref(chain.best.number + 1);
    head.apply(
      new Map<Hex, Uint8Array | null>([
        [ENTRIES[0]![0], Uint8Array.of(1)],
        ['0xabffffffff', Uint8Array.of(2)],
      ]),
    );
  };
  return { ctx: { chain } as unknown as NodeContext, importNext };
}

const expectedRoot = () => toHex(TrieProver.of(ENTRIES.map(([k, v]) => [fromHex(k), v])).root);

describe('trieAt', () => {
  it('shares one in-flight build between concurrent requests for a block', async () => {
    const { ctx } = fakeChain(10);
    const first = trieAt(ctx, ref(10));
    expect(trieAt(ctx, ref(10))).toBe(first);
    expect(toHex((await first).root)).toBe(expectedRoot());
  });

  it('builds the state of the block asked for when a new block arrives mid-build', async () => {
    const { ctx, importNext } = fakeChain(20);
    const building = trieAt(ctx, ref(20));
    importNext();
    expect(toHex((await building).root)).toBe(expectedRoot());
    // The next block's trie is a different one.
    expect(toHex((await trieAt(ctx, ref(21))).root)).not.toBe(expectedRoot());
  });
});

describe('entriesAt', () => {
  it('reads the block asked for when a new block arrives between pages', async () => {
    const { ctx, importNext } = fakeChain(30);
    // One page per slice: the import certainly falls between pages.
    const reading = entriesAt(ctx, ref(30), '0xab', Number.MAX_SAFE_INTEGER, new Slicer(1));
    importNext();
    const entries = await reading;
    expect(entries).toHaveLength(ENTRIES.length);
    expect(entries[0]).toEqual(ENTRIES[0]);
    expect(entries.at(-1)![0]).toBe(ENTRIES.at(-1)![0]);
  });
});
