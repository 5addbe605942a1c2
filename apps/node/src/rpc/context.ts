// What the RPC namespaces reach: the chain, the pool and the node's identity.
import type { Hex } from '@lumi/runtime/host';
import { RuntimeApiError } from '@lumi/runtime/host';
import type { BlockAuthor } from '../authoring/author.ts';
import type { BlockRef, Chain } from '../chain/chain.ts';
import type { ChainSpecInfo } from '../chain-spec/handle.ts';
import type { Keystore } from '../keystore/keystore.ts';
import type { OffchainStorage } from '../offchain/storage.ts';
import type { TxPool } from '../pool/pool.ts';
import type { TxService } from '../pool/service.ts';
import { fromHex, toHex } from '@lumi/runtime/bytes';
import { clientError, unknownBlock, unsafeRpcCalled } from './errors.ts';

export interface NodeContext {
  chain: Chain;
  pool: TxPool;
  txs: TxService;
  author: BlockAuthor;
  spec: ChainSpecInfo;
  nodeName: string;
  version: string;
  peerId: string;
  /** `--rpc-methods` resolved: true when unsafe methods must be refused. */
  denyUnsafe: boolean;
  /** Keys inserted by `author_insertKey`, under the base path. */
  keystore: Keystore;
  /** `offchain_localStorage*`, under the base path. */
  offchain: OffchainStorage;
  /** The chain spec JSON `build-spec` would print (raw or not), for `sync_state_genSyncSpec`. */
  chainSpecJson(raw: boolean): Record<string, unknown>;
  /** Whether the dev_* controls are served (--dev or --enable-dev-rpc). */
  devRpc: boolean;
  /** Called after a submission made a transaction ready (instant sealing listens). */
  onReady(): void;
}

/** Substrate's `check_if_safe`: unsafe methods answer -32601 unless `--rpc-methods` allows them. */
export function checkIfSafe(ctx: NodeContext): void {
  if (ctx.denyUnsafe) throw unsafeRpcCalled();
}

/** The block a state query refers to: the given hash, or the best block; unknown hashes are errors. */
export function blockAt(ctx: NodeContext, hash: Hex | undefined): BlockRef {
  if (hash === undefined) return ctx.chain.best;
  const ref = ctx.chain.refByHash(fromHex(hash));
  if (!ref) throw unknownBlock(hash);
  return ref;
}

/** A runtime API call at `ref`; runtime failures come back as Substrate's client errors. */
export function runtimeCall(ctx: NodeContext, ref: BlockRef, method: string, args: Uint8Array): Uint8Array {
  // Outside the try: pruned state is its own error (StateDiscardedError), not an execution failure.
  const state = ctx.chain.stateAt(ref);
  try {
    return ctx.chain.runtime.call(state, method, args, ctx.chain.context(ref));
  } catch (e) {
    if (e instanceof RuntimeApiError) throw clientError(`Execution failed: ${e.message}`);
    throw clientError(`Execution failed: ${(e as Error).message}`);
  }
}

/** Runtime APIs whose answer depends only on the runtime (never on the block): metadata. */
const RUNTIME_ONLY = /^Metadata_/;
/** Arguments of a runtime-only API worth caching (a metadata version is a u32). */
const MAX_CACHED_ARGS = 8;
const runtimeOnlyAnswers = new WeakMap<NodeContext, Map<string, Hex>>();

/**
 * `runtimeCall` answered as hex. The chain runs one runtime for its whole life, so metadata is computed
 * (and hex-encoded) once per argument and reused: a flood of metadata calls costs a lookup each.
 */
export function runtimeCallHex(ctx: NodeContext, ref: BlockRef, method: string, args: Uint8Array): Hex {
  if (!RUNTIME_ONLY.test(method) || args.length > MAX_CACHED_ARGS) {
    return toHex(runtimeCall(ctx, ref, method, args));
  }
  let answers = runtimeOnlyAnswers.get(ctx);
  if (!answers) runtimeOnlyAnswers.set(ctx, (answers = new Map<string, Hex>()));
  const key = `${method}:${toHex(args)}`;
  let hex = answers.get(key);
  if (hex === undefined) {
    hex = toHex(runtimeCall(ctx, ref, method, args));
    answers.set(key, hex);
  }
  return hex;
}
