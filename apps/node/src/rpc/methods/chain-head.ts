// chainHead_v1_* (the new JSON-RPC spec): a follow subscription reporting blocks and pinning them,
// with body/call/storage operations answered as events on that subscription.
import { z } from 'zod';
import type { Hex, RuntimeVersion } from '@lumi/runtime/host';
import type { BlockRef } from '../../chain/chain.ts';
import { toHex } from '@lumi/runtime/bytes';
import { type NodeContext, runtimeCallHex } from '../context.ts';
import { RpcError } from '../errors.ts';
import { apiName, blockHash, hexBytes, hexString, idString } from '../params.ts';
import { req, type Registry } from '../registry.ts';
import type { Sink } from '../sink.ts';
import type { Connection } from '../connection.ts';
import { PinnedBlocks } from '../pinned-blocks.ts';
import { runStorageQueries, storageQueryType, type StorageQueryResult } from '../storage-query.ts';

const MAX_FOLLOWS_PER_CONNECTION = 4;
/** Blocks a follower may leave pinned before it is stopped for not unpinning. */
const MAX_PINNED = 512;
const STORAGE_ITEMS_PER_EVENT = 500;
/** Items one chainHead_v1_storage call processes; the rest are reported as `discardedItems` for a retry. */
const STORAGE_ITEMS_PER_CALL = 1000;
/** Items a call may name at all (validating them is bounded work; beyond, the request is refused). */
const MAX_STORAGE_ITEMS_PARAM = 100_000;
/** Finalized blocks `initialized` reports (and pins), newest last, as polkadot-sdk does. */
const INITIAL_FINALIZED = 16;

interface Follow {
  conn: Connection;
  sink: Sink;
  withRuntime: boolean;
  pinned: PinnedBlocks;
  operations: Map<string, { cancelled: boolean }>;
  nextOp: number;
}

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

const invalidBlock = () =>
  new RpcError(-32801, 'Invalid block hash: the block is not pinned by this subscription');

const storageItem = z.object({ key: hexString, type: storageQueryType }, { error: 'expected {key, type}' });

export function registerChainHead(r: Registry, ctx: NodeContext): void {
  const { chain } = ctx;
  const follows = new Map<string, Follow>();

  const followOf = (id: string, conn: Connection): Follow | undefined => {
    const f = follows.get(id);
    return f && f.conn === conn ? f : undefined;
  };
  const pinnedBlock = (f: Follow, hash: Hex): BlockRef => {
    const ref = f.pinned.get(hash);
    if (!ref) throw invalidBlock();
    return ref;
  };
  // Clients such as dedot's DedotClient look for their transaction in these blocks before waiting for new ones.
  const recentFinalized = (finalized: BlockRef): BlockRef[] => {
    const refs: BlockRef[] = [];
    for (let n = Math.max(0, finalized.number - INITIAL_FINALIZED + 1); n < finalized.number; n++) {
      const ref = chain.refByNumber(n);
      if (ref) refs.push(ref);
    }
    refs.push(finalized);
    return refs;
  };
  const startOperation = (
    f: Follow,
    run: (opId: string, op: { cancelled: boolean }) => void | Promise<void>,
  ) => {
    const opId = String(f.nextOp++);
    const op = { cancelled: false };
    f.operations.set(opId, op);
    // After the response carrying the operation id has gone out.
    setImmediate(() => {
      void (async () => {
        if (!op.cancelled && follows.has(f.sink.id)) {
          try {
            await run(opId, op);
          } catch (e) {
            f.sink.notify({ event: 'operationError', operationId: opId, error: (e as Error).message });
          }
        }
        f.operations.delete(opId);
      })();
    });
    return opId;
  };

  r.subscription({
    subscribe: ['chainHead_v1_follow'],
    unsubscribe: ['chainHead_v1_unfollow'],
    unsubscribeAnswersNull: true,
    notification: 'chainHead_v1_followEvent',
    params: [req('withRuntime', z.boolean({ error: 'expected a boolean' }))],
    start: ([withRuntime], sink, { conn }) => {
      let mine = 0;
      for (const f of follows.values()) if (f.conn === conn) mine++;
      if (mine >= MAX_FOLLOWS_PER_CONNECTION) {
        throw new RpcError(-32800, 'Maximum number of chainHead_follow has been reached');
      }
      const initial = recentFinalized(chain.finalized);
      const pinned = new PinnedBlocks(chain);
      for (const ref of initial) pinned.pin(ref);
      const follow: Follow = {
        conn,
        sink,
        withRuntime,
        pinned,
        operations: new Map(),
        nextOp: 0,
      };
      follows.set(sink.id, follow);
      sink.notify({
        event: 'initialized',
        finalizedBlockHashes: initial.map((ref) => ref.hashHex),
        ...(withRuntime ? { finalizedBlockRuntime: runtimeSpecJson(chain.runtime.version) } : {}),
      });
      const announce = (ref: BlockRef) => {
        follow.pinned.pin(ref);
        sink.notify({
          event: 'newBlock',
          blockHash: ref.hashHex,
          parentBlockHash: toHex(ref.header.subarray(0, 32)),
          ...(withRuntime ? { newRuntime: null } : {}),
        });
      };
      for (const ref of chain.unfinalizedBlocks) announce(ref);
      sink.notify({ event: 'bestBlockChanged', bestBlockHash: chain.best.hashHex });
      const stopImports = chain.onImport(({ ref }) => {
        if (follow.pinned.size >= MAX_PINNED) {
          // The client is not unpinning: the spec's answer is to stop the subscription.
          sink.notify({ event: 'stop' });
          sink.end();
          return;
        }
        announce(ref);
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
        if (e.kind !== 'rewound') return;
        sink.notify({ event: 'stop' });
        sink.end();
      });
      const unsubscribe = () => {
        stopImports();
        stopFinality();
        stopResets();
      };
      return () => {
        unsubscribe();
        for (const op of follow.operations.values()) op.cancelled = true;
        follows.delete(sink.id);
        follow.pinned.clear();
      };
    },
  });

  const followId = idString('a follow subscription id');
  const operationIdParam = idString('an operation id');

  r.method(
    'chainHead_v1_header',
    [req('followSubscription', followId), req('hash', blockHash)],
    ([id, hash], { conn }) => {
      const f = followOf(id, conn);
      if (!f) return null;
      return toHex(pinnedBlock(f, hash).header);
    },
  );

  r.method(
    'chainHead_v1_body',
    [req('followSubscription', followId), req('hash', blockHash)],
    ([id, hash], { conn }) => {
      const f = followOf(id, conn);
      if (!f) return { result: 'limitReached' };
      const ref = pinnedBlock(f, hash);
      const operationId = startOperation(f, (opId) => {
        f.sink.notify({ event: 'operationBodyDone', operationId: opId, value: chain.body(ref).map(toHex) });
      });
      return { result: 'started', operationId };
    },
  );

  r.method(
    'chainHead_v1_call',
    [
      req('followSubscription', followId),
      req('hash', blockHash),
      req('function', apiName),
      req('callParameters', hexBytes),
    ],
    ([id, hash, fn, params], { conn }) => {
      const f = followOf(id, conn);
      if (!f) return { result: 'limitReached' };
      const ref = pinnedBlock(f, hash);
      const operationId = startOperation(f, (opId) => {
        let output: Hex;
        try {
          output = runtimeCallHex(ctx, ref, fn, params);
        } catch (e) {
          f.sink.notify({ event: 'operationError', operationId: opId, error: (e as Error).message });
          return;
        }
        f.sink.notify({ event: 'operationCallDone', operationId: opId, output });
      });
      return { result: 'started', operationId };
    },
  );

  r.method(
    'chainHead_v1_storage',
    [
      req('followSubscription', followId),
      req('hash', blockHash),
      req(
        'items',
        z.array(storageItem).max(MAX_STORAGE_ITEMS_PARAM, `at most ${MAX_STORAGE_ITEMS_PARAM} items`),
      ),
      { name: 'childTrie', schema: hexString, optional: true },
    ],
    ([id, hash, allItems, childTrie], { conn }) => {
      const f = followOf(id, conn);
      if (!f) return { result: 'limitReached' };
      const ref = pinnedBlock(f, hash);
      // The spec's answer to too many items: process a prefix, tell the client how many at the back to resend.
      const items = allItems.slice(0, STORAGE_ITEMS_PER_CALL);
      const discardedItems = allItems.length - items.length;
      const operationId = startOperation(f, async (opId, op) => {
        const out: StorageQueryResult[] = [];
        const flush = () => {
          if (out.length > 0)
            f.sink.notify({ event: 'operationStorageItems', operationId: opId, items: out.splice(0) });
        };
        // This chain has no child tries: every child-trie query is empty.
        if (childTrie === undefined) {
          const emit = (result: StorageQueryResult) => {
            out.push(result);
            if (out.length >= STORAGE_ITEMS_PER_EVENT) flush();
          };
          if (!(await runStorageQueries(ctx, ref, items, conn, emit, () => op.cancelled))) return;
        }
        flush();
        f.sink.notify({ event: 'operationStorageDone', operationId: opId });
      });
      return { result: 'started', operationId, discardedItems };
    },
  );

  r.method(
    'chainHead_v1_unpin',
    [
      req('followSubscription', followId),
      req(
        'hashOrHashes',
        z.union([blockHash, z.array(blockHash).max(MAX_PINNED, `at most ${MAX_PINNED} hashes`)], {
          error: 'expected a block hash or a list of them',
        }),
      ),
    ],
    ([id, hashes], { conn }) => {
      const f = followOf(id, conn);
      if (!f) return null;
      const list = Array.isArray(hashes) ? hashes : [hashes];
      if (new Set(list).size !== list.length) throw new RpcError(-32804, 'Duplicate hashes');
      for (const h of list) if (!f.pinned.has(h)) throw invalidBlock();
      for (const h of list) f.pinned.unpin(h);
      return null;
    },
  );

  r.method(
    'chainHead_v1_continue',
    [req('followSubscription', followId), req('operationId', operationIdParam)],
    ([id, opId], { conn }) => {
      // Our operations never pause for `waitingForContinue`: continuing an unknown (or finished) operation is a
      // no-op answered null, as polkadot-sdk answers it; a running one was not waiting, which is an error.
      if (followOf(id, conn)?.operations.has(opId)) {
        throw new RpcError(-32803, 'Invalid continue: the operation is not waiting for continue');
      }
      return null;
    },
  );

  r.method(
    'chainHead_v1_stopOperation',
    [req('followSubscription', followId), req('operationId', operationIdParam)],
    ([id, opId], { conn }) => {
      const op = followOf(id, conn)?.operations.get(opId);
      if (op) op.cancelled = true;
      return null;
    },
  );
}
