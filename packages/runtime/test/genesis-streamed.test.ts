// A genesis built into a host's store (balances validated and built a slice at a time, storage written in
// batches, the trie made from the store's entries in key order) is the genesis built in memory: the same block
// hash and state, for any preloaded accounts and any slice size; bad input fails the same way.
import { u8aToHex } from '@polkadot/util';
import { blake2AsHex } from '@polkadot/util-crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGenesisStorage, genesisBlockFrom, genesisBlockInStore } from '../src/genesis/build.ts';
import type { GenesisStore, Hex, StorageChanges } from '../src/host.ts';
import { createRuntime, metadataV15 } from '../src/index.ts';
import { runtime } from '../src/runtime.ts';

beforeAll(async () => {
  await createRuntime();
});

/** A GenesisStore over a Map, as a host's staging table behaves. */
function mapStore(): GenesisStore & { map: Map<Hex, Uint8Array>; puts: number } {
  const map = new Map<Hex, Uint8Array>();
  const sorted = () => [...map.keys()].sort();
  const store = {
    map,
    puts: 0,
    node: () => {},
    put(changes: StorageChanges) {
      store.puts++;
      for (const [k, v] of changes) {
        if (v === null) map.delete(k);
        else map.set(k, v);
      }
    },
    get: (key: Uint8Array) => map.get(u8aToHex(key)),
    nextKey(prefix: Uint8Array, after?: Uint8Array) {
      const p = u8aToHex(prefix);
      const a = after ? u8aToHex(after) : undefined;
      const k = sorted().find((x) => x.startsWith(p) && (a === undefined || x > a));
      return k ? Uint8Array.from(Buffer.from(k.slice(2), 'hex')) : undefined;
    },
    *entries() {
      for (const k of sorted()) yield [k, map.get(k)!] as const;
    },
  };
  return store;
}

const config = (accounts: readonly string[]) => ({
  balances: { balances: accounts.map((a, i) => [a, String(10n ** 15n + BigInt(i))]) },
});

describe('a genesis built into a store', () => {
  it('has the hash and state of the genesis built in memory, whatever the slices', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(1_000_000), { maxLength: 60 }),
        fc.integer({ min: 1, max: 25 }),
        (seeds, chunk) => {
          const cfg = config(seeds.map((s) => blake2AsHex(`acc-${s}`, 256)));
          const inMemory = buildGenesisStorage(runtime(), cfg, metadataV15());
          const expected = genesisBlockFrom(inMemory);
          const store = mapStore();
          const left = buildGenesisStorage(runtime(), cfg, metadataV15(), { store, chunk });
          expect(left.size).toBe(0);
          const streamed = genesisBlockInStore(store);
          expect(u8aToHex(streamed.hash)).toBe(u8aToHex(expected.hash));
          expect(new Map([...store.map].map(([k, v]) => [k, u8aToHex(v)]))).toEqual(
            new Map([...inMemory].map(([k, v]) => [k, v && u8aToHex(v)])),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it('finds a duplicate across slices and names a bad item by its index in the whole list', () => {
    const accounts = Array.from({ length: 30 }, (_, i) => blake2AsHex(`acc-${i}`, 256));
    const store = mapStore();
    buildGenesisStorage(runtime(), config(accounts), metadataV15(), { store, chunk: 4 });
    expect(() =>
      buildGenesisStorage(runtime(), config([...accounts, accounts[2]!]), metadataV15(), {
        store: mapStore(),
        chunk: 4,
      }),
    ).toThrow(/duplicate balances/);
    const bad = config(accounts);
    (bad.balances.balances[13] as string[])[1] = '1';
    expect(() => buildGenesisStorage(runtime(), bad, metadataV15(), { store: mapStore(), chunk: 4 })).toThrow(
      /balances\.balances\.13: the balance of any account/,
    );
  });

  it('takes a host’s lazy list (length and slice) as the list itself', () => {
    const accounts = Array.from({ length: 12 }, (_, i) => blake2AsHex(`lazy-${i}`, 256));
    const items = config(accounts).balances.balances;
    const lazy = { length: items.length, slice: (a: number, b: number) => items.slice(a, b) };
    const expected = genesisBlockFrom(buildGenesisStorage(runtime(), config(accounts), metadataV15()));
    const store = mapStore();
    buildGenesisStorage(runtime(), { balances: { balances: lazy } }, metadataV15(), { store, chunk: 5 });
    expect(u8aToHex(genesisBlockInStore(store).hash)).toBe(u8aToHex(expected.hash));
  });
});
