// Chain specifications in Substrate's JSON shape: a named genesis (runtime preset patch) or raw storage.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { GenesisStore, Hex, Runtime, SealedBlock } from '@lumi/runtime/host';
import { isHex, toHex } from '@lumi/runtime/bytes';
import { JsonList, parseJsonKeepingLists } from './json-lists.ts';

/** ":code" — every Substrate state has it; a raw spec without it is not a chain's genesis. */
const CODE_KEY = '0x3a636f6465' as Hex;

const hexString = z.string().refine(isHex, { message: 'expected 0x-prefixed hex' });

const chainType = z.union([
  z.enum(['Development', 'Local', 'Live']),
  z.object({ Custom: z.string() }).strict(),
]);

const genesis = z.union([
  z
    .object({
      runtimeGenesis: z
        .object({
          code: hexString.optional(),
          patch: z.unknown().optional(),
          config: z.unknown().optional(),
        })
        .refine((g) => (g.patch === undefined) !== (g.config === undefined), {
          message: 'runtimeGenesis needs exactly one of patch or config',
        }),
    })
    .strict(),
  z
    .object({
      raw: z.object({
        top: z.record(hexString, hexString),
        childrenDefault: z.record(z.string(), z.unknown()).optional(),
      }),
    })
    .strict(),
]);

export const chainSpecSchema = z.object({
  name: z.string().min(1),
  id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'id must be letters, digits, _ or -'),
  chainType: chainType.default('Live'),
  bootNodes: z.array(z.string()).default([]),
  telemetryEndpoints: z.unknown().nullable().default(null),
  protocolId: z.string().nullable().default(null),
  properties: z.record(z.string(), z.unknown()).nullable().default(null),
  codeSubstitutes: z.record(z.string(), z.unknown()).default({}),
  genesis,
});

export type ChainSpec = z.infer<typeof chainSpecSchema>;
export type ChainType = ChainSpec['chainType'];

export const LUMI_PROPERTIES = { ss58Format: 42, tokenDecimals: 12, tokenSymbol: 'LUMI' } as const;

function presetName(runtime: Runtime, wanted: readonly string[]): string {
  const found = wanted.find((w) => runtime.presetNames.includes(w));
  if (!found) throw new Error(`the runtime has no genesis preset named ${wanted.join(' or ')}`);
  return found;
}

/** The chains built into the node: Lumi's dev and local chains, and the Asset-Hub-shaped dev chain. */
export const BUILTIN_CHAINS = ['dev', 'local', 'local_testnet', 'asset-hub-dev'] as const;
export type BuiltinChain = (typeof BUILTIN_CHAINS)[number];
export const isBuiltinChain = (chain: string): chain is BuiltinChain =>
  (BUILTIN_CHAINS as readonly string[]).includes(chain);

/** The runtime configuration a `--chain` needs: asset-hub-dev's for that chain, Lumi's for every other. */
export const runtimeFor = (chain: string): 'lumi' | 'asset-hub-dev' =>
  chain === 'asset-hub-dev' ? 'asset-hub-dev' : 'lumi';

export function builtinSpec(runtime: Runtime, which: BuiltinChain): ChainSpec {
  if (which === 'asset-hub-dev') {
    return {
      name: 'Asset Hub Dev',
      id: 'asset-hub-dev',
      chainType: 'Development',
      bootNodes: [],
      telemetryEndpoints: null,
      protocolId: null,
      properties: { ...runtime.properties },
      codeSubstitutes: {},
      genesis: { runtimeGenesis: { patch: runtime.genesisPreset(presetName(runtime, ['development'])) } },
    };
  }
  const dev = which === 'dev';
  const preset = dev
    ? presetName(runtime, ['development', 'dev'])
    : presetName(runtime, ['local_testnet', 'local']);
  return {
    name: dev ? 'Development' : 'Local Testnet',
    id: dev ? 'dev' : 'local_testnet',
    chainType: dev ? 'Development' : 'Local',
    bootNodes: [],
    telemetryEndpoints: null,
    protocolId: null,
    properties: { ...LUMI_PROPERTIES },
    codeSubstitutes: {},
    genesis: { runtimeGenesis: { patch: runtime.genesisPreset(preset) } },
  };
}

export class ChainSpecError extends Error {
  override readonly name = 'ChainSpecError';
}

export function parseChainSpec(json: unknown, source: string): ChainSpec {
  const result = chainSpecSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
    throw new ChainSpecError(`invalid chain spec ${source}: ${where}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

/**
 * A genesis config's lists (`genesis.runtimeGenesis.patch.<pallet>.<field>`) this long stay in the spec file's
 * bytes and are parsed a slice at a time as the runtime builds them (JsonList): a spec preloading a million
 * accounts is never held as a million JS arrays.
 */
export const LAZY_LIST_ITEMS = 10_000;

const isGenesisList = (path: readonly string[]): boolean =>
  path.length === 5 &&
  path[0] === 'genesis' &&
  path[1] === 'runtimeGenesis' &&
  (path[2] === 'patch' || path[2] === 'config');

export function loadChainSpec(runtime: Runtime, chain: string): ChainSpec {
  if (isBuiltinChain(chain)) return builtinSpec(runtime, chain === 'local_testnet' ? 'local' : chain);
  let text: Buffer;
  try {
    text = readFileSync(chain);
  } catch (e) {
    throw new ChainSpecError(
      `--chain: '${chain}' is neither dev, local, asset-hub-dev nor a readable file (${(e as Error).message})`,
    );
  }
  let json: unknown;
  try {
    json = parseJsonKeepingLists(text, isGenesisList, LAZY_LIST_ITEMS);
  } catch (e) {
    throw new ChainSpecError(`invalid chain spec ${chain}: not JSON (${(e as Error).message})`);
  }
  return parseChainSpec(json, chain);
}

/** Block 0 of `spec`; with `store`, its storage and trie nodes go there as they are made (Runtime.genesisBlock). */
export function genesisFromSpec(runtime: Runtime, spec: ChainSpec, store?: GenesisStore): SealedBlock {
  const g = spec.genesis;
  try {
    if ('runtimeGenesis' in g)
      return runtime.genesisBlock(g.runtimeGenesis.patch ?? g.runtimeGenesis.config, store);
    const top = new Map<Hex, Uint8Array>();
    for (const [k, v] of Object.entries(g.raw.top))
      top.set(k.toLowerCase() as Hex, Buffer.from(v.slice(2), 'hex'));
    if (!top.has(CODE_KEY)) throw new ChainSpecError(`chain spec '${spec.id}': raw genesis has no :code`);
    return runtime.genesisBlockFromStorage(top, store);
  } catch (e) {
    if (e instanceof ChainSpecError) throw e;
    throw new ChainSpecError(`chain spec '${spec.id}': invalid genesis: ${(e as Error).message}`);
  }
}

export function toRawSpec(spec: ChainSpec, genesisBlock: SealedBlock): ChainSpec {
  const top: Record<Hex, Hex> = {};
  const keys = [...genesisBlock.changes.keys()].sort();
  for (const k of keys) {
    const v = genesisBlock.changes.get(k);
    if (v) top[k] = toHex(v);
  }
  return { ...spec, genesis: { raw: { top, childrenDefault: {} } } };
}

/**
 * A digest of the spec's genesis section (sha256 of its JSON text, written out a piece at a time so a list of a
 * million accounts is never one string): a database that recorded it at its first start holds this spec's
 * chain, so a restart need not rebuild the genesis state to compare hashes.
 */
export function specGenesisDigest(spec: ChainSpec): Hex {
  const hash = createHash('sha256');
  let pending = '';
  const out = (s: string) => {
    pending += s;
    if (pending.length >= 65_536) {
      hash.update(pending);
      pending = '';
    }
  };
  writeJson(spec.genesis, out);
  hash.update(pending);
  return `0x${hash.digest('hex')}`;
}

/** Writes `value` as JSON.stringify would, in pieces; a JsonList a slice at a time. */
function writeJson(value: unknown, out: (s: string) => void): void {
  if (value instanceof JsonList) {
    out('[');
    for (let from = 0; from < value.length; from += LAZY_LIST_ITEMS) {
      value.slice(from, from + LAZY_LIST_ITEMS).forEach((item, i) => {
        if (from + i > 0) out(',');
        writeItem(item, out);
      });
    }
    out(']');
  } else if (Array.isArray(value)) {
    out('[');
    value.forEach((item, i) => {
      if (i > 0) out(',');
      writeItem(item, out);
    });
    out(']');
  } else if (typeof value === 'object' && value !== null && !('toJSON' in value)) {
    out('{');
    let first = true;
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
      out(`${first ? '' : ','}${JSON.stringify(k)}:`);
      first = false;
      writeJson(v, out);
    }
    out('}');
  } else out(JSON.stringify(value));
}

/** An array item: what JSON.stringify writes as null there. */
function writeItem(item: unknown, out: (s: string) => void): void {
  if (item === undefined || typeof item === 'function' || typeof item === 'symbol') out('null');
  else writeJson(item, out);
}
