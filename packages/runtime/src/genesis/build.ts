// Genesis: validates a RuntimeGenesisConfig JSON (one section per pallet) and builds block 0's state.
import { u8aConcat } from '@polkadot/util';
import { z } from 'zod';
import type { Hex, SealedBlock, StateReader, StorageChanges, TrieNodeSink } from '../host.ts';
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

/** Validates `config` and returns the genesis storage; throws an Error naming the bad field. */
export function buildGenesisStorage(
  runtime: RuntimeDef,
  config: unknown,
  metadata: Uint8Array,
): StorageChanges {
  const parsed = genesisSchema(runtime).safeParse(config ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new Error(`invalid genesis config: ${issues}`);
  }
  const data = parsed.data as Record<string, unknown>;
  const state = new OverlayState(emptyState);
  withContext({ state, blockNumber: 0, phase: { type: 'Initialization' } }, () => {
    for (const { pallet } of runtime.pallets) {
      const g = pallet.genesis;
      if (!g) continue;
      // Absent sections build with their schema's defaults, as Substrate's Default config would.
      const raw = data[g.section];
      g.build(raw !== undefined ? raw : g.schema.parse(defaultInput(g.schema)));
    }
    state.set(CODE_KEY, codeBlob(metadata));
  });
  return state.drain();
}

function defaultInput(schema: z.ZodType): unknown {
  return schema.safeParse(undefined).success ? undefined : {};
}

const HEX_KEY = /^0x(?:[0-9a-fA-F]{2})*$/;
const CODE_KEY_HEX = '0x3a636f6465' as Hex;

/** Runtime.genesisBlockFromStorage: block 0 over raw storage, keys normalised to lower-case hex. */
export function genesisBlockFromStorage(
  top: ReadonlyMap<string, Uint8Array>,
  nodes?: TrieNodeSink,
): SealedBlock {
  const changes: StorageChanges = new Map();
  for (const [key, value] of top) {
    if (!HEX_KEY.test(key))
      throw new Error(`raw genesis storage: key ${key.slice(0, 20)} is not 0x-prefixed hex`);
    if (!(value instanceof Uint8Array)) throw new Error(`raw genesis storage: value of ${key} is not bytes`);
    changes.set(key.toLowerCase() as Hex, value);
  }
  if (!changes.has(CODE_KEY_HEX)) throw new Error('raw genesis storage has no :code');
  return genesisBlockFrom(changes, nodes);
}

/**
 * Block 0 over `changes`. With `nodes` (a host that keeps a node store, Runtime.setTrieNodeSource), the trie is
 * built in one pass over the sorted keys and each stored node goes to `nodes` as it is made, none kept in
 * memory (the first block reopens the genesis trie from the store); the block's `changes` are then in key
 * order, so the host writes them in its index's order. Without, the trie stays in memory for the next block.
 */
export function genesisBlockFrom(changes: StorageChanges, nodes?: TrieNodeSink): SealedBlock {
  const parentHash = new Uint8Array(32);
  let stateRoot: Uint8Array;
  let sealed: (hash: Uint8Array) => void = () => {};
  let trieNodes: [Uint8Array, Uint8Array][] | undefined;
  if (nodes) {
    const keys: Hex[] = [];
    for (const [k, v] of changes) if (v !== null) keys.push(k);
    keys.sort();
    const ordered: StorageChanges = new Map();
    for (const k of keys) ordered.set(k, changes.get(k)!);
    changes = ordered;
    stateRoot = sortedTrieRoot(keys, (k) => ordered.get(k as Hex)!, nodes);
  } else {
    const state = commitState(parentHash, undefined, changes);
    stateRoot = state.root;
    sealed = (hash) => state.sealed(hash);
    trieNodes = state.newNodes();
  }
  const header = {
    parentHash,
    number: 0,
    stateRoot,
    extrinsicsRoot: extrinsicsCommitment([]),
    digest: [],
  };
  const encodedHeader = encodeHeader(header);
  const hash = headerHash(encodedHeader);
  sealed(hash);
  return { header, encodedHeader, hash, extrinsics: [], changes, trieNodes };
}
