// Genesis: validates a RuntimeGenesisConfig JSON (one section per pallet) and builds block 0's state.
import { u8aConcat } from '@polkadot/util';
import { z } from 'zod';
import type { GenesisStore, Hex, SealedBlock, StateReader, StorageChanges, StoredTrieNode } from '../host.ts';
import { encodeHeader, extrinsicsCommitment, headerHash } from '../executive/header.ts';
import { commitState } from '../executive/state-root.ts';
import { RuntimeVersionType } from '../primitives/runtime-types.ts';
import { withContext } from '../support/context.ts';
import type { RuntimeDef } from '../support/construct.ts';
import { OverlayState } from '../support/overlay.ts';
import { blake2_256 } from '../support/hashing.ts';
import { sortedTrieRoot } from '../trie/sorted.ts';
import { VERSION } from '../version.ts';
import { hexToU8a } from '@polkadot/util';

export const CODE_KEY = new Uint8Array([0x3a, 0x63, 0x6f, 0x64, 0x65]); // ":code"

export const PRESET_NAMES = ['development', 'local_testnet'] as const;

/** `:code`: the SCALE RuntimeVersion followed by blake2_256 of the V15 metadata; identifies this runtime. */
export function codeBlob(metadata: Uint8Array): Uint8Array {
  const v = RuntimeVersionType.encode({
    spec_name: VERSION.specName,
    impl_name: VERSION.implName,
    authoring_version: VERSION.authoringVersion,
    spec_version: VERSION.specVersion,
    impl_version: VERSION.implVersion,
    apis: VERSION.apis.map(([id, n]) => [hexToU8a(id), n] as [Uint8Array, number]),
    transaction_version: VERSION.transactionVersion,
    system_version: VERSION.systemVersion,
  });
  return u8aConcat(v, blake2_256(metadata));
}

export function genesisSchema(runtime: RuntimeDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const { pallet } of runtime.pallets) {
    if (pallet.genesis) shape[pallet.genesis.section] = pallet.genesis.schema.optional();
  }
  return z.object(shape).strict();
}

/** A preset's config: every pallet's contribution to it. */
export function genesisPreset(runtime: RuntimeDef, name: string): Record<string, unknown> {
  if (!(PRESET_NAMES as readonly string[]).includes(name)) throw new Error(`unknown genesis preset: ${name}`);
  if (runtime.preset) return runtime.preset(name);
  const out: Record<string, unknown> = {};
  for (const { pallet } of runtime.pallets) {
    const section = pallet.genesis?.preset?.(name);
    if (pallet.genesis && section !== undefined) out[pallet.genesis.section] = section;
  }
  return out;
}

const emptyState: StateReader = { get: () => undefined, nextKey: () => undefined };

/** Items of a chunked genesis list (GenesisDecl.chunked) validated and built at a time. */
export const GENESIS_CHUNK = 10_000;
/** Changed keys the overlay holds before they go to a GenesisStore. */
const FLUSH_KEYS = 20_000;

export interface GenesisBuildOptions {
  /** Where the storage goes in batches (the host's GenesisStore); without, it is returned whole. */
  store?: GenesisStore;
  /** Items per slice of a chunked list (tests use small slices). */
  chunk?: number;
}

const describeIssues = (issues: readonly z.core.$ZodIssue[], at: (path: PropertyKey[]) => PropertyKey[]) =>
  issues.map((i) => `${at(i.path).map(String).join('.') || '(root)'}: ${i.message}`).join('; ');

/**
 * Validates `config` and builds the genesis storage; throws an Error naming the bad field. A pallet's chunked
 * list (balances' accounts) is validated and built a slice at a time, and with a store the storage goes there
 * in batches: memory holds one slice and one batch, not the state. Returns what is not in the store (all of
 * the storage without one, nothing with one).
 */
export function buildGenesisStorage(
  runtime: RuntimeDef,
  config: unknown,
  metadata: Uint8Array,
  options: GenesisBuildOptions = {},
): StorageChanges {
  const chunk = options.chunk ?? GENESIS_CHUNK;
  // Each chunked list is taken out of the config before it is validated, and validated slice by slice below.
  const lists = new Map<string, GenesisList>();
  let top = config ?? {};
  if (isRecord(top)) {
    top = { ...top };
    for (const { pallet } of runtime.pallets) {
      const g = pallet.genesis;
      const section = g && (top as Record<string, unknown>)[g.section];
      if (!g?.chunked || !isRecord(section)) continue;
      const list = section[g.chunked];
      // A host may hand a long list as anything with `length` and `slice` (a list left in a spec file's bytes).
      if (!isList(list) || (Array.isArray(list) && list.length <= chunk)) continue;
      lists.set(g.section, list);
      (top as Record<string, unknown>)[g.section] = { ...section, [g.chunked]: [] };
    }
  }
  const parsed = genesisSchema(runtime).safeParse(top);
  if (!parsed.success)
    throw new Error(`invalid genesis config: ${describeIssues(parsed.error.issues, (p) => p)}`);
  const data = parsed.data as Record<string, unknown>;
  const { store } = options;
  const state = new OverlayState(store ?? emptyState);
  const flush = (force: boolean) => {
    if (store && (force || state.size >= FLUSH_KEYS)) store.put(state.take());
  };
  withContext({ state, blockNumber: 0, phase: { type: 'Initialization' } }, () => {
    for (const { pallet } of runtime.pallets) {
      const g = pallet.genesis;
      if (!g) continue;
      const list = lists.get(g.section);
      const field = g.chunked;
      if (field && list) {
        const section = (top as Record<string, Record<string, unknown>>)[g.section]!;
        for (let from = 0; from < list.length; from += chunk) {
          const slice = g.schema.safeParse({ ...section, [field]: list.slice(from, from + chunk) });
          if (!slice.success) {
            const at = (p: PropertyKey[]): PropertyKey[] =>
              p[0] === field && typeof p[1] === 'number'
                ? [g.section, field, p[1] + from, ...p.slice(2)]
                : [g.section, ...p];
            throw new Error(`invalid genesis config: ${describeIssues(slice.error.issues, at)}`);
          }
          g.build(slice.data);
          flush(false);
        }
        continue;
      }
      // Absent sections build with their schema's defaults, as Substrate's Default config would.
      const raw = data[g.section];
      g.build(raw !== undefined ? raw : g.schema.parse(defaultInput(g.schema)));
      flush(false);
    }
    state.set(CODE_KEY, codeBlob(metadata));
  });
  flush(true);
  return state.drain();
}

/** A genesis list: an array, or a host's lazy list of one (GenesisDecl.chunked). */
export interface GenesisList {
  readonly length: number;
  slice(from: number, to: number): unknown[];
}

const isList = (v: unknown): v is GenesisList =>
  Array.isArray(v) ||
  (typeof v === 'object' &&
    v !== null &&
    typeof (v as GenesisList).length === 'number' &&
    typeof (v as GenesisList).slice === 'function');

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function defaultInput(schema: z.ZodType): unknown {
  return schema.safeParse(undefined).success ? undefined : {};
}

const HEX_KEY = /^0x(?:[0-9a-fA-F]{2})*$/;
const CODE_KEY_HEX = '0x3a636f6465' as Hex;

/** Runtime.genesisBlockFromStorage: block 0 over raw storage, keys normalised to lower-case hex. */
export function genesisBlockFromStorage(
  top: ReadonlyMap<string, Uint8Array>,
  store?: GenesisStore,
): SealedBlock {
  const changes: StorageChanges = new Map();
  for (const [key, value] of top) {
    if (!HEX_KEY.test(key))
      throw new Error(`raw genesis storage: key ${key.slice(0, 20)} is not 0x-prefixed hex`);
    if (!(value instanceof Uint8Array)) throw new Error(`raw genesis storage: value of ${key} is not bytes`);
    changes.set(key.toLowerCase() as Hex, value);
  }
  if (!changes.has(CODE_KEY_HEX)) throw new Error('raw genesis storage has no :code');
  if (!store) return genesisBlockFrom(changes);
  store.put(changes);
  return genesisBlockInStore(store);
}

/** Block 0 over `changes`, its trie kept in memory for the next block (no node store). */
export function genesisBlockFrom(changes: StorageChanges): SealedBlock {
  const state = commitState(new Uint8Array(32), undefined, changes);
  const block = sealGenesis(state.root, changes, state.newNodes());
  state.sealed(block.hash);
  return block;
}

/**
 * Block 0 over the storage written to `store`: the trie is built in one pass over its entries in key order and
 * each stored node goes to the store as it is made, none kept in memory (the first block reopens the genesis
 * trie from the node store). `changes` is empty: the state is the store's.
 */
export function genesisBlockInStore(store: GenesisStore): SealedBlock {
  return sealGenesis(sortedTrieRoot(store.entries(), store.node), new Map(), undefined);
}

function sealGenesis(
  stateRoot: Uint8Array,
  changes: StorageChanges,
  trieNodes: StoredTrieNode[] | undefined,
): SealedBlock {
  const header = {
    parentHash: new Uint8Array(32),
    number: 0,
    stateRoot,
    extrinsicsRoot: extrinsicsCommitment([]),
    digest: [],
  };
  const encodedHeader = encodeHeader(header);
  return { header, encodedHeader, hash: headerHash(encodedHeader), extrinsics: [], changes, trieNodes };
}
