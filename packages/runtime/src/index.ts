// @lumi/runtime: Lumi's runtime as the host (lumi-node, tests) sees it.
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { waitReady } from '@polkadot/wasm-crypto';
import { callApi } from './apis/index.ts';
import { LumiBlockBuilder } from './executive/block-builder.ts';
import { accessHints, signatureCheck, validateTransaction } from './executive/service.ts';
import { overrideState, setTrieNodeSource } from './executive/state-root.ts';
import { setSignatureVerifier } from './extrinsic/signature.ts';

import {
  PRESET_NAMES,
  buildGenesisStorage,
  genesisBlockFrom,
  genesisBlockInStore,
  genesisBlockFromStorage,
  genesisPreset,
} from './genesis/build.ts';
import { MINIMUM_PERIOD } from './pallets/timestamp/constants.ts';
import type { Runtime } from './host.ts';
import { metadataV15 } from './metadata/index.ts';
import { runtime, selectRuntime } from './runtime.ts';
import type { RuntimeName } from './runtime.ts';
import { VERSION } from './version.ts';

let ready: Promise<void> | undefined;

/** Initialises the wasm crypto once (signature checks and hashing call it directly). */
export function cryptoReady(): Promise<void> {
  ready ??= Promise.all([waitReady(), cryptoWaitReady()]).then(() => undefined);
  return ready;
}

export interface RuntimeOptions {
  /** Which runtime configuration this process hosts (default Lumi's); see src/runtime.ts. */
  chain?: RuntimeName;
}

export async function createRuntime(options: RuntimeOptions = {}): Promise<Runtime> {
  await cryptoReady();
  const { properties } = selectRuntime(options.chain ?? 'lumi');
  return {
    version: VERSION,
    properties,
    presetNames: PRESET_NAMES,
    genesisPreset: (name) => genesisPreset(runtime(), name),
    genesisBlock: (config, store) => {
      const changes = buildGenesisStorage(runtime(), config, metadataV15(), { store });
      return store ? genesisBlockInStore(store) : genesisBlockFrom(changes);
    },
    genesisBlockFromStorage,
    minimumPeriod: MINIMUM_PERIOD,
    call: (state, method, args, at) => callApi(method, { state, at }, args),
    validateTransaction,
    newBlock: (state, parent, inherents) => new LumiBlockBuilder(state, parent, inherents),
    signatureCheck,
    accessHints,
    setSignatureVerifier,
    stateOverridden: overrideState,
    setTrieNodeSource,
  };
}

export * from './host.ts';
export { VERSION } from './version.ts';
export { RUNTIME_NAMES } from './runtime.ts';
export type { ChainProperties, RuntimeName } from './runtime.ts';
export { metadataV14, metadataV15, metadataV16 } from './metadata/index.ts';
export { decodeExtrinsic } from './extrinsic/decode.ts';
export { signingPayload } from './extrinsic/checks.ts';
export { verifySignature, signedMessage, noteVerified, toSignatureCheck } from './extrinsic/signature.ts';
export { CODE_KEY } from './genesis/build.ts';
export { MemoryState } from './support/memory-state.ts';
