// chainHead_v1_follow / chainHead_v1_unfollow: the subscription that reports and pins blocks.
import { z } from 'zod';
import type { RuntimeVersion } from '@lumi/runtime/host';
import type { BlockRef, Chain } from '../../chain/chain.ts';
import { toHex } from '@lumi/runtime/bytes';
import type { Connection } from '../connection.ts';
import { PinnedBlocks } from '../pinned-blocks.ts';
import type { NodeContext } from '../context.ts';
import { RpcError } from '../errors.ts';
import { req, type Registry } from '../registry.ts';
import type { Sink } from '../sink.ts';
import { type Follow, type Follows, MAX_PINNED } from './chain-head-state.ts';

const MAX_FOLLOWS_PER_CONNECTION = 4;
/** Finalized blocks `initialized` reports (and pins), newest last, as polkadot-sdk does. */
const INITIAL_FINALIZED = 16;

export function runtimeSpecJson(v: RuntimeVersion): unknown {
  return {
    type: 'valid',
    spec: {
      specName: v.specName,
      implName: v.implName,
      specVersion: v.specVersion,
      implVersion: v.implVersion,
      transactionVersion: v.transactionVersion,
      apis: Object.fromEntries(v.apis),
    },
  };
}

// Clients such as dedot's DedotClient look for their transaction in these blocks before waiting for new ones.
function recentFinalized(chain: Chain, finalized: BlockRef): BlockRef[] {
  const refs: BlockRef[] = [];
  for (let n = Math.max(0, finalized.number - INITIAL_FINALIZED + 1); n < finalized.number; n++) {
    const ref = chain.refByNumber(n);
    if (ref) refs.push(ref);
  }
  refs.push(finalized);
  return refs;
}

/** Pins and reports a new block to one follower. */
function announce(follow: Follow, ref: BlockRef): void {
  follow.pinned.pin(ref);
  follow.sink.notify({
    event: 'newBlock',
    blockHash: ref.hashHex,
    parentBlockHash: toHex(ref.header.subarray(0, 32)),
    ...(follow.withRuntime ? { newRuntime: null } : {}),
  });
}

/** A follower pinning the recent finalized blocks it is about to be told of. */
function newFollow(
  chain: Chain,
  conn: Connection,
  sink: Sink,
  withRuntime: boolean,
): { follow: Follow; initial: BlockRef[] } {
  const initial = recentFinalized(chain, chain.finalized);
  const pinned = new PinnedBlocks(chain);
  for (const ref of initial) pinned.pin(ref);
  return { follow: { conn, sink, withRuntime, pinned, operations: new Map(), nextOp: 0 }, initial };
}

/** The `initialized` event, then every unfinalized block and the best block, as the spec orders them. */
function sendInitialEvents(chain: Chain, follow: Follow, initial: readonly BlockRef[]): void {
  const { sink, withRuntime } = follow;
  sink.notify({
    event: 'initialized',
    finalizedBlockHashes: initial.map((ref) => ref.hashHex),
    ...(withRuntime ? { finalizedBlockRuntime: runtimeSpecJson(chain.runtime.version) } : {}),
  });
  for (const ref of chain.unfinalizedBlocks) announce(follow, ref);
  sink.notify({ event: 'bestBlockChanged', bestBlockHash: chain.best.hashHex });
}

/** Forwards the chain's imports, finality and resets to one follower; returns what stops forwarding. */
function forwardChainEvents(chain: Chain, follow: Follow): () => void {
  const { sink } = follow;
  const stop = () => {
    sink.notify({ event: 'stop' });
    sink.end();
  };
  const stopImports = chain.onImport(({ ref }) => {
    // A client that does not unpin: the spec's answer is to stop the subscription.
    if (follow.pinned.size >= MAX_PINNED) return stop();
    announce(follow, ref);
    sink.notify({ event: 'bestBlockChanged', bestBlockHash: ref.hashHex });
  });
  const stopFinality = chain.onFinalized((refs) => {
    sink.notify({
      event: 'finalized',
      finalizedBlockHashes: refs.map((r) => r.hashHex),
      prunedBlockHashes: [],
    });
  });
  // dev_setHead / dev_revert drop blocks this follower may hold pinned, finalized ones too: the spec's answer
  // is `stop`, after which the client follows again from the new finalized block.
  const stopResets = chain.onHeadReset((e) => {
    if (e.kind === 'rewound') stop();
  });
  return () => {
    stopImports();
    stopFinality();
    stopResets();
  };
}

export function registerChainHeadFollow(r: Registry, ctx: NodeContext, follows: Follows): void {
  r.subscription({
    subscribe: ['chainHead_v1_follow'],
    unsubscribe: ['chainHead_v1_unfollow'],
    unsubscribeAnswersNull: true,
    notification: 'chainHead_v1_followEvent',
    params: [req('withRuntime', z.boolean({ error: 'expected a boolean' }))],
    start: ([withRuntime], sink, { conn }) => {
      if (follows.countFor(conn) >= MAX_FOLLOWS_PER_CONNECTION) {
        throw new RpcError(-32800, 'Maximum number of chainHead_follow has been reached');
      }
      const { follow, initial } = newFollow(ctx.chain, conn, sink, withRuntime);
      follows.add(follow);
      sendInitialEvents(ctx.chain, follow, initial);
      const stopForwarding = forwardChainEvents(ctx.chain, follow);
      return () => {
        stopForwarding();
        for (const op of follow.operations.values()) op.cancelled = true;
        follows.delete(sink.id);
        follow.pinned.clear();
      };
    },
  });
}
