import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRuntime } from '@lumi/runtime';
import type { Runtime } from '@lumi/runtime/host';
import { Chain, ChainError } from '../src/chain/chain.ts';
import { specHandle } from '../src/chain-spec/handle.ts';
import { builtinSpec } from '../src/chain-spec/spec.ts';
import { Store } from '../src/store/store.ts';
import Database from 'better-sqlite3';
import { toHex } from '@lumi/runtime/bytes';
import { initCrypto } from '../src/util/hash.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

let runtime: Runtime;
beforeAll(async () => {
  await initCrypto();
  runtime = await createRuntime();
});

/** The runtime, counting how often a genesis is built from a spec. */
function counting(): { runtime: Runtime; builds: () => number } {
  let n = 0;
  const wrapped = Object.create(runtime) as Runtime;
  wrapped.genesisBlock = (config, nodes) => {
    n++;
    return runtime.genesisBlock(config, nodes);
  };
  return { runtime: wrapped, builds: () => n };
}

describe('Chain.open', () => {
  it('builds the genesis on first start only; a restart trusts the recorded spec digest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lumi-chain-open-'));
    dirs.push(dir);
    const spec = builtinSpec(runtime, 'dev');
    const first = counting();
    let store = new Store(dir);
    const opened = Chain.open(first.runtime, specHandle(spec), store);
    expect(opened.created).toBe(true);
    expect(first.builds()).toBe(1);
    const genesis = opened.chain.genesisHash;
    store.close();

    const second = counting();
    store = new Store(dir);
    const reopened = Chain.open(second.runtime, specHandle(spec), store);
    expect(reopened.created).toBe(false);
    expect(reopened.chain.genesisHash).toBe(genesis);
    expect(second.builds()).toBe(0);

    // Another spec: its genesis is built and compared, and the database refused.
    const other = structuredClone(spec);
    const patch = (other.genesis as { runtimeGenesis: { patch: { balances: { balances: unknown[] } } } })
      .runtimeGenesis.patch;
    patch.balances.balances.push([`0x${'11'.repeat(32)}`, '1000000000000']);
    expect(() => Chain.open(second.runtime, specHandle(other), store)).toThrow(ChainError);
    expect(second.builds()).toBe(1);

    // A database without the digest (an older node's): one comparison, then the digest is recorded.
    store.setMeta('spec_genesis_digest', 'none');
    Chain.open(second.runtime, specHandle(spec), store);
    expect(second.builds()).toBe(2);
    Chain.open(second.runtime, specHandle(spec), store);
    expect(second.builds()).toBe(2);
    store.close();
  });

  it('writes the genesis trie handed over while it is built: the same hash and nodes as built in memory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lumi-chain-open-'));
    dirs.push(dir);
    const spec = builtinSpec(runtime, 'dev');
    const config = (spec.genesis as { runtimeGenesis: { patch: unknown } }).runtimeGenesis.patch;
    const inMemory = runtime.genesisBlock(config);
    const store = new Store(dir);
    const { chain } = Chain.open(runtime, specHandle(spec), store);
    expect(chain.genesisHash).toBe(toHex(inMemory.hash));
    for (const [hash, node, path] of inMemory.trieNodes!) expect(store.trieNode(hash, path)).toEqual(node);
    const db = new Database(join(dir, 'lumi.sqlite'), { readonly: true });
    const count = (db.prepare('SELECT COUNT(*) AS n FROM trie_node').get() as { n: number }).n;
    db.close();
    expect(count).toBe(new Set(inMemory.trieNodes!.map(([h, , path]) => `${toHex(path)}/${toHex(h)}`)).size);
    // Key order: the rows were written along the index.
    const keys = [...store.headKeys(new Uint8Array(), false, 1_000_000)].map(toHex);
    expect(keys).toEqual([...inMemory.changes.keys()].sort());
    store.close();
  });
});
