import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRuntime } from '@lumi/runtime';
import type { Runtime } from '@lumi/runtime/host';
import { openChainSpec } from '../src/chain-spec/handle.ts';
import { builtinSpec, specGenesisDigest } from '../src/chain-spec/spec.ts';
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

describe('openChainSpec', () => {
  it('reads a spec file once: a restart takes its identity and genesis digest from the cache', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lumi-spec-handle-'));
    dirs.push(dir);
    const file = join(dir, 'spec.json');
    const spec = { ...builtinSpec(runtime, 'dev'), name: 'Cached', id: 'cached' };
    writeFileSync(file, JSON.stringify(spec));
    // A whole second: utimes cannot set the sub-millisecond part a file system may record.
    const mtime = new Date(1_700_000_000_000);
    utimesSync(file, mtime, mtime);
    const cache = join(dir, 'cache');

    const first = openChainSpec(runtime, file, cache);
    expect(first.info.name).toBe('Cached');
    expect('genesis' in first.info).toBe(false);
    expect(first.genesisDigest).toBe(specGenesisDigest(spec));
    expect(first.full().genesis).toEqual(spec.genesis);

    // Same size and modification time: the file is not read (its new contents are not seen)...
    writeFileSync(file, readFileSync(file, 'utf8').replace('"Cached"', '"Cachet"'));
    utimesSync(file, mtime, mtime);
    expect(openChainSpec(runtime, file, cache).info.name).toBe('Cached');
    // ...until something needs the genesis.
    expect(openChainSpec(runtime, file, cache).full().name).toBe('Cachet');

    // Another modification time: read again.
    utimesSync(file, mtime, new Date(mtime.getTime() + 5000));
    expect(openChainSpec(runtime, file, cache).info.name).toBe('Cachet');
  });

  it('ignores a cache entry it cannot parse', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lumi-spec-handle-'));
    dirs.push(dir);
    const file = join(dir, 'spec.json');
    writeFileSync(file, JSON.stringify({ ...builtinSpec(runtime, 'dev'), id: 'x' }));
    const cache = join(dir, 'cache');
    openChainSpec(runtime, file, cache);
    for (const e of readdirSync(cache)) writeFileSync(join(cache, e), '{"path": 1}');
    expect(openChainSpec(runtime, file, cache).info.id).toBe('x');
  });
});
