// What the RPC namespaces reach: the chain, the pool and the node's identity.
import type { Hex } from '@lumi/runtime/host.ts';
import { RuntimeApiError } from '@lumi/runtime/host.ts';
import type { BlockAuthor } from '../authoring/author.ts';
import type { BlockRef, Chain } from '../chain/chain.ts';
import type { ChainSpec } from '../chain-spec/spec.ts';
import type { TxPool } from '../pool/pool.ts';
import type { TxService } from '../pool/service.ts';
import { fromHex } from '../util/hex.ts';
import { clientError, unknownBlock } from './errors.ts';

export interface NodeContext {
  chain: Chain;
  pool: TxPool;
  txs: TxService;
  author: BlockAuthor;
  spec: ChainSpec;
  nodeName: string;
  version: string;
  peerId: string;
  /** Called after a submission made a transaction ready (instant sealing listens). */
  onReady(): void;
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
  try {
    return ctx.chain.runtime.call(ctx.chain.stateAt(ref), method, args, ctx.chain.context(ref));
  } catch (e) {
    if (e instanceof RuntimeApiError) throw clientError(`Execution failed: ${e.message}`);
    throw clientError(`Execution failed: ${(e as Error).message}`);
  }
}
