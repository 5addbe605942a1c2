// A chain spec as a running node holds it: everything but the genesis section, which can be as large as the
// state it seeds (a million preloaded accounts is ~90 MB of JSON). A file spec's identity and genesis digest
// are cached beside the chains, keyed by the file's path, size and modification time, so a restart reads
// neither the file nor its genesis; the genesis is read again only when something needs it.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { Hex, Runtime } from '@lumi/runtime/host';
import { isHex } from '@lumi/runtime/bytes';
import {
  builtinSpec,
  chainSpecSchema,
  isBuiltinChain,
  loadChainSpec,
  specGenesisDigest,
  type ChainSpec,
} from './spec.ts';

export type ChainSpecInfo = Omit<ChainSpec, 'genesis'>;

export interface SpecHandle {
  readonly info: ChainSpecInfo;
  /** specGenesisDigest of the whole spec. */
  readonly genesisDigest: Hex;
  /** The whole spec, genesis included: read again from its file unless it was just read. */
  full(): ChainSpec;
}

const infoOf = (spec: ChainSpec): ChainSpecInfo => {
  const { genesis: _genesis, ...info } = spec;
  return info;
};

/** A handle on a spec already in memory (built-in specs, tests): small, so it is kept whole. */
export function specHandle(spec: ChainSpec): SpecHandle {
  const genesisDigest = specGenesisDigest(spec);
  return { info: infoOf(spec), genesisDigest, full: () => spec };
}

const cacheEntry = z.object({
  path: z.string(),
  size: z.number(),
  mtimeMs: z.number(),
  genesisDigest: z.string().refine(isHex),
  info: chainSpecSchema.omit({ genesis: true }),
});

function cachePath(cacheDir: string, file: string): string {
  return join(cacheDir, `${createHash('sha256').update(file).digest('hex').slice(0, 32)}.json`);
}

/**
 * Opens `--chain`: dev, local or asset-hub-dev (built in), else a JSON file. With `cacheDir`, a file seen before with the same
 * size and modification time is not read at all.
 */
export function openChainSpec(runtime: Runtime, chain: string, cacheDir?: string): SpecHandle {
  if (isBuiltinChain(chain))
    return specHandle(builtinSpec(runtime, chain === 'local_testnet' ? 'local' : chain));
  const file = resolve(chain);
  const stat = (() => {
    try {
      return statSync(file);
    } catch {
      return undefined;
    }
  })();
  const cached = stat && cacheDir ? readCache(cachePath(cacheDir, file)) : undefined;
  if (cached && cached.path === file && cached.size === stat!.size && cached.mtimeMs === stat!.mtimeMs) {
    return {
      info: cached.info,
      genesisDigest: cached.genesisDigest,
      full: () => loadChainSpec(runtime, chain),
    };
  }
  let kept: ChainSpec | undefined = loadChainSpec(runtime, chain);
  const info = infoOf(kept);
  const genesisDigest = specGenesisDigest(kept);
  if (stat && cacheDir) {
    writeCache(cachePath(cacheDir, file), {
      path: file,
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      genesisDigest,
      info,
    });
  }
  return {
    info,
    genesisDigest,
    // The first caller (a first start building the genesis) takes the spec just read; nothing keeps it after.
    full: () => {
      const spec = kept ?? loadChainSpec(runtime, chain);
      kept = undefined;
      return spec;
    },
  };
}

function readCache(path: string): z.infer<typeof cacheEntry> | undefined {
  try {
    const parsed = cacheEntry.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Written whole then renamed: a killed node leaves the old entry or the new one, never half of one. */
function writeCache(path: string, entry: z.infer<typeof cacheEntry>): void {
  try {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(`${path}.tmp`, JSON.stringify(entry));
    renameSync(`${path}.tmp`, path);
  } catch {
    // A cache that cannot be written only costs the next start a read of the spec.
  }
}
