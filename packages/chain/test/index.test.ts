import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as chain from '../src/index.ts';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Every public module: each top-level file, and each folder through its own index.ts. */
const modules = readdirSync(SRC, { withFileTypes: true })
  .filter((e) => e.name !== 'index.ts' && (e.isDirectory() || e.name.endsWith('.ts')))
  .map((e) => (e.isDirectory() ? `${e.name}/index.ts` : e.name))
  .sort();

describe('@lumi/chain index', () => {
  it.each(modules)('re-exports everything %s exports', async (module) => {
    const exports = (await import(`../src/${module}`)) as Record<string, unknown>;
    const index: Record<string, unknown> = chain;
    const missing = Object.keys(exports).filter((name) => index[name] !== exports[name]);
    expect(missing).toEqual([]);
  });
});
